import type { FastifyInstance } from 'fastify';
import type { LogEvent } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { createShopMetrics, type ShopMetrics } from './metrics.ts';
import { scrape, startMetricsServer } from './metrics-endpoint.ts';
import { listenWith } from './record.ts';
import { registerShopGauges } from './shop-gauges.ts';
import { querySpan } from './spans.ts';
import { startTracing, type RunningTracing } from './tracing.ts';

export { record, type PaymentOutcome, type RefundOutcome } from './record.ts';
export { traced, tracingOn } from './spans.ts';
export { registerSmsBudgetReader, type SmsBudgetReader, type SmsBudgetReading } from './sms-budget.ts';
export { scrape } from './metrics-endpoint.ts';

/**
 * Metrics and traces of one process, as the settings ask (docs/operations.md): either, both, or
 * neither (then nothing is registered, counted or loaded). Made before the database is opened,
 * since every statement passes `onQuery`.
 */
export interface Telemetry {
  metrics: ShopMetrics | null;
  tracing: RunningTracing | null;
  /** For openDatabase: each finished statement (metrics and spans); undefined when both are off. */
  onQuery: ((event: LogEvent) => void) | undefined;
  close(): Promise<void>;
}

export async function createTelemetry(config: Config, version = '0.1.0'): Promise<Telemetry> {
  const metrics = config.ops.metrics ? createShopMetrics() : null;
  const tracing = config.ops.tracing ? await startTracing(config.ops.tracing, version) : null;
  const system = config.database.dialect === 'postgres' ? 'postgresql' : 'sqlite';
  const onQuery =
    metrics && tracing
      ? (event: LogEvent) => {
          metrics.query(event);
          querySpan(event, system);
        }
      : metrics
        ? (event: LogEvent) => metrics.query(event)
        : tracing
          ? (event: LogEvent) => querySpan(event, system)
          : undefined;
  // An app without metrics leaves alone whoever listens (tests build several apps in one process).
  const stopListening = metrics ? listenWith(metrics.sink) : () => {};
  return {
    metrics,
    tracing,
    onQuery,
    async close() {
      stopListening();
      await tracing?.shutdown();
    },
  };
}

/**
 * Hooks the app up: request metrics and span names per route pattern, the database and shop
 * gauges, and `/metrics` on PORT (with METRICS_TOKEN) or on METRICS_PORT's own listener.
 */
export async function instrumentApp(
  app: FastifyInstance,
  telemetry: Telemetry,
  deps: { config: Config; database: Database; replica: Database | null },
) {
  const { metrics, tracing } = telemetry;
  if (tracing) {
    app.addHook('onRequest', (req, _reply, done) => {
      tracing.nameRequestSpan(req.method, req.routeOptions.url ?? 'unmatched');
      done();
    });
  }
  const settings = deps.config.ops.metrics;
  if (!metrics || !settings) return;
  registerShopGauges(metrics.registry, { db: deps.database.db, ...deps });
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') metrics.request(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (settings.port !== null) {
    const server = await startMetricsServer(metrics.registry, {
      host: settings.host,
      port: settings.port,
      token: settings.token,
    });
    app.addHook('onClose', async () => server.close());
  } else {
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      const answer = await scrape(metrics.registry, settings.token, req.headers.authorization);
      return reply.status(answer.status).header('cache-control', 'no-store').type(answer.type).send(answer.body);
    });
  }
}
