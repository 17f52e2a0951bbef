import path from 'node:path';

/** The journeys' shop port: each Playwright run in one checkout takes its own (E2E_PORT). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * A folder of this run's under test-results (the shop's data, the mailbox, the phones' inbox):
 * each port has its own, so two runs in one checkout never share or wipe each other's.
 */
export const runDir = (name: string) => path.join('test-results', `e2e-${e2ePort}`, name);
