import { afterAll, describe, expect, it } from 'vitest';
import { deliverDueMail, smtpTransport } from '../../mail/index.ts';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { startTestSmtpServer } from '@oja/testing/fakes/smtp-server';
import { hashToken } from './sessions.ts';

const smtp = await startTestSmtpServer();
const transport = smtpTransport(smtp.url);
const { app, db, config } = await createTestApp({ PUBLIC_URL: 'https://shop.oja.test', SMTP_URL: smtp.url });
afterAll(async () => {
  transport.close();
  await smtp.close();
});

const neutral =
  'If an account exists for this e-mail, we have sent it a link to reset the password. The link works once, within 1 hour.';

const requestReset = (email: string, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email }, remoteAddress });
const confirm = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password } });
let client = 0;
/** Each sign-in from its own address, so only the per-account limit can come into play. */
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress: `10.7.0.${++client}` });

/** Sends what is in the outbox and returns the token of the newest reset link e-mailed to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  const before = smtp.received.length;
  await deliverDueMail(db, transport, { from: config.mail.from });
  const mail = smtp.received.slice(before).find((m) => m.to && JSON.stringify(m.to).includes(to));
  if (!mail) throw new Error(`No reset e-mail to ${to}`);
  expect(mail.subject).toBe('Reset your Oja password');
  const link = /https:\/\/shop\.oja\.test\/reset-password\/([\w-]+)/.exec(mail.text ?? '');
  expect(mail.html).toContain(link![0]);
  return link![1]!;
}

describe('password reset', () => {
  it('e-mails a link through SMTP; the link sets a new password once and signs out every session', async () => {
    const { user, auth } = await makeSignedInUser(db, { email: 'folake@example.com', first_name: 'Folake' });
    const res = await requestReset(' Folake@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: neutral });

    const token = await tokenMailedTo('folake@example.com');
    expect(token).toHaveLength(43);
    // Only the hash of the token is kept.
    const rows = await db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBe(60 * 60 * 1000);

    const check = await app.inject(`/api/password-reset/check/?token=${token}`);
    expect(check.statusCode).toBe(200);

    const done = await confirm(token, 'my new passphrase');
    expect(done.statusCode).toBe(200);
    expect(done.json().detail).toBe('Your password has been changed. Please sign in with the new one.');
    expect(String(done.headers['set-cookie'])).toMatch(/^oja_session=;/);
    expect((await app.inject({ url: '/api/me/', headers: auth })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'my new passphrase')).statusCode).toBe(200);

    const again = await confirm(token, 'another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(
      'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
    );
    expect((await login(user.email, 'my new passphrase')).statusCode).toBe(200);
  });

  it('greets by name only an account whose address is verified (security review N9)', async () => {
    await makeUser(db, { email: 'unverified.reset@example.com', first_name: 'Visit evil dot example' });
    await makeUser(db, { email: 'verified.reset@example.com', first_name: 'Chiamaka', emailVerified: true });
    await requestReset('unverified.reset@example.com');
    await requestReset('verified.reset@example.com');
    const greeting = async (to: string) => {
      const mail = await db
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', to)
        .executeTakeFirstOrThrow();
      return mail.text_body.split('\n')[0];
    };
    expect(await greeting('unverified.reset@example.com')).toBe('Hello,');
    expect(await greeting('verified.reset@example.com')).toBe('Hello Chiamaka,');
  });

  it('answers the same for an e-mail without an account, and sends nothing', async () => {
    const res = await requestReset('no-account@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: neutral });
    const pending = await db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'no-account@example.com')
      .execute();
    expect(pending).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const user = await makeUser(db);
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    await db
      .updateTable('password_resets')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await confirm(token, 'my new passphrase')).statusCode).toBe(400);
    expect((await app.inject(`/api/password-reset/check/?token=${token}`)).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('invalidates an earlier unused link when a new one is asked for', async () => {
    const user = await makeUser(db);
    await requestReset(user.email);
    const first = await tokenMailedTo(user.email);
    await requestReset(user.email);
    const second = await tokenMailedTo(user.email);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'my new passphrase')).statusCode).toBe(400);
    expect((await confirm(second, 'my new passphrase')).statusCode).toBe(200);
  });

  it('refuses made-up tokens and short passwords, changing nothing', async () => {
    const user = await makeUser(db);
    await requestReset(user.email);
    const token = await tokenMailedTo(user.email);
    expect((await confirm('x'.repeat(43), 'my new passphrase')).statusCode).toBe(400);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('password: Use at least 8 characters');
    expect((await confirm(token, 'long enough now')).statusCode).toBe(200);
  });

  it('lets a locked-out account sign in again once its owner has reset the password', async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 10; i++) await login(user.email, 'wrong password');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    await requestReset(user.email);
    expect((await confirm(await tokenMailedTo(user.email), 'fresh passphrase')).statusCode).toBe(200);
    expect((await login(user.email, 'fresh passphrase')).statusCode).toBe(200);
  });

  it('sends at most 3 links an hour to one account, still answering the same', async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 5; i++) {
      const res = await requestReset(user.email, `10.9.0.${i + 1}`);
      expect(res.json()).toEqual({ detail: neutral });
    }
    const queued = await db.selectFrom('outbox').selectAll().where('to_address', '=', user.email).execute();
    expect(queued).toHaveLength(3);
  });

  it('limits reset requests from one address to 20 an hour', async () => {
    for (let i = 0; i < 20; i++) expect((await requestReset(`any${i}@example.com`, '10.8.0.1')).statusCode).toBe(200);
    const refused = await requestReset('any-more@example.com', '10.8.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
