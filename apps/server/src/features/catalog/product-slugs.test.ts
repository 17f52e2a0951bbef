import { beforeAll, expect, it } from 'vitest';
import { productSlugSchema } from '@oja/shared/catalog';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp();

const changedAt = Date.UTC(2026, 2, 14, 9, 30);
let ids: number[] = [];
beforeAll(async () => {
  const spices = await makeCategory(db, { slug: 'spices' });
  const art = await makeCategory(db, { slug: 'art' });
  const made = [
    await makeProduct(db, spices.id, { slug: 'yaji', updated_at: changedAt }),
    await makeProduct(db, art.id, { slug: 'ife-head' }),
    await makeProduct(db, spices.id, { slug: 'withdrawn-pepper', visible: 0 }),
    await makeProduct(db, art.id, { slug: 'adire-print' }),
  ];
  ids = made.map((p) => p.id);
});

it('lists the slug and last change of every visible product, in id order, and nothing hidden', async () => {
  const res = await app.inject('/api/product-slugs/');
  expect(res.statusCode).toBe(200);
  const body = res.json() as unknown[];
  for (const row of body) productSlugSchema.parse(row);
  expect(body).toEqual([
    { id: ids[0], slug: 'yaji', updated_at: '2026-03-14T09:30:00.000Z' },
    { id: ids[1], slug: 'ife-head', updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    { id: ids[3], slug: 'adire-print', updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
  ]);
});

it('pages with limit and offset', async () => {
  const res = await app.inject('/api/product-slugs?limit=1&offset=1');
  expect(res.statusCode).toBe(200);
  expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['ife-head']);
});

it.each(['limit=0', 'limit=50001', 'offset=-1', 'limit=many'])('answers 400 for %s', async (query) => {
  const res = await app.inject(`/api/product-slugs/?${query}`);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'invalid', detail: expect.any(String) });
});
