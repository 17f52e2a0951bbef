import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '@oja/shared/accounts-rules';
import { pageLanguageHeader } from '../../i18n/index.ts';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { multipartBody } from '@oja/testing/app/multipart';
import { createTestApp } from '@oja/testing/app/test-app';
import { storeAvatar } from './avatars.ts';

/**
 * Picture uploads cannot starve the rest of the shop: limited per account and per address, capped
 * in pixels, processed in turns with a bounded queue, and never a 500 for two at once.
 */
const { app, db } = await createTestApp({ IMAGE_JOBS_AT_ONCE: '1', IMAGE_QUEUE_LENGTH: '0' });

let shade = 0;
/** A small PNG of a colour no other test picture has. */
const picture = (colour = (shade += 7) % 256) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: colour, g: 90, b: 30 } } })
    .png()
    .toBuffer();

/** A PNG whose header says `width` × `height` (only a few bytes of pixels follow). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  who: { auth: Record<string, string> },
  bytes: Buffer,
  remoteAddress = '198.51.100.7',
  headers: Record<string, string> = {},
) {
  const body = await multipartBody('picture', { bytes, name: 'me.png', type: 'image/png' });
  return app.inject({
    method: 'POST',
    url: '/api/me/picture/',
    headers: { ...who.auth, ...body.headers, ...headers },
    payload: body.payload,
    remoteAddress,
  });
}

describe('profile picture uploads', () => {
  it('refuses a picture of more than 25 megapixels (6300 × 6300) before decoding it', async () => {
    const who = await makeSignedInUser(db);
    const res = await upload(who, pngHeaderOnly(6300, 6300), '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: m.pictureDimensions,
      code: 'invalid',
      message_id: 'account.says.picture-dimensions',
      message_values: { mp: 25 },
    });
  });

  it('allows 10 new pictures an hour to one account, then 429 with Retry-After', async () => {
    const who = await makeSignedInUser(db);
    for (let i = 0; i < 10; i++) expect((await upload(who, await picture(), '198.51.100.2')).statusCode).toBe(200);
    const refused = await upload(who, await picture(), '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      detail: 'Too many new pictures. Please try again in 60 minutes.',
      message_id: 'detail.limit.pictures',
      message_values: { unit: 'minute', wait: 60 },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The web's request (issue 31): in the page's language.
    const page = await upload(who, await picture(), '198.51.100.3', { [pageLanguageHeader]: 'yo' });
    expect(page.statusCode).toBe(429);
    expect(page.json().detail).toBe(
      'Ẹ ti gbé àwòrán tuntun sókè ní ọ̀pọ̀lọpọ̀ ìgbà. Ẹ jọ̀wọ́, ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú 60.',
    );
  });

  it('allows 30 new pictures an hour from one address, whichever accounts send them', async () => {
    for (let n = 0; n < 3; n++) {
      const who = await makeSignedInUser(db);
      for (let i = 0; i < 10; i++) expect((await upload(who, await picture(), '203.0.113.9')).statusCode).toBe(200);
    }
    const fresh = await makeSignedInUser(db);
    const refused = await upload(fresh, await picture(), '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await upload(fresh, await picture(), '203.0.113.10')).statusCode).toBe(200);
  });

  it('answers 503 unavailable at once while the picture queue is full, and takes pictures again after', async () => {
    const who = await makeSignedInUser(db);
    let finish!: () => void;
    // Another upload's processing holds the one turn; the queue has no room (IMAGE_QUEUE_LENGTH=0).
    const holding = app.imageJobs.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const busy = await upload(who, await picture(), '198.51.100.4');
    expect(busy.statusCode).toBe(503);
    const refusal = { code: 'unavailable', message_id: 'detail.picture.busy' };
    expect(busy.json()).toEqual({
      ...refusal,
      detail: 'Pictures are being processed for other shoppers right now. Please try again in a moment.',
    });
    expect(busy.headers['retry-after']).toBe('5');
    // The web's request (issue 31): the same refusal in the page's language.
    const page = await upload(who, await picture(), '198.51.100.4', { [pageLanguageHeader]: 'yo' });
    expect(page.statusCode).toBe(503);
    expect(page.json()).toEqual({
      ...refusal,
      detail: 'À ń ṣe àwọn àwòrán àwọn oníbàárà mìíràn lọ́wọ́ báyìí. Ẹ jọ̀wọ́, ẹ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.',
    });
    // Sign-ins and reads do not wait for pictures.
    expect((await app.inject({ url: '/api/me/', headers: who.auth })).statusCode).toBe(200);
    finish();
    await holding;
    expect((await upload(who, await picture(), '198.51.100.4')).statusCode).toBe(200);
  });
});

describe('identical pictures stored at the same moment', () => {
  it('both succeed and leave one file, no partial files behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-avatars-'));
    try {
      const bytes = await picture(3);
      for (let round = 0; round < 5; round++) {
        const urls = await Promise.all([storeAvatar(dir, bytes), storeAvatar(dir, bytes), storeAvatar(dir, bytes)]);
        expect(new Set(urls).size).toBe(1);
      }
      expect(fs.readdirSync(path.join(dir, 'avatars'))).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
