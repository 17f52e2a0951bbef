import { expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';

const { app } = await createTestApp({
  SHOP_EMAIL: 'care@oja.test',
  SHOP_PHONE: '+234 700 000 0000',
  PUBLIC_URL: 'https://oja.test/',
});

it('tells the contact details and public address from configuration', async () => {
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
  });
});
