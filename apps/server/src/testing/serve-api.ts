// A bare API server (no pages) for tests that need real separate processes: see api-process.ts.
import { buildApp } from '../build-app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';

const config = loadConfig();
const database = openDatabase(config.database);
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening on ${address}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.destroy())
    .then(() => process.exit(0));
});
