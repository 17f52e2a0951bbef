import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountUserSchema } from '@oja/shared/accounts';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';

const { app, db, config } = await createTestApp();

/** A multipart body as a browser would send it. */
async function multipart(file: { bytes: Buffer; name: string; type: string } | null, field = 'picture') {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append('note', 'no file here');
  const encoded = new Response(form);
  return {
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

let shade = 0;
/** A picture of a colour no other test picture has. */
const image = (format: 'png' | 'jpeg' | 'gif', width = 800, height = 600) => {
  const picture = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: (shade += 20) % 256, b: 20 } },
  });
  return picture.toFormat(format).toBuffer();
};

const upload = async (headers: Record<string, string>, file: Parameters<typeof multipart>[0]) => {
  const body = await multipart(file);
  return app.inject({
    method: 'POST',
    url: '/api/me/picture/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('GET /api/me/ and /api/profile/', () => {
  it('answers the signed-in user’s own profile, and 401 to a visitor', async () => {
    const { user, auth } = await makeSignedInUser(db, { first_name: 'Ngozi', last_name: 'Eze' });
    for (const url of ['/api/me/', '/api/profile/', '/api/me']) {
      const res = await app.inject({ url, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(accountUserSchema.parse(res.json())).toEqual({
        first_name: 'Ngozi',
        last_name: 'Eze',
        email: user.email,
        profile_image_url: null,
        role: 'customer',
        email_verified: false,
        two_factor_enabled: false,
        two_factor_setup_required: false,
      });
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('PATCH /api/me/', () => {
  it('changes the owner’s names only: never the e-mail or role, never another account', async () => {
    const mine = await makeSignedInUser(db, { first_name: 'Old' });
    const other = await makeSignedInUser(db, { first_name: 'Untouched' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me/',
      headers: mine.auth,
      payload: {
        first_name: '  Tunde ',
        last_name: 'Bello',
        email: other.user.email,
        role: 'staff',
        id: other.user.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Tunde',
      last_name: 'Bello',
      email: mine.user.email,
      role: 'customer',
    });
    const otherRow = await db.selectFrom('users').selectAll().where('id', '=', other.user.id).executeTakeFirstOrThrow();
    expect(otherRow.first_name).toBe('Untouched');
  });

  it('refuses empty names and an empty change, and needs a session', async () => {
    const { auth } = await makeSignedInUser(db);
    for (const payload of [{ first_name: ' ' }, {}, { last_name: 'x'.repeat(101) }]) {
      const res = await app.inject({ method: 'PATCH', url: '/api/me/', headers: auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
    expect((await app.inject({ method: 'PATCH', url: '/api/me/', payload: { first_name: 'X' } })).statusCode).toBe(401);
  });
});

describe('POST /api/me/picture/', () => {
  it('stores any accepted image as a 256×256 WebP named by its content, and replaces the old one', async () => {
    const { auth } = await makeSignedInUser(db);
    const first = await upload(auth, { bytes: await image('png'), name: 'me.png', type: 'image/png' });
    expect(first.statusCode).toBe(200);
    const url = first.json().profile_image_url as string;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const file = path.join(config.mediaDir, url.replace('/media/', ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);

    // Declared as a PNG, really a JPEG: the content decides, and it is accepted.
    const second = await upload(auth, { bytes: await image('jpeg', 300, 900), name: 'x.png', type: 'image/png' });
    expect(second.statusCode).toBe(200);
    expect(second.json().profile_image_url).not.toBe(url);
    expect(fs.existsSync(file)).toBe(false);
    expect((await app.inject({ url: '/api/me/', headers: auth })).json().profile_image_url).toBe(
      second.json().profile_image_url,
    );
  });

  it('keeps a picture file that another account also uses', async () => {
    const a = await makeSignedInUser(db);
    const b = await makeSignedInUser(db);
    const same = { bytes: await image('gif', 64, 64), name: 'same.gif', type: 'image/gif' };
    const url = (await upload(a.auth, same)).json().profile_image_url as string;
    expect((await upload(b.auth, same)).json().profile_image_url).toBe(url);
    await upload(a.auth, { bytes: await image('png', 50, 50), name: 'new.png', type: 'image/png' });
    expect(fs.existsSync(path.join(config.mediaDir, url.replace('/media/', '')))).toBe(true);
  });

  it('refuses what is not an image, whatever it is called, and changes nothing', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const cases = [
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'a.png',
        type: 'image/png',
      },
      { bytes: Buffer.from('%PDF-1.4 not a picture'), name: 'a.jpg', type: 'image/jpeg' },
      {
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        name: 'broken.png',
        type: 'image/png',
      },
    ];
    for (const file of cases) {
      const res = await upload(auth, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json()).toEqual({
        detail: 'Choose a JPEG, PNG, WebP or GIF image',
        code: 'invalid',
        message_id: 'account.says.picture-type',
      });
    }
    const row = await db
      .selectFrom('users')
      .select('profile_image_url')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_image_url).toBeNull();
  });

  it('refuses a file over 5 MB with 413, and a request without a file with 400', async () => {
    const { auth } = await makeSignedInUser(db);
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(auth, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The picture must be 5 MB or smaller', code: 'payload_too_large' });
    const none = await upload(auth, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Choose a picture to upload');
    const json = await app.inject({
      method: 'POST',
      url: '/api/me/picture/',
      headers: auth,
      payload: { picture: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses form data that is cut off or malformed with 400, and keeps the picture it had', async () => {
    const { user, auth } = await makeSignedInUser(db);
    const boundary = 'cut-off-form';
    for (const payload of [
      `--${boundary}\r\nbroken`,
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nabc`,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/me/picture/',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const detail = 'The upload could not be read: the form data is cut off or malformed.';
      expect(res.json()).toEqual({ detail, code: 'invalid', errors: [{ path: 'picture', message: detail }] });
    }
    const row = await db
      .selectFrom('users')
      .select('profile_image_url')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_image_url).toBeNull();
  });

  it('needs a session', async () => {
    const res = await upload({}, { bytes: await image('png', 10, 10), name: 'a.png', type: 'image/png' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/me/password/', () => {
  it('needs the current password, then changes it and signs out every other session', async () => {
    const here = await makeSignedInUser(db);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: here.user.email, password: here.user.password },
    });
    const otherAuth = { authorization: `Bearer ${elsewhere.json().access}` };

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/me/password/',
      headers: here.auth,
      payload: { current_password: 'not my password', new_password: 'a brand new one' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Your current password is not correct');
    expect((await app.inject({ url: '/api/me/', headers: otherAuth })).statusCode).toBe(200);

    const res = await app.inject({
      method: 'POST',
      url: '/api/me/password/',
      headers: here.auth,
      payload: { current_password: here.user.password, new_password: 'a brand new one' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/changed/);
    expect((await app.inject({ url: '/api/me/', headers: here.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me/', headers: otherAuth })).statusCode).toBe(401);

    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/login/', payload: { email: here.user.email, password } });
    expect((await login(here.user.password)).statusCode).toBe(401);
    expect((await login('a brand new one')).statusCode).toBe(200);
  });

  it('refuses a short new password, a missing current one, and visitors', async () => {
    const { auth, user } = await makeSignedInUser(db);
    const short = await app.inject({
      method: 'POST',
      url: '/api/me/password/',
      headers: auth,
      payload: { current_password: user.password, new_password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('new_password: Use at least 8 characters');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/me/password/',
      headers: auth,
      payload: { new_password: 'long enough now' },
    });
    expect(missing.json().detail).toBe('current_password: Enter your current password');
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/me/password/',
      payload: { current_password: 'x', new_password: 'long enough now' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('limits wrong current passwords like sign-ins', async () => {
    const { auth } = await makeSignedInUser(db);
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/me/password/',
        headers: auth,
        payload: { current_password: 'guess', new_password: 'long enough now' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
