import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The journeys' shop data (playwright.config.ts starts the shop on these). */
const shopEnv = {
  DATABASE_URL: 'sqlite:test-results/e2e-data/oja.sqlite',
  MEDIA_DIR: 'test-results/e2e-data/media',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

/**
 * TEST HELPER: moves an order through `states` in the running shop's database, as staff would
 * (see apps/server/src/testing/move-order-cli.ts). For journeys that need a delivered order without the back office.
 */
export async function moveOrderForTest(orderRef: string, ...states: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/testing/move-order-cli.ts', orderRef, ...states],
    { env: { ...process.env, ...shopEnv } },
  );
  if (!stdout.includes(`moved ${orderRef}`)) throw new Error(`move-order-for-test said: ${stdout}`);
}
