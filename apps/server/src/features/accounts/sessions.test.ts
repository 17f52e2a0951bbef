import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { createSession, hashToken, resolveSession, sessionLifetimeMs } from './sessions.ts';

const { app, db } = await createTestApp();
const day = 24 * 60 * 60 * 1000;

const sessionRow = (token: string) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();

describe('session expiry', () => {
  it('ends a session 30 days after its last extension: the token then gets 401', async () => {
    const { token, auth } = await makeSignedInUser(db);
    const row = await sessionRow(token);
    expect(row.expires_at - row.created_at).toBe(sessionLifetimeMs);
    await db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', row.id)
      .execute();
    expect((await app.inject({ url: '/api/me/', headers: auth })).statusCode).toBe(401);
  });

  it('slides the expiry with use, writing at most once a day, up to the absolute lifetime', async () => {
    const user = await makeUser(db);
    const start = Date.now();
    const policy = { maxAgeMs: 90 * day, perAccount: 10 };
    const { token } = await createSession(db, user.id, 'test', start, { policy });
    const soon = await resolveSession(db, token, start + 60_000, policy.maxAgeMs);
    expect(soon?.refreshed).toBe(false);
    expect((await sessionRow(token)).expires_at).toBe(start + sessionLifetimeMs);
    expect((await sessionRow(token)).last_seen_at).toBe(start);
    // Used through the morning: when it was last seen moves (the devices list, QA E24), its expiry does not yet.
    const morning = await resolveSession(db, token, start + 35 * 60_000, policy.maxAgeMs);
    expect(morning?.refreshed).toBe(false);
    expect(await sessionRow(token)).toMatchObject({
      last_seen_at: start + 35 * 60_000,
      expires_at: start + sessionLifetimeMs,
    });

    const later = start + 2 * day;
    const next = await resolveSession(db, token, later, policy.maxAgeMs);
    expect(next?.refreshed).toBe(true);
    const row = await sessionRow(token);
    expect(row.expires_at).toBe(later + sessionLifetimeMs);
    expect(row.last_seen_at).toBe(later);
    // Past the first expiry it still lives, because it was used; a session left alone does not.
    expect(await resolveSession(db, token, start + sessionLifetimeMs + day, policy.maxAgeMs)).not.toBeNull();
    const idle = await createSession(db, user.id, 'test', start, { policy });
    expect(await resolveSession(db, idle.token, start + sessionLifetimeMs + 1, policy.maxAgeMs)).toBeNull();
    // However often it is used, it ends 90 days after sign-in; its last extension stops there too.
    for (const used of [20, 40, 60, 80, 89.5]) {
      expect(await resolveSession(db, token, start + used * day, policy.maxAgeMs)).not.toBeNull();
    }
    expect((await sessionRow(token)).expires_at).toBe(start + policy.maxAgeMs);
    expect(await resolveSession(db, token, start + policy.maxAgeMs + 1, policy.maxAgeMs)).toBeNull();
  });

  it('sends the cookie again, with a fresh lifetime, when a browser session is extended', async () => {
    const { token, cookie } = await makeSignedInUser(db);
    const quiet = await app.inject({ url: '/api/me/', headers: cookie });
    expect(quiet.headers['set-cookie']).toBeUndefined();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 2 * day })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await app.inject({ url: '/api/me/', headers: cookie });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^oja_session=${token};.*Max-Age=2592000`));
  });

  it('gives every session its own random token', async () => {
    const user = await makeUser(db);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => createSession(db, user.id, 'test')));
    expect(new Set(tokens.map((t) => t.token)).size).toBe(20);
    for (const { token } of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});
