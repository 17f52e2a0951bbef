import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

const serverProject = (dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server:${dialect}`,
    include: ['apps/server/src/**/*.test.ts'],
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
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // Web code that runs on the server or is pure (content files, sitemap); pages are covered by e2e/.
      { test: { name: 'web', include: ['apps/web/app/**/*.test.ts'], environment: 'node' } },
      // The repository itself: the README, docs/, the decision records and the lint rules.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'], environment: 'node' } },
      serverProject('sqlite'),
      ...(postgresUrl ? [serverProject('postgres')] : []),
    ],
  },
});
