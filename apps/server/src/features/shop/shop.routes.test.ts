import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';

const { app } = await createTestApp({
  SHOP_EMAIL: 'care@oja.test',
  SHOP_PHONE: '+234 700 000 0000',
  PUBLIC_URL: 'https://oja.test/',
  SUPPORT_HOURS: 'Every day, 7:00 to 22:00 Lagos time (WAT)',
  SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/oja.shop',
  SOCIAL_X_URL: 'https://x.com/ojashop',
  WHATSAPP_NUMBER: '+234 700 000 0001',
});

it('tells the contact details, support hours, own profiles and public address from configuration', async () => {
  const res = await app.inject('/api/shop');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    name: 'Oja',
    email: 'care@oja.test',
    phone: '+234 700 000 0000',
    location: expect.stringContaining('Lagos'),
    public_url: 'https://oja.test',
    time_zone: 'Africa/Lagos',
    free_shipping_from: { USD: 20, NGN: 30_000 },
    support_hours: 'Every day, 7:00 to 22:00 Lagos time (WAT)',
    whatsapp_url: 'https://wa.me/2347000000001',
    // Facebook is not set: no link to the network's home page in its place.
    socials: [
      { network: 'instagram', url: 'https://www.instagram.com/oja.shop' },
      { network: 'x', url: 'https://x.com/ojashop' },
    ],
  });
});

describe('without the settings', async () => {
  const { app: plain } = await createTestApp({});
  it('promises the default office hours, never round-the-clock, lists no profiles and no WhatsApp', async () => {
    const body = (await plain.inject('/api/shop')).json();
    expect(body.support_hours).toBe('Monday to Saturday, 8:00 to 20:00 Lagos time (WAT)');
    expect(body.support_hours).not.toMatch(/clock|24\/7|day and night/i);
    expect(body.socials).toEqual([]);
    expect(body.whatsapp_url).toBeNull();
  });
});
