import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountUserSchema } from '@oja/shared/accounts';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { pageLanguageHeader } from '../../i18n/index.ts';
import { createSession, sessionCookie } from './sessions.ts';
import { createStaffEnrolment, staffEnrolmentLifetimeMs } from './staff-enrolment.ts';

const { app, db } = await createTestApp();

/** What an authenticator app shows for `secret`, `aheadMs` from now. */
const codeOf = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + aheadMs,
  });

// Each test signs in from an address of its own: the per-address limits of one do not reach the next.
let ip = '';
let tests = 0;
beforeEach(() => {
  ip = `10.0.${++tests}.1`;
});
const login = (payload: object) => app.inject({ method: 'POST', url: '/api/login/', payload, remoteAddress: ip });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const openLink = async (auth: Record<string, string>, token: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/me/two-factor/enrolment/',
    headers: auth,
    payload: { token },
  });
  expect(res.statusCode).toBe(200);
};

async function turnOn(auth: Record<string, string>) {
  const setup = await app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: auth });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/me/two-factor/confirm/',
    headers: auth,
    payload: { code: codeOf(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, otpauth_url, recoveryCodes: confirm.json().recovery_codes as string[] };
}

describe('a customer turns on two-step sign-in', () => {
  it('gets a secret (as text and otpauth:// address) kept on the server, confirms it with a code and gets recovery codes', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const other = await createSession(db, user.id, 'other phone');
    const first = await app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: auth });
    const again = await app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: auth });
    const { secret, otpauth_url } = first.json();
    expect(again.json().secret).toBe(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(user.email));

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/me/two-factor/confirm/',
      headers: auth,
      payload: { code: codeOf(secret, 10 * 60_000) },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/me/', headers: auth })).json().two_factor_enabled).toBe(false);

    const confirm = await app.inject({
      method: 'POST',
      url: '/api/me/two-factor/confirm/',
      headers: auth,
      payload: { code: codeOf(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const me = accountUserSchema.parse((await app.inject({ url: '/api/me/', headers: auth })).json());
    expect(me.two_factor_enabled).toBe(true);
    // Every other session ends; this one stays.
    expect((await app.inject({ url: '/api/me/', headers: bearer(other.token) })).statusCode).toBe(401);
    const stored = await db
      .selectFrom('users')
      .select('totp_secret')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBe(secret);
    // Recovery codes are stored hashed only.
    const hashes = await db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.some((c) => code_hash.includes(c.replace('-', '')))).toBe(false);
    // It cannot be set up a second time over the first: said by its id (issue 31), in the page's language.
    const twice = await app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: auth });
    expect(twice.statusCode).toBe(409);
    const alreadyOn = { code: 'conflict', message_id: 'detail.two-factor.already-on' };
    expect(twice.json()).toEqual({ ...alreadyOn, detail: 'Two-step sign-in is already on for this account.' });
    const yoruba = { ...auth, [pageLanguageHeader]: 'yo' };
    const page = await app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: yoruba });
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({ ...alreadyOn, detail: 'Wíwọlé onígbésẹ̀ méjì ti wà ní títàn fún àkọọ́lẹ̀ yìí tẹ́lẹ̀.' });
  });

  it('then signs in with password and code: without a code 401 second_factor_required, codes never twice', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const { secret, recoveryCodes } = await turnOn(auth);
    const creds = { email: user.email, password: user.password };

    const noCode = await login(creds);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      detail: expect.any(String),
      code: 'second_factor_required',
      message_id: 'account.says.second-factor-required',
    });
    expect(noCode.headers['set-cookie']).toBeUndefined();
    // A wrong password with a right code is still a wrong password.
    const next = codeOf(secret, 30_000);
    expect((await login({ ...creds, password: 'wrong-password', otp: next })).json().code).toBe('unauthorized');
    const wrongCode = await login({ ...creds, otp: '000000' === next ? '111111' : '000000' });
    expect(wrongCode.json()).toMatchObject({ code: 'unauthorized' });

    const ok = await login({ ...creds, otp: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ two_factor_enabled: true, two_factor_setup_required: false });
    // The same code again (a replay within its window) is refused.
    expect((await login({ ...creds, otp: next })).statusCode).toBe(401);

    // A recovery code works once, in any case and with or without its dash.
    const recovery = recoveryCodes[0]!;
    expect((await login({ ...creds, otp: recovery.toUpperCase().replace('-', '') })).statusCode).toBe(200);
    expect((await login({ ...creds, otp: recovery })).statusCode).toBe(401);
    expect((await login({ ...creds, otp: recoveryCodes[1] })).statusCode).toBe(200);
  });

  it('lets one of several simultaneous sign-ins with the same code through, and the same for a recovery code', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const { secret, recoveryCodes } = await turnOn(auth);
    const creds = { email: user.email, password: user.password };
    for (const otp of [codeOf(secret, 30_000), recoveryCodes[0]!]) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => login({ ...creds, otp })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    }
  });

  it('limits wrong codes like wrong passwords: after 10 the right one waits too', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const { secret } = await turnOn(auth);
    const creds = { email: user.email, password: user.password };
    for (let i = 0; i < 10; i++) {
      expect((await login({ ...creds, otp: `wrong-code-${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ ...creds, otp: codeOf(secret, 30_000) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
  });

  it('limits wrong codes while setting up', async () => {
    const { auth } = await makeSignedInUser(db);
    const { secret } = (await app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: auth })).json();
    const confirm = (code: string) =>
      app.inject({ method: 'POST', url: '/api/me/two-factor/confirm/', headers: auth, payload: { code } });
    const wrong = codeOf(secret, 10 * 60_000);
    for (let i = 0; i < 10; i++) expect((await confirm(wrong)).statusCode).toBe(400);
    expect((await confirm(codeOf(secret))).statusCode).toBe(429);
  });
});

describe('a pending set-up belongs to the session that started it (security review N17)', () => {
  const setup = (auth: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: auth });
  const confirm = (auth: Record<string, string>, code: string) =>
    app.inject({ method: 'POST', url: '/api/me/two-factor/confirm/', headers: auth, payload: { code } });

  it('another session of the account neither sees the pending secret nor can confirm it', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const other = bearer((await createSession(db, user.id, 'attacker')).token);
    const mine = (await setup(auth)).json().secret as string;

    // The other session cannot confirm the first session's secret, even with a right code…
    const stolen = await confirm(other, codeOf(mine));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('invalid');
    expect((await app.inject({ url: '/api/me/', headers: auth })).json().two_factor_enabled).toBe(false);

    // …and starting a set-up there gives it a secret of its own, never the first one.
    const theirs = (await setup(other)).json().secret as string;
    expect(theirs).not.toBe(mine);
    // The first session's secret is then gone: its codes no longer confirm anything.
    expect((await confirm(auth, codeOf(mine))).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/me/', headers: auth })).json().two_factor_enabled).toBe(false);
    // Starting again, the first session gets a new secret, which the other session cannot confirm.
    const again = (await setup(auth)).json().secret as string;
    expect([mine, theirs]).not.toContain(again);
    expect((await confirm(other, codeOf(theirs))).statusCode).toBe(400);
    expect((await confirm(other, codeOf(again))).statusCode).toBe(400);
    expect((await confirm(auth, codeOf(again))).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me/', headers: auth })).json().two_factor_enabled).toBe(true);
  });
});

describe('staff and two-step sign-in', () => {
  it('staff without it sign in, but get 403 second_factor_setup_required from staff APIs until they set it up', async () => {
    const staff = await makeUser(db, { role: 'staff', twoFactor: false });
    const res = await login({ email: staff.email, password: staff.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'staff',
      two_factor_enabled: false,
      two_factor_setup_required: true,
    });
    const auth = bearer(res.json().access);
    for (const url of ['/api/admin/dashboard/', '/api/admin/orders/', '/api/admin/reviews/']) {
      const refused = await app.inject({ url, headers: auth });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ detail: expect.any(String), code: 'second_factor_setup_required' });
    }
    // Shopping is not staff work: their own profile answers.
    expect((await app.inject({ url: '/api/me/', headers: auth })).statusCode).toBe(200);

    await openLink(auth, await createStaffEnrolment(db, staff.id));
    await turnOn(auth);
    expect((await app.inject({ url: '/api/admin/dashboard/', headers: auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me/', headers: auth })).json().two_factor_setup_required).toBe(false);
  });

  it('a staff session opened without a second factor (before it was required) is refused, the cookie too', async () => {
    const staff = await makeUser(db, { role: 'staff' });
    const { token } = await createSession(db, staff.id, 'old browser');
    for (const headers of [bearer(token), { cookie: `${sessionCookie}=${token}` }]) {
      const res = await app.inject({ url: '/api/admin/dashboard/', headers });
      expect(res.json().code).toBe('second_factor_setup_required');
    }
  });

  it('staff with it set up need the code at sign-in, and then reach the back office', async () => {
    const staff = await makeUser(db, { role: 'staff' });
    const creds = { email: staff.email, password: staff.password };
    expect((await login(creds)).json().code).toBe('second_factor_required');
    const ok = await login({ ...creds, otp: codeOf(staff.totpSecret!) });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/dashboard/', headers: bearer(ok.json().access) })).statusCode).toBe(
      200,
    );
  });

  it('factories give staff sessions that passed the second factor, so staff tests work as before', async () => {
    const { auth } = await makeSignedInUser(db, { role: 'staff' });
    expect((await app.inject({ url: '/api/admin/dashboard/', headers: auth })).statusCode).toBe(200);
  });
});

describe('staff set up two-step sign-in only through their enrolment link (security review N17)', () => {
  const setup = (auth: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/me/two-factor/setup/', headers: auth });
  const enrol = (auth: Record<string, string>, token: string) =>
    app.inject({ method: 'POST', url: '/api/me/two-factor/enrolment/', headers: auth, payload: { token } });
  const staffSession = async () => {
    const staff = await makeUser(db, { role: 'staff', twoFactor: false });
    const res = await login({ email: staff.email, password: staff.password });
    return { staff, auth: bearer(res.json().access) };
  };

  it('a password alone does not enrol an authenticator: no secret, no confirmation, told to ask for a link', async () => {
    const { staff, auth: attacker } = await staffSession();
    await createStaffEnrolment(db, staff.id); // the real staff member's link, not known to the attacker
    const refused = await setup(attacker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: expect.stringContaining('enrolment link'), code: 'forbidden' });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/me/two-factor/confirm/',
      headers: attacker,
      payload: { code: '123456' },
    });
    expect(confirm.statusCode).toBe(403);
    const row = await db
      .selectFrom('users')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    // A made-up token is refused too.
    expect((await enrol(attacker, 'A'.repeat(43))).statusCode).toBe(400);
    expect((await setup(attacker)).statusCode).toBe(403);
  });

  it('a link works once, for the session that opened it; the token is stored hashed', async () => {
    const { staff, auth } = await staffSession();
    const other = bearer((await createSession(db, staff.id, 'other')).token);
    const token = await createStaffEnrolment(db, staff.id);
    const stored = await db
      .selectFrom('staff_enrolments')
      .select('token_hash')
      .where('user_id', '=', staff.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    expect((await enrol(auth, token)).statusCode).toBe(200);
    // Used up: not a second time, from no session.
    const again = await enrol(other, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid');
    expect((await setup(other)).statusCode).toBe(403);
    // The session that opened it sets up.
    await turnOn(auth);
    expect((await app.inject({ url: '/api/admin/dashboard/', headers: auth })).statusCode).toBe(200);
  });

  it('a link of another staff member, or an expired link, is refused', async () => {
    const { staff, auth } = await staffSession();
    const { staff: colleague } = await staffSession();
    expect((await enrol(auth, await createStaffEnrolment(db, colleague.id))).statusCode).toBe(400);
    const expired = await createStaffEnrolment(db, staff.id, Date.now() - staffEnrolmentLifetimeMs - 1);
    const res = await enrol(auth, expired);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('expired');
    expect((await setup(auth)).statusCode).toBe(403);
    // A new link (the old unused ones stop working) lets the staff member in.
    expect((await enrol(auth, await createStaffEnrolment(db, staff.id))).statusCode).toBe(200);
    expect((await setup(auth)).statusCode).toBe(200);
  });

  it('customers set up without a link, and cannot use one', async () => {
    const { user, auth } = await makeSignedInUser(db);
    expect((await enrol(auth, await createStaffEnrolment(db, user.id))).statusCode).toBe(400);
    expect((await setup(auth)).statusCode).toBe(200);
  });
});
