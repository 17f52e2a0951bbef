import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LogEvent } from 'kysely';
import type { MetricsSink } from './record.ts';

/** Request and statement latencies: 2 ms … 10 s (the product list answers in a few ms; a page in tens). */
const latencyBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const jobBuckets = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

const operationOf = (sqlText: string) => /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase() ?? 'other';
const knownOperations = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);

/**
 * The shop's metrics in a registry of their own (one per app, so that tests can build several),
 * in the Prometheus text format through prom-client. Every name starts with `oja_`, except
 * prom-client's process and Node.js metrics (`process_*`, `nodejs_*`: memory, CPU, event loop
 * lag, garbage collection). Labels are closed sets (route patterns, never URLs; providers;
 * outcomes), so the number of series stays bounded whatever the traffic.
 */
export function createShopMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'oja_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'oja_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'oja_db_query_duration_seconds',
    help: 'Database statements by kind (select, insert, update, delete, …) and how long they took.',
    labelNames: ['operation'] as const,
    buckets: queryBuckets,
    registers,
  });
  const queryErrors = new Counter({
    name: 'oja_db_query_errors_total',
    help: 'Database statements that failed, by kind.',
    labelNames: ['operation'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'oja_job_runs_total',
    help: 'Background job runs in this process (order housekeeping, payment reconciliation, mail and SMS senders), by outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'oja_job_duration_seconds',
    help: 'How long each background job run took.',
    labelNames: ['job'] as const,
    buckets: jobBuckets,
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'oja_job_last_success_timestamp_seconds',
    help: 'When each background job last finished without an error (Unix time).',
    labelNames: ['job'] as const,
    registers,
  });
  /** When each job last started and how often it should run, for its lag. */
  const schedules = new Map<string, { startedAt: number; intervalMs: number }>();
  new Gauge({
    name: 'oja_job_lag_seconds',
    help: 'How far behind its schedule each background job is: time since its last run began, less its interval (0: on time).',
    labelNames: ['job'] as const,
    registers,
    collect() {
      this.reset();
      const now = Date.now();
      for (const [job, s] of schedules) this.set({ job }, Math.max(0, (now - s.startedAt - s.intervalMs) / 1000));
    },
  });
  const payments = new Counter({
    name: 'oja_payments_total',
    help: 'Payments settled, by provider and outcome (succeeded, failed, abandoned, mismatch, late, confirmed).',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const refunds = new Counter({
    name: 'oja_refunds_total',
    help: 'Refunds, by provider and outcome (requested, succeeded, retrying, failed).',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const providerCalls = new Histogram({
    name: 'oja_provider_request_duration_seconds',
    help: "Calls to payment providers' APIs, by provider and outcome (ok, or error: unreachable, timed out, not JSON).",
    labelNames: ['provider', 'outcome'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const smsParts = new Counter({
    name: 'oja_sms_parts_sent_total',
    help: 'SMS parts (what the provider bills) sent, by transport (termii, or log without a key).',
    labelNames: ['transport'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'oja_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit, miss); hit rate = hits / all.',
    labelNames: ['cache', 'result'] as const,
    registers,
  });

  const sink: MetricsSink = {
    jobRun(job, outcome, seconds, startedAt, intervalMs) {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
      schedules.set(job, { startedAt, intervalMs });
      if (outcome === 'success') jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    paymentOutcome: (provider, outcome) => payments.inc({ provider, outcome }),
    refundOutcome: (provider, outcome) => refunds.inc({ provider, outcome }),
    providerCall: (provider, outcome, seconds) => providerCalls.observe({ provider, outcome }, seconds),
    smsSent: (transport, parts) => smsParts.inc({ transport }, parts),
    cacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
  };

  return {
    registry,
    sink,
    /** One answered request (`route`: the pattern it matched, `unmatched` for none). */
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    /** Kysely's log event for one statement (passed to openDatabase as `onQuery`). */
    query(event: LogEvent) {
      const found = operationOf(event.query.sql);
      const operation = knownOperations.has(found) ? found : 'other';
      queryDuration.observe({ operation }, event.queryDurationMillis / 1000);
      if (event.level === 'error') queryErrors.inc({ operation });
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
