import { describe, expect, it } from 'vitest';
import { savedIdsSchema, savedItemSchema } from '@oja/shared/saved';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeStockedProduct } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;
const save = (productId: unknown, auth: Auth) =>
  app.inject({ method: 'POST', url: '/api/saved/', payload: { product_id: productId }, headers: auth });
const unsave = (productId: number, auth: Auth) =>
  app.inject({ method: 'DELETE', url: `/api/saved/${productId}`, headers: auth });
const listOf = async (auth: Auth) =>
  savedItemSchema.array().parse((await app.inject({ url: '/api/saved/', headers: auth })).json());
const idsOf = async (auth: Auth) =>
  savedIdsSchema.parse((await app.inject({ url: '/api/saved/ids/', headers: auth })).json()).product_ids;

describe('saved items', () => {
  it('needs a signed-in customer for every route', async () => {
    const p = await makeStockedProduct(db);
    expect((await app.inject('/api/saved/')).statusCode).toBe(401);
    expect((await app.inject('/api/saved/ids/')).statusCode).toBe(401);
    expect((await save(p.id, {})).statusCode).toBe(401);
    expect((await unsave(p.id, {})).statusCode).toBe(401);
  });

  it('saves once, lists the newest save first with current price and stock, and removes', async () => {
    const me = await makeSignedInUser(db);
    const a = await makeStockedProduct(db, { price_usd_cents: 1250, price_ngn_kobo: 1_800_000, quantity: 7 });
    const b = await makeStockedProduct(db, { quantity: 0 });
    const first = await save(a.id, me.auth);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ product_id: a.id, saved: true });
    expect((await save(a.id, me.auth)).statusCode).toBe(200); // again: still saved once
    expect((await save(b.id, me.auth)).statusCode).toBe(201);

    const list = await listOf(me.auth);
    expect(list.map((i) => i.product.id)).toEqual([b.id, a.id]);
    expect(list[1]!.product).toMatchObject({ title: a.title, price: 12.5, price_naira: 18000, quantity: 7 });
    expect(list[0]!.product.quantity).toBe(0);
    expect(await idsOf(me.auth)).toEqual([a.id, b.id].sort((x, y) => x - y));

    const removed = await unsave(a.id, me.auth);
    expect(removed.json()).toEqual({ product_id: a.id, saved: false });
    expect((await unsave(a.id, me.auth)).statusCode).toBe(200); // removing twice is harmless
    expect((await listOf(me.auth)).map((i) => i.product.id)).toEqual([b.id]);
  });

  it('lists a saved product with its packs, so the list can add one and show its own stock (QA E27)', async () => {
    const me = await makeSignedInUser(db);
    const product = await makeStockedProduct(db, {}, [
      { label: '200 g', quantity: 0 },
      { label: '1 kg', quantity: 5 },
    ]);
    await save(product.id, me.auth);
    const [item] = await listOf(me.auth);
    expect(item!.product.quantity).toBe(5);
    expect(item!.product.variants?.map((v) => [v.label, v.quantity])).toEqual([
      ['200 g', 0],
      ['1 kg', 5],
    ]);
  });

  it("never shows or changes another customer's saved items", async () => {
    const me = await makeSignedInUser(db);
    const other = await makeSignedInUser(db);
    const p = await makeStockedProduct(db);
    await save(p.id, me.auth);
    expect(await listOf(other.auth)).toEqual([]);
    expect(await idsOf(other.auth)).toEqual([]);
    await unsave(p.id, other.auth);
    expect((await listOf(me.auth)).map((i) => i.product.id)).toEqual([p.id]);
  });

  it('refuses unknown and hidden products, and leaves a product staff hid out of the list', async () => {
    const me = await makeSignedInUser(db);
    const hidden = await makeStockedProduct(db, { visible: 0 });
    expect((await save(hidden.id, me.auth)).statusCode).toBe(404);
    expect((await save(99_999_999, me.auth)).statusCode).toBe(404);
    expect((await save('abc', me.auth)).statusCode).toBe(400);

    const later = await makeStockedProduct(db);
    await save(later.id, me.auth);
    await db.updateTable('products').set({ visible: 0 }).where('id', '=', later.id).execute();
    expect(await listOf(me.auth)).toEqual([]);
    await db.updateTable('products').set({ visible: 1 }).where('id', '=', later.id).execute();
    expect((await listOf(me.auth)).map((i) => i.product.id)).toEqual([later.id]);
  });
});
