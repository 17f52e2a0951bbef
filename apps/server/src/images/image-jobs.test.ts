import sharp from 'sharp';
import { expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { busyMessage, createImageJobs } from './image-jobs.ts';

/** A job that runs until `finish` is called, recording when it started. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => (started.push(name), done.then(() => name)), finish: () => finish() };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

it('runs jobsAtOnce jobs at a time, the others in the order they came', async () => {
  const jobs = createImageJobs({ jobsAtOnce: 1, queueLength: 5 });
  const started: string[] = [];
  const held = ['a', 'b', 'c'].map((n) => heldJob(started, n));
  const results = held.map((h) => jobs.run(h.job));
  await settled();
  expect(started).toEqual(['a']);
  expect([jobs.active(), jobs.waiting()]).toEqual([1, 2]);
  held[0]!.finish();
  await settled();
  expect(started).toEqual(['a', 'b']);
  held[1]!.finish();
  held[2]!.finish();
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  expect([jobs.active(), jobs.waiting()]).toEqual([0, 0]);
});

it('refuses a job with 503 unavailable when the queue is full, and takes jobs again once it has room', async () => {
  const jobs = createImageJobs({ jobsAtOnce: 1, queueLength: 1 });
  const started: string[] = [];
  const running = heldJob(started, 'running');
  const queued = heldJob(started, 'queued');
  const first = jobs.run(running.job);
  const second = jobs.run(queued.job);
  const refused = await jobs.run(async () => 'never').catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ code: 'unavailable', detail: busyMessage, headers: { 'retry-after': '5' } });
  running.finish();
  queued.finish();
  await Promise.all([first, second]);
  expect(await jobs.run(async () => 'later')).toBe('later');
});

it('gives the turn back when a job fails', async () => {
  const jobs = createImageJobs({ jobsAtOnce: 1, queueLength: 0 });
  await expect(jobs.run(async () => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
  expect(await jobs.run(async () => 'next')).toBe('next');
});

it('lets libvips use one thread per picture', () => {
  expect(sharp.concurrency()).toBe(1);
});
