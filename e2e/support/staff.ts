import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { waitForMail } from './mailbox';
import { e2ePort, runDir } from './run-dirs';

const run = promisify(execFile);

/** The journeys' shop data (playwright.config.ts starts the shop on these). */
const shopEnv = {
  DATABASE_URL: `sqlite:${runDir('data')}/oja.sqlite`,
  MEDIA_DIR: `${runDir('data')}/media`,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

export const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** What an authenticator app shows for `secret`, `aheadMs` from now (the same library as the shop). */
export const totpCode = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + aheadMs,
  });

/** Recovery codes of the staff accounts made here, by e-mail: `signIn` gives one when asked for a code. */
const recoveryCodes = new Map<string, string[]>();

/** The next unused recovery code of a staff account made by `makeStaff`. */
export function recoveryCodeOf(email: string): string {
  const code = recoveryCodes.get(email)?.shift();
  if (!code) throw new Error(`no recovery code left for ${email}`);
  return code;
}

/**
 * Sets up two-step sign-in the way a staff member does at the first sign-in, through the API:
 * sign in, ask for a secret, confirm it with a code computed from it. Answers the secret.
 */
async function setUpTwoFactor(email: string, password: string, enrolmentToken: string) {
  const api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${e2ePort}` });
  try {
    const login = await api.post('/api/login/', { data: { email, password } });
    const headers = { authorization: `Bearer ${(await login.json()).access}` };
    // Staff set up only from a session that opened the enrolment link `npm run staff` printed (security review N17).
    const enrolment = await api.post('/api/me/two-factor/enrolment/', { headers, data: { token: enrolmentToken } });
    if (!enrolment.ok()) throw new Error(`two-factor enrolment answered ${enrolment.status()}`);
    const { secret } = await (await api.post('/api/me/two-factor/setup/', { headers })).json();
    const confirm = await api.post('/api/me/two-factor/confirm/', { headers, data: { code: totpCode(secret) } });
    if (!confirm.ok()) throw new Error(`two-factor confirm answered ${confirm.status()}`);
    recoveryCodes.set(email, (await confirm.json()).recovery_codes);
    // The shop's own sign-in that set it up is over; the journeys sign in again.
    await api.post('/api/logout/', { headers });
    return secret as string;
  } finally {
    await api.dispose();
  }
}

/**
 * A staff account made the way the README says: `npm run staff`, against the running shop's
 * database. Staff must sign in with two factors: unless `twoFactor` is false, it is set up at once
 * (`totpSecret`), and `signIn` answers the code prompt with one of the account's recovery codes.
 */
export async function makeStaff(firstName = 'Ngozi', { twoFactor = true } = {}) {
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
  const enrolmentToken = /\/two-factor\?enrolment=([\w-]{43})/.exec(stdout)?.[1];
  if (!enrolmentToken) throw new Error(`npm run staff printed no enrolment link: ${stdout}`);
  const totpSecret = twoFactor ? await setUpTwoFactor(account.email, account.password, enrolmentToken) : null;
  return { ...account, totpSecret, enrolmentToken };
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

/**
 * A registered customer who followed the e-mailed verification link (through the API): a phone
 * code is texted only to a verified e-mail or an order in progress (security review N3).
 */
export async function registerVerifiedCustomer(request: APIRequestContext, firstName = 'Bisi') {
  const account = await registerCustomer(request, firstName);
  const mail = await waitForMail(account.email, 'Verify your e-mail address for Oja');
  const token = /\/verify-email\/([\w-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error('no verification link in the e-mail');
  const res = await request.post('/api/verify-email/', { data: { token } });
  if (!res.ok()) throw new Error(`verify-email answered ${res.status()}`);
  return account;
}

/**
 * Signs in through the page's own form; for staff made by `makeStaff`, the code prompt that follows
 * the password gets one of their recovery codes.
 */
export async function signIn(page: Page, email: string, password: string, next = '/') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (recoveryCodes.has(email)) {
    await page.getByLabel('Authentication code').fill(recoveryCodeOf(email));
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await page.waitForURL((url) => url.pathname === next);
}
