import { buildApp } from './build-app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { prepareDatabase } from './db/prepare.ts';
import { loadEnvFile } from './env-file.ts';
import { bufferedStdout, ignoreConsoleWriteErrors } from './http/log-destination.ts';
import { startBackgroundJobs } from './jobs.ts';
import { runsJobs, servesHttp } from './scale-config.ts';
import { startWorkerHealth } from './worker-health.ts';
import { createTelemetry } from './telemetry/index.ts';
import { enableDemoTestPayments, testModeWarning } from './payments/index.ts';
import { proxyWarning } from './http/security-headers.ts';

// An optional .env file at the repository root; variables already set in the environment win.
loadEnvFile();
// `npm start` without any payment settings: the demo takes test payments (see payments/demo-mode.ts).
enableDemoTestPayments(process.env, process.argv);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Output that cannot be written (the supervisor reading our pipes is gone, a full disk) is dropped,
// never a reason to stop serving or to hang at exit (see http/log-destination.ts).
ignoreConsoleWriteErrors();
const logs = bufferedStdout();
// Metrics and traces first (when set: METRICS_*, OTEL_EXPORTER_OTLP_ENDPOINT): every database
// statement reports to them. Neither set: nothing is loaded or counted.
const telemetry = await createTelemetry(config);
const database = openDatabase(config.database, { onQuery: telemetry.onQuery });
const app = await buildApp({
  config,
  database,
  telemetry,
  logDestination: logs.stream,
  // A worker serves no pages (it needs no web build): only its health check, below.
  pages:
    !config.servePages || !servesHttp(config.processRole)
      ? 'none'
      : config.env === 'development'
        ? 'development'
        : 'production',
}).catch((error: unknown) => {
  // Settings read while the app is built (e.g. FEE_RULES_FILE) stop the start with a clear message.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await prepareDatabase(database, config, app.log);
// Order expiry, payment reconciliation and the mail outbox; safe in every process (see jobs.ts),
// and left to the workers when PROCESS_ROLE=web (scale-config.ts).
const jobs = runsJobs(config.processRole) ? startBackgroundJobs(app, database, config) : { stop: async () => {} };
const workerHealth = servesHttp(config.processRole)
  ? undefined
  : await startWorkerHealth(database, config.host, config.port, {
      readiness: app.readiness,
      metrics:
        telemetry.metrics && config.ops.metrics?.port === null
          ? { registry: telemetry.metrics.registry, token: config.ops.metrics.token }
          : null,
    });
const proxyNote = proxyWarning(config);
if (proxyNote) app.log.warn(proxyNote);
if (app.payments.providers.active.name === 'test') {
  console.warn(testModeWarning);
  app.log.warn('payments: the built-in test provider is active (TEST MODE, no real money)');
}

/** Longer than a request may take, shorter than a process manager waits (Kubernetes: 30 s). */
const shutdownGraceMs = 25_000;
/** How long the last log lines may take to be written before the process exits without them. */
const logFlushMs = 2_000;
let closing = false;

/** Writes the buffered log lines (at most `logFlushMs`), then exits; nothing here can hang. */
async function exit(code: number): Promise<never> {
  await logs.close(logFlushMs);
  process.exit(code);
}

/**
 * Stops taking connections and lets requests in flight finish (Fastify answers a new request on a
 * kept-alive connection with 503 meanwhile) while the jobs and the mail sender stop without
 * cutting a run short, then closes the database. Exits 0 when all of that finished, 1 when it
 * took too long or a second signal came. None of it waits on the log: its output may be gone.
 */
async function shutdown(signal: string) {
  if (closing) {
    // A second signal: the operator does not want to wait.
    logs.abandon();
    process.exit(1);
  }
  closing = true;
  const forced = setTimeout(() => {
    app.log.error(`shutdown took longer than ${shutdownGraceMs / 1000} s; exiting`);
    void exit(1);
  }, shutdownGraceMs - logFlushMs);
  forced.unref();
  // Readiness answers 503 from now on; requests are still served for SHUTDOWN_DRAIN_MS, so that a
  // load balancer that checks readiness stops sending new ones before the listener closes.
  app.readiness.drain();
  if (config.ops.shutdownDrainMs > 0) {
    app.log.info({ signal, drainMs: config.ops.shutdownDrainMs }, 'shutting down: draining (readiness 503)');
    await new Promise((resolve) => setTimeout(resolve, config.ops.shutdownDrainMs));
  }
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  try {
    await Promise.all([
      app.close().then(() => app.log.info('requests finished, listener closed')),
      workerHealth?.close(),
      jobs.stop().then(() => app.log.info('jobs stopped: order housekeeping, payment reconciliation, mail sender')),
    ]);
    await database.destroy();
    // The last spans go to the collector (at most a few seconds; the forced exit above still holds).
    await telemetry.close();
    app.log.info('database closed; shut down cleanly');
    await exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    await exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

if (workerHealth) {
  app.log.info(`Oja worker: background jobs running, health check on ${workerHealth.url}/health (${database.dialect})`);
} else {
  await app.listen({ host: config.host, port: config.port });
  const jobsNote = runsJobs(config.processRole) ? '' : '; background jobs left to the workers (PROCESS_ROLE=web)';
  app.log.info(`Oja is open at ${config.publicUrl} (${database.dialect})${jobsNote}`);
}
