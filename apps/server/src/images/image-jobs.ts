import sharp from 'sharp';
import { inEnglish, refuse } from '../errors.ts';

/**
 * Decoding and resizing pictures runs on libuv's small thread pool (4 threads), which password
 * hashing, file access and DNS share: eight large uploads at once held a sign-in for seconds.
 * So libvips works one thread per picture, and pictures take turns: `jobsAtOnce` at a time (1 on
 * a two-core machine), `queueLength` more waiting in order; past that an upload is refused at once
 * with 503 `unavailable` instead of the queue (and its memory) growing without bound.
 */
sharp.concurrency(1);

export const busyMessage = inEnglish({ id: 'detail.picture.busy' });

export interface ImageJobs {
  /** Runs `job` in its turn, or throws 503 `unavailable` when `queueLength` jobs already wait. */
  run<T>(job: () => Promise<T>): Promise<T>;
  active(): number;
  waiting(): number;
}

export function createImageJobs({ jobsAtOnce, queueLength }: { jobsAtOnce: number; queueLength: number }): ImageJobs {
  let active = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  return {
    async run(job) {
      if (active < jobsAtOnce) active++;
      else if (waiting.length < queueLength) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw refuse('unavailable', 'detail.picture.busy', undefined, { 'retry-after': '5' });
      try {
        return await job();
      } finally {
        release();
      }
    },
    active: () => active,
    waiting: () => waiting.length,
  };
}
