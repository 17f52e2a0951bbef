import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deviceSchema } from '@oja/shared/accounts';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeUser } from '@oja/testing/factories/factories';
import { deviceSummary } from './devices.ts';
import { hashToken } from './sessions.ts';

const { app, db } = await createTestApp({ SESSIONS_PER_ACCOUNT: '3', SESSION_MAX_AGE_DAYS: '2' });
const day = 24 * 60 * 60 * 1000;

const android =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let addresses = 0;
async function signIn(user: { email: string; password: string }, userAgent = android, ip = `10.1.${++addresses}.1`) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().access}` };
}
const status = async (auth: Record<string, string>) =>
  (await app.inject({ url: '/api/me/', headers: auth })).statusCode;
const devices = async (auth: Record<string, string>) =>
  z.array(deviceSchema).parse((await app.inject({ url: '/api/me/sessions/', headers: auth })).json());

describe('sessions per account', () => {
  it('keeps at most SESSIONS_PER_ACCOUNT: a new sign-in ends the oldest', async () => {
    const user = await makeUser(db);
    const first = await signIn(user);
    const others = [await signIn(user), await signIn(user)];
    expect(await status(first)).toBe(200);
    const fourth = await signIn(user);
    expect(await status(first)).toBe(401);
    for (const auth of [...others, fourth]) expect(await status(auth)).toBe(200);
    expect(await devices(fourth)).toHaveLength(3);
  });

  it('ends a session SESSION_MAX_AGE_DAYS after sign-in, however recently it was used', async () => {
    const user = await makeUser(db);
    const auth = await signIn(user);
    const token = auth.authorization.slice('Bearer '.length);
    // Used an hour ago, expiry weeks away: only its age ends it.
    await db
      .updateTable('sessions')
      .set({
        created_at: Date.now() - 2 * day - 1000,
        last_seen_at: Date.now() - 3_600_000,
        expires_at: Date.now() + 20 * day,
      })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await status(auth)).toBe(401);
  });

  it('gives a session no more than the absolute lifetime from the start', async () => {
    const user = await makeUser(db);
    const before = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.9.9.9',
    });
    const row = await db
      .selectFrom('sessions')
      .select(['expires_at', 'created_at'])
      .where('token_hash', '=', hashToken(res.json().access))
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(2 * day);
    expect(row.created_at).toBeGreaterThanOrEqual(before);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=172800/);
  });
});

describe('successful sign-ins are limited', () => {
  it('allows 30 an hour to one account, then 429 even with the right password', async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 30; i++) await signIn(user, android, '10.2.0.1');
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.2.0.2',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('the device list', () => {
  it('lists the account’s own live sessions with device, address and times, the asking one marked', async () => {
    const user = await makeUser(db);
    const phone = await signIn(user, android, '10.3.0.1');
    const tablet = await signIn(user, iphone, '10.3.0.2');
    const stranger = await signIn(await makeUser(db), android, '10.3.0.3');
    const list = await devices(tablet);
    expect(list.map((d) => [d.device, d.ip, d.current])).toEqual([
      ['Safari on iPhone', '10.3.0.2', true],
      ['Chrome on Android', '10.3.0.1', false],
    ]);
    for (const d of list) {
      expect(Date.parse(d.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(d.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(d.created_at));
    }
    expect((await devices(stranger)).map((d) => d.ip)).toEqual(['10.3.0.3']);
    expect((await app.inject({ url: '/api/me/sessions/' })).statusCode).toBe(401);
    expect(await status(phone)).toBe(200);
  });

  it('"sign out everywhere else" ends every other session of the account, not this one or anyone else’s', async () => {
    const user = await makeUser(db);
    const [a, b, here] = [await signIn(user), await signIn(user), await signIn(user, iphone)];
    const stranger = await signIn(await makeUser(db));
    const res = await app.inject({ method: 'POST', url: '/api/me/sessions/end-others/', headers: here });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBe(2);
    expect([await status(a), await status(b), await status(here), await status(stranger)]).toEqual([
      401, 401, 200, 200,
    ]);
    expect((await devices(here)).map((d) => d.current)).toEqual([true]);
  });

  it('names common browsers and systems, and API clients by their own name', () => {
    expect(deviceSummary(android)).toBe('Chrome on Android');
    expect(deviceSummary(iphone)).toBe('Safari on iPhone');
    expect(deviceSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Windows',
    );
    expect(deviceSummary('okhttp/4.12.0')).toBe('okhttp');
    expect(deviceSummary(null)).toBe('Unknown device');
  });
});
