// Runs named steps (commands) in lanes: the steps of one lane one after another, the lanes side by
// side. Each step's output is kept and printed whole when it ends (so parallel steps never mix
// their lines), with how long it took; the caller gets every step's outcome and time.
import { spawn } from 'node:child_process';

/** @typedef {{ title: string, command: string, args: string[], env?: Record<string, string>, cwd?: string }} Step */
/** @typedef {Step & { ok: boolean, code: number | null, seconds: number }} Outcome */

const seconds = (start) => Math.round((performance.now() - start) / 100) / 10;

/** @returns {Promise<Outcome>} */
export function runStep(step) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: step.cwd,
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const done = (code) => {
      const outcome = { ...step, ok: code === 0, code, seconds: seconds(start) };
      process.stdout.write(`\n━━ ${step.title}: ${step.command} ${step.args.join(' ')}\n`);
      process.stdout.write(Buffer.concat(chunks));
      process.stdout.write(
        `━━ ${step.title}: ${outcome.ok ? 'ok' : `FAILED (exit ${code})`} in ${outcome.seconds} s\n`,
      );
      resolve(outcome);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error) + '\n'));
      done(null);
    });
    child.on('close', done);
  });
}

/** @param {Step[][]} lanes @returns {Promise<Outcome[]>} */
export async function runLanes(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const outcomes = [];
      for (const step of lane) outcomes.push(await runStep(step));
      return outcomes;
    }),
  );
  return results.flat();
}

/** One line per step with its time, for the end of a run. */
export function timings(outcomes, totalStart) {
  const width = Math.max(...outcomes.map((o) => o.title.length));
  const lines = outcomes.map(
    (o) => `  ${o.title.padEnd(width)}  ${String(o.seconds).padStart(6)} s  ${o.ok ? 'ok' : 'FAILED'}`,
  );
  return [
    'Step times:',
    ...lines,
    `  ${'in all (wall clock)'.padEnd(width)}  ${String(seconds(totalStart)).padStart(6)} s`,
  ].join('\n');
}
