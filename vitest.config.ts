import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Server suites where the database's dialect cannot change the answer: configuration, pure logic,
 * route shapes and headers, the rendered pages, texts, mail, media and telemetry plumbing. They run
 * once, on SQLite. Everything else (repositories and the features' routes over them, races, locks,
 * migrations, outages, statement counts, and the fuzz finds that were PostgreSQL's own: NUL in text,
 * ids past 2^31) runs on both databases; a new test file runs on both unless it is listed here.
 */
const dialectFree = [
  'config.test.ts',
  'config-reservations.test.ts',
  'env-example.test.ts',
  'env-file.test.ts',
  'scale-config.test.ts',
  'http/{api-routes,cache-control,cors,errors,json-body,openapi,public-media}.test.ts',
  'http/{request-log,security-headers,server-timeouts,validation-errors}.test.ts',
  'web/**',
  'i18n/**',
  'telemetry/{prometheus,tracing}.test.ts',
  'mail/mails.test.ts',
  'media/**',
  'images/**',
  'sms/**',
  'payments/**',
  'features/accounts/{csrf,passwords}.test.ts',
  'features/locale/**',
  'features/orders/{fees,delivery-estimate,order-sms-parts}.test.ts',
].map((glob) => `apps/server/src/${glob}`);

const serverProject = (dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server:${dialect}`,
    isolate: false,
    include: ['apps/server/src/**/*.test.ts'],
    exclude: dialect === 'postgres' ? [...configDefaults.exclude, ...dialectFree] : configDefaults.exclude,
    environment: 'node',
    globalSetup: ['packages/testing/src/vitest/global-setup.ts'],
    setupFiles: ['packages/testing/src/vitest/fail-on-console-error.ts'],
    env: { TEST_DB: dialect },
    // Generous: some tests start whole server processes, and CI has two shared cores. Speed is
    // measured by the benchmarks in bench/, never by test timeouts.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});

if (!postgresUrl) {
  console.warn(
    '\n⚠  PostgreSQL suite SKIPPED: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run the server tests against PostgreSQL too.\n',
  );
}

if (!process.env.TEST_REDIS_URL) {
  console.warn(
    '⚠  Redis rate-limit store tests SKIPPED: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them (the tests use a key prefix of their own).\n',
  );
}

export default defineConfig({
  test: {
    // Four files at once (Vitest's default on two cores is one, while most of a file's time is spent
    // waiting for PostgreSQL, a shop process or a socket), and the modules a worker has loaded kept
    // for its next file (isolate: false): loading the server's modules anew for every file was 60 %
    // of the suite's time (import 1,856 s of 3,700 s summed over files; 21 min → 11 min for both
    // databases, docs/testing.md). Files never share state: a database of their own, free
    // ports, their own key prefixes, timers and environment restored after them.
    // isolate is set on the server projects, whose files load the whole server: inline projects do
    // not inherit the root's test options. The web's files keep their own modules (a page's texts
    // are module state: a file that set English left it set for the next).
    maxWorkers: 4,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // Web code that runs on the server or is pure (content files, sitemap); pages are covered by e2e/.
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.ts'],
          environment: 'node',
          // Some load the built server bundle, which takes seconds when the cores are shared.
          testTimeout: 30_000,
        },
      },
      // The repository itself: the README, docs/, the decision records and the lint rules.
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('sqlite'),
      ...(postgresUrl ? [serverProject('postgres')] : []),
    ],
  },
});
