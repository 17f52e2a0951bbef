import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@oja/shared/accounts';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { hashToken } from './sessions.ts';

const { app, db } = await createTestApp();

const ada = { first_name: 'Ada', last_name: 'Obi', email: 'Ada.Obi@Example.com ', password: 'correct horse' };

function sessionCookieOf(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === 'oja_session');
}

describe('POST /api/register/', () => {
  it('creates the account, signs it in and answers {access, user} with a session cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/register/', payload: ada });
    expect(res.statusCode).toBe(201);
    const body = authResponseSchema.parse(res.json());
    expect(body.user).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada.obi@example.com',
      profile_image_url: null,
      role: 'customer',
      email_verified: false,
      two_factor_enabled: false,
      two_factor_setup_required: false,
    });
    expect(body.access).toMatch(/^[\w-]{43}$/);
    expect(sessionCookieOf(res)?.value).toBe(body.access);
    const me = await app.inject({ url: '/api/me/', headers: { authorization: `Bearer ${body.access}` } });
    expect(me.json().email).toBe('ada.obi@example.com');
  });

  it('refuses an e-mail already used, whatever its case, and changes nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { ...ada, email: 'ADA.OBI@example.com', first_name: 'Other' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'An account with this e-mail already exists',
      code: 'conflict',
      message_id: 'account.says.email-taken',
    });
    expect(sessionCookieOf(res)).toBeUndefined();
    const users = await db
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', 'ada.obi@example.com')
      .execute();
    expect(users).toEqual([{ first_name: 'Ada' }]);
  });

  it('answers 400 with a clear message for each bad field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...ada, email: 'not-an-email' }, /email: Enter a valid e-mail address/],
      [{ ...ada, email: 'short@example.com', password: 'seven77' }, /password: Use at least 8 characters/],
      [{ ...ada, email: 'nofirst@example.com', first_name: '  ' }, /first_name: Enter your first name/],
      [{ ...ada, email: 'nolast@example.com', last_name: undefined }, /last_name: Enter your last name/],
      [{ ...ada, email: 'long@example.com', first_name: 'x'.repeat(101) }, /first_name: Use at most 100 characters/],
      // Security review N9: a name that carries a link or an address turns the shop's mails into phishing.
      [
        {
          ...ada,
          email: 'real.owner@example.com',
          first_name: 'customer. URGENT: your account is locked, verify at https://oja-support.example/login',
        },
        /first_name: Enter a name without web addresses or @/,
      ],
      [{ ...ada, email: 'at@example.com', last_name: 'write to help@evil.example' }, /last_name: Enter a name without/],
      [
        { ...ada, email: 'www@example.com', first_name: 'visit oja-support.com now' },
        /first_name: Enter a name without/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/register/', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid');
      expect(res.json().detail).toMatch(message);
    }
    const count = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('never makes staff: a role in the body is ignored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { ...ada, email: 'sneaky@example.com', role: 'staff' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('customer');
  });

  it('stores only an Argon2id hash of the password and only a SHA-256 hash of the session token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { ...ada, email: 'hashed@example.com' },
    });
    const { access } = res.json();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'hashed@example.com')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=\d+,t=\d+\$/);
    expect(user.password_hash).not.toContain(ada.password);
    const sessions = await db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).toBe(hashToken(access));
    const everything = JSON.stringify(await db.selectFrom('sessions').selectAll().execute());
    expect(everything).not.toContain(access);
  });
});

describe('POST /api/login/', () => {
  it('answers {access, user} and a new session for the right password, any e-mail case', async () => {
    const user = await makeUser(db, { email: 'chidi@example.com', first_name: 'Chidi' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: ' CHIDI@example.com', password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ first_name: 'Chidi', email: 'chidi@example.com' });
    expect(sessionCookieOf(res)?.value).toBe(body.access);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await makeUser(db);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'nobody-here@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: 'Incorrect e-mail or password.',
      code: 'unauthorized',
      message_id: 'account.says.bad-credentials',
    });
    expect(unknown.body).toBe(wrong.body);
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('lets nobody in with the seed reviewers’ unusable "!" hash', async () => {
    const now = Date.now();
    await db
      .insertInto('users')
      .values({
        email: 'reviewer@example.com',
        password_hash: '!',
        first_name: 'R',
        last_name: 'V',
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const password of ['!', 'anything at all', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'reviewer@example.com', password },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('says "Seems a bit short" for a password under 8 characters', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'a@example.com', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('password: Seems a bit short');
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lasts 30 days and is not Secure over plain HTTP', async () => {
    const user = await makeUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^oja_session=[\w-]{43};/);
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).toMatch(/; SameSite=Lax/);
    expect(raw).toMatch(/; Path=\//);
    expect(raw).toMatch(/; Max-Age=2592000/);
    expect(raw).not.toMatch(/Secure/);
  });

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const { app: proxied, db: proxiedDb } = await createTestApp({ TRUST_PROXY: 'true' });
    const user = await makeUser(proxiedDb);
    const login = (proto: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/login/',
        headers: { 'x-forwarded-proto': proto },
        payload: { email: user.email, password: user.password },
      });
    expect(String((await login('https')).headers['set-cookie'])).toMatch(/; Secure/);
    expect(String((await login('http')).headers['set-cookie'])).not.toMatch(/Secure/);
    // Without TRUST_PROXY the header is not believed.
    const direct = await app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    expect(direct.statusCode).toBe(401); // the user lives in the other app's database
    expect(String(direct.headers['set-cookie'] ?? '')).not.toMatch(/Secure/);
  });

  it('is Secure when PUBLIC_URL is https, even behind a proxy without TRUST_PROXY (review #16)', async () => {
    const { app: behind, db: behindDb } = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    const user = await makeUser(behindDb);
    const res = await behind.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

describe('signing in with the token', () => {
  it('works as a bearer token and as the cookie; garbage and missing tokens get 401', async () => {
    const { user, auth, cookie } = await makeSignedInUser(db);
    for (const headers of [auth, cookie]) {
      const res = await app.inject({ url: '/api/me/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(user.email);
    }
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-at-all' }, { authorization: 'Basic abc' }]) {
      const res = await app.inject({ url: '/api/me/', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: 'Please sign in to continue.',
        code: 'unauthorized',
        message_id: 'account.says.sign-in-required',
      });
    }
  });

  it('clears a cookie whose session no longer exists', async () => {
    const res = await app.inject({
      url: '/api/me/',
      headers: { cookie: 'oja_session=revoked-or-made-up-token-value' },
    });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/^oja_session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('POST /api/logout/', () => {
  it('revokes the cookie session and clears the cookie; the token then gets 401', async () => {
    const { token, cookie, auth } = await makeSignedInUser(db);
    const res = await app.inject({ method: 'POST', url: '/api/logout/', headers: cookie });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^oja_session=;/);
    expect((await app.inject({ url: '/api/me/', headers: auth })).statusCode).toBe(401);
    const row = await db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toEqual(expect.any(Number));
  });

  it('revokes a bearer session and leaves the user’s other sessions alone', async () => {
    const first = await makeSignedInUser(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: first.user.email, password: first.user.password },
    });
    const second = { authorization: `Bearer ${login.json().access}` };
    expect((await app.inject({ method: 'POST', url: '/api/logout/', headers: first.auth })).statusCode).toBe(204);
    expect((await app.inject({ url: '/api/me/', headers: first.auth })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me/', headers: second })).statusCode).toBe(200);
  });

  it('is harmless without a session', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/logout/' })).statusCode).toBe(204);
  });
});
