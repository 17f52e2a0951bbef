import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';

const run = promisify(execFile);

/** The journeys' shop data (playwright.config.ts starts the shop on these). */
const shopEnv = {
  DATABASE_URL: 'sqlite:test-results/e2e-data/oja.sqlite',
  MEDIA_DIR: 'test-results/e2e-data/media',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

export const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** A staff account made the way the README says: `npm run staff`, against the running shop's database. */
export async function makeStaff(firstName = 'Ngozi') {
  const account = { email: newEmail('staff'), password: 'staff-pass-123', first_name: firstName };
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/features/admin/staff-cli.ts',
      '--email',
      account.email,
      '--password',
      account.password,
      '--first-name',
      firstName,
      '--last-name',
      'Eze',
    ],
    { env: { ...process.env, ...shopEnv } },
  );
  if (!stdout.includes('Created staff member')) throw new Error(`npm run staff said: ${stdout}`);
  return account;
}

/** A customer made through the API, as any client could; the request context keeps the session. */
export async function registerCustomer(request: APIRequestContext, firstName = 'Bisi') {
  const account = {
    first_name: firstName,
    last_name: 'Adeyemi',
    email: newEmail('shopper'),
    password: 'journey-pass-1',
  };
  const res = await request.post('/api/register/', { data: account });
  if (res.status() !== 201) throw new Error(`register answered ${res.status()}`);
  return account;
}

/** Signs in through the page's own form. */
export async function signIn(page: Page, email: string, password: string, next = '/') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === next);
}
