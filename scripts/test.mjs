// `npm test`: every check that proves the shop works, in order, with one summary line at the end:
// type checks, lint, the dependency audit, the production build, unit and integration tests (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set), and the Playwright journeys in Chromium against that build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = 'test-results';
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, said again just above the summary: a CI log is often read from its tail only. */
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** A check without a test count of its own counts as one test. */
function check(title, command, args) {
  const ok = run(title, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(title);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('Type check', 'npm', ['run', 'typecheck', '--silent']);
check('Lint', 'npm', ['run', 'lint', '--silent']);
// No high or critical advisory in the production dependencies; skipped (and said so) where the
// registry's audit service cannot be reached.
{
  console.log('\n━━ Dependency audit: node scripts/audit.mjs');
  const audit = spawnSync('node', ['scripts/audit.mjs'], { stdio: 'inherit' }).status;
  totals[audit === 0 ? 'passed' : audit === 2 ? 'skipped' : 'failed'] += 1;
  if (audit !== 0 && audit !== 2) failures.push('Dependency audit');
}

// The build comes before the tests: some server tests serve the built pages (aborted requests,
// media URLs in the HTML), and the browser journeys run against it.
const built = check('Production build', 'npm', ['run', 'build', '--silent']);

/** One Vitest run, its counts added to the totals; `node` is the Node binary that runs it. */
function vitestRun(title, node, extraArgs, report) {
  fs.rmSync(report, { force: true });
  const ok = run(title, node, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const vitest = readJson(report);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests + (ok || vitest.numFailedTests ? 0 : 1);
    totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
    for (const file of vitest.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${title}: ${file.name} › ${t.fullName}`);
      // A file that failed to load has no failed test of its own.
      if (file.status === 'failed' && !failed.length) failures.push(`${title}: ${file.name} (${file.message})`);
    }
    if (!ok && !vitest.numFailedTests) failures.push(`${title}: the run failed without a failed test`);
  } else {
    totals.failed += 1;
    failures.push(`${title}: no report`);
  }
}

vitestRun('Unit and integration tests', process.execPath, [], `${results}/vitest.json`);

// The suites without a database (shared, web, repository) once more on Node 22 when `.ci/run` (or
// you) name a Node 22 binary: the server's suites need better-sqlite3 built for the Node that
// installed it, so they run on the installing Node only.
if (process.env.OJA_NODE22) {
  vitestRun(
    'Unit tests on Node 22',
    process.env.OJA_NODE22,
    ['--project', 'shared', '--project', 'web', '--project', 'repo'],
    `${results}/vitest-node22.json`,
  );
}

/** The journeys Playwright's JSON report marks unexpected, as "file › title [project]". */
function failedJourneys(suites, path = []) {
  return suites.flatMap((suite) => [
    ...failedJourneys(suite.suites ?? [], [...path, suite.title]),
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === 'unexpected')
        .map(
          (t) =>
            `Browser journeys: ${[...path, suite.title, spec.title].filter(Boolean).join(' › ')} [${t.projectName}]`,
        ),
    ),
  ]);
}

if (built) {
  const e2eReport = `${results}/e2e.json`;
  fs.rmSync(e2eReport, { force: true });
  const e2eOk = run('Browser journeys', 'npx', ['playwright', 'test']);
  const stats = readJson(e2eReport)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected + (e2eOk || stats.unexpected ? 0 : 1);
    totals.skipped += stats.skipped;
    failures.push(...failedJourneys(readJson(e2eReport)?.suites ?? []));
    if (!e2eOk && !stats.unexpected) failures.push('Browser journeys: the run failed without a failed journey');
  } else {
    totals.failed += 1;
    failures.push('Browser journeys: no report');
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\n⚠  The PostgreSQL suite was SKIPPED: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.',
  );
}
if (!process.env.TEST_REDIS_URL) {
  console.log(
    '⚠  The Redis rate-limit store tests were SKIPPED: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them.',
  );
}
const summary =
  `${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : '');
fs.writeFileSync(`${results}/summary.txt`, summary + '\n');
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 ? 0 : 1);
