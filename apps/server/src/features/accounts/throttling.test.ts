import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeUser } from '@oja/testing/factories/factories';
import { startApiProcess } from '@oja/testing/processes/api-process';
import { pageLanguageHeader } from '../../i18n/index.ts';
import { clientKey } from './throttles.ts';

const { app, db, database } = await createTestApp();

let nextAddress = 1;
/** A fresh client address, so that only the limit under test can trip. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const login = (email: string, password: string, remoteAddress = freshAddress(), headers = {}) =>
  app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress, headers });

describe('failed sign-ins per account', () => {
  it('allows 10 failures in 15 minutes, then answers 429 with Retry-After, even for the right password', async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
    const refused = await login(user.email, user.password);
    expect(refused.statusCode).toBe(429);
    // By its id, with the wait as values (issue 31); the English detail as it always was.
    const limited = {
      code: 'rate_limited',
      message_id: 'detail.limit.sign-in-failures',
      message_values: { unit: 'minute', wait: 15 },
    };
    expect(refused.json()).toEqual({
      ...limited,
      detail: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    // The web's request: the same refusal and wait in the page's language.
    const page = await login(user.email, user.password, freshAddress(), { [pageLanguageHeader]: 'yo' });
    expect(page.statusCode).toBe(429);
    expect(page.json()).toEqual({
      ...limited,
      detail: 'Ẹ ti kùnà láti wọlé ní ọ̀pọ̀lọpọ̀ ìgbà. Ẹ jọ̀wọ́, ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú 15.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('counts unknown e-mails the same way, so the limit reveals nothing about accounts', async () => {
    for (let i = 0; i < 10; i++) expect((await login('ghost@example.com', 'wrong password')).statusCode).toBe(401);
    expect((await login('ghost@example.com', 'wrong password')).statusCode).toBe(429);
  });

  it('opens again once the oldest failures leave the 15-minute window', async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 10; i++) await login(user.email, 'wrong password');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    await db
      .updateTable('rate_limit_hits')
      .set({ created_at: Date.now() - 16 * 60 * 1000 })
      .where('bucket', '=', `login:account:${user.email}`)
      .execute();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('forgives the account’s failures after a successful sign-in', async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 9; i++) await login(user.email, 'wrong password');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
    expect((await login(user.email, 'wrong password')).statusCode).toBe(429);
  });
});

describe('failed sign-ins per client address', () => {
  it('allows 10 failures from one address across accounts, then 429 for every account from it', async () => {
    const address = '192.0.2.7';
    const victim = await makeUser(db);
    for (let i = 0; i < 10; i++) {
      expect((await login(`someone${i}@example.com`, 'wrong password', address)).statusCode).toBe(401);
    }
    const refused = await login(victim.email, victim.password, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is fine: the account itself has no failures.
    expect((await login(victim.email, victim.password, '192.0.2.8')).statusCode).toBe(200);
  });

  it('is not reset by signing in successfully to another account', async () => {
    const address = '192.0.2.20';
    const mine = await makeUser(db);
    for (let i = 0; i < 9; i++) await login(`target${i}@example.com`, 'wrong password', address);
    expect((await login(mine.email, mine.password, address)).statusCode).toBe(200);
    expect((await login('target-last@example.com', 'wrong password', address)).statusCode).toBe(401);
    expect((await login('target-next@example.com', 'wrong password', address)).statusCode).toBe(429);
  });

  it('treats an IPv6 /64 as one client', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('across server processes sharing the database', () => {
  const processes: { baseUrl: string; stop(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
  });

  /** 14 wrong attempts at once, alternating between two API processes. */
  async function splitAttempts(attempt: (i: number) => { email: string; ip: string }) {
    if (processes.length === 0) {
      // Behind a (pretend) proxy, so each attempt can come from the address the test chooses.
      const env = { TRUST_PROXY: 'true' };
      processes.push(...(await Promise.all([startApiProcess(database.url, env), startApiProcess(database.url, env)])));
    }
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => {
        const { email, ip } = attempt(i);
        return fetch(`${processes[i % 2]!.baseUrl}/api/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ email, password: 'wrong password' }),
        });
      }),
    );
    const statuses = responses.map((r) => r.status).sort();
    return { statuses, refused: responses.find((r) => r.status === 429) };
  }

  it('holds the per-account limit: exactly 10 of 14 simultaneous attempts get through', async () => {
    const user = await makeUser(db);
    const { statuses, refused } = await splitAttempts((i) => ({ email: user.email, ip: `198.51.100.${i + 1}` }));
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('holds the per-address limit the same way', async () => {
    const { statuses } = await splitAttempts((i) => ({ email: `spray${i}@example.com`, ip: '203.0.113.50' }));
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
  });
});
