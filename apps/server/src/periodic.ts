import type { FastifyBaseLogger } from 'fastify';
import { record } from './telemetry/index.ts';

/**
 * Runs `work` every `intervalMs` (and at once unless `immediately` is false), never overlapping
 * itself: a run still going when the next is due is not doubled. A failed run is logged as
 * `failure` and the next comes as usual. The returned function stops it and waits for a run in
 * progress. The timer never keeps the process alive. Each run is counted in the metrics under
 * `job` (runs, duration, lag; telemetry/metrics.ts).
 */
export function runPeriodically(
  work: () => Promise<void>,
  options: { job: string; intervalMs: number; log: FastifyBaseLogger; failure: string; immediately?: boolean },
): () => Promise<void> {
  const { job, intervalMs, log, failure, immediately = true } = options;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    const startedAt = Date.now();
    const done = (outcome: 'success' | 'failure') =>
      record.jobRun(job, outcome, (Date.now() - startedAt) / 1000, startedAt, intervalMs);
    running = work()
      .then(
        () => done('success'),
        (error: unknown) => {
          done('failure');
          log.error({ err: error }, failure);
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  if (immediately) run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
