// A bare API server (no pages) for tests that need real separate processes: see api-process.ts.
// With --jobs it also runs the background jobs, exactly as main.ts does; PROCESS_ROLE decides as
// in main.ts (web: no jobs; worker: the jobs and only the health check on a port of its own).
import { buildApp } from '@oja/server/build-app';
import { loadConfig } from '@oja/server/config';
import { openDatabase } from '@oja/server/db/connection';
import { startBackgroundJobs } from '@oja/server/jobs';
import { runsJobs, servesHttp } from '@oja/server/scale-config';
import { startWorkerHealth } from '@oja/server/worker-health';

const config = loadConfig();
const database = openDatabase(config.database);
const app = await buildApp({ config, database, logger: false });
const jobs =
  process.argv.includes('--jobs') && runsJobs(config.processRole)
    ? startBackgroundJobs(app, database, config)
    : undefined;
const health = servesHttp(config.processRole)
  ? undefined
  : await startWorkerHealth(database, '127.0.0.1', 0, { readiness: app.readiness, metrics: null });
const address = health ? health.url : await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening on ${address}\n`);
process.on('SIGTERM', () => {
  void Promise.resolve(jobs?.stop())
    .then(() => health?.close())
    .then(() => app.close())
    .then(() => database.destroy())
    .then(() => process.exit(0));
});
