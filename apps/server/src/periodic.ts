import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs` (and at once unless `immediately` is false), never overlapping
 * itself: a run still going when the next is due is not doubled. A failed run is logged as
 * `failure` and the next comes as usual. The returned function stops it and waits for a run in
 * progress. The timer never keeps the process alive.
 */
export function runPeriodically(
  work: () => Promise<void>,
  options: { intervalMs: number; log: FastifyBaseLogger; failure: string; immediately?: boolean },
): () => Promise<void> {
  const { intervalMs, log, failure, immediately = true } = options;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error }, failure))
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
