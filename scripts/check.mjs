// `npm run check`: the quick loop for daily work (target: 2 minutes). Types, lint and the fast unit
// tests (shared code, the web's pure and server-side modules, the repository's docs), with no
// database, build or browser; `npm test` is the whole proof. Type checks and lint keep caches in
// node_modules/.cache, so a second run checks only what changed.
import { runLanes, timings } from './run-steps.mjs';

const cache = 'node_modules/.cache/oja';
const tsc = (project, name) => ({
  title: `Types: ${name}`,
  command: 'npx',
  args: ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', `${cache}/tsc-${name}.tsbuildinfo`],
});

const start = performance.now();
const outcomes = await runLanes([
  [
    tsc('packages/shared', 'shared'),
    tsc('apps/server', 'server'),
    tsc('packages/testing', 'testing'),
    { title: 'Types: web routes', command: 'npx', args: ['react-router', 'typegen'], cwd: 'apps/web' },
    tsc('apps/web', 'web'),
    tsc('apps/web/worker', 'worker'),
  ],
  [
    {
      title: 'Fast unit tests',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'shared', '--project', 'web', '--project', 'repo'],
    },
    {
      title: 'Lint',
      command: 'npx',
      args: ['eslint', '.', '--cache', '--cache-location', `${cache}/eslint`],
    },
    {
      title: 'Format',
      command: 'npx',
      args: ['prettier', '--check', '.', '--cache', '--cache-location', `${cache}/prettier`, '--log-level', 'warn'],
    },
  ],
]);
console.log(`\n${timings(outcomes, start)}`);
const failed = outcomes.filter((o) => !o.ok);
console.log(
  failed.length ? `\n${failed.length} of ${outcomes.length} checks failed.` : `\nAll ${outcomes.length} checks passed.`,
);
process.exit(failed.length ? 1 : 0);
