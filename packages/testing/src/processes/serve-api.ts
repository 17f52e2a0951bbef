// A bare API server (no pages) for tests that need real separate processes: see api-process.ts.
// With --jobs it also runs the background jobs, exactly as main.ts does.
import { buildApp } from '@oja/server/build-app';
import { loadConfig } from '@oja/server/config';
import { openDatabase } from '@oja/server/db/connection';
import { startBackgroundJobs } from '@oja/server/jobs';

const config = loadConfig();
const database = openDatabase(config.database);
const app = await buildApp({ config, database, logger: false });
const jobs = process.argv.includes('--jobs') ? startBackgroundJobs(app, database, config) : undefined;
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening on ${address}\n`);
process.on('SIGTERM', () => {
  void Promise.resolve(jobs?.stop())
    .then(() => app.close())
    .then(() => database.destroy())
    .then(() => process.exit(0));
});
