import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import { makeOrder } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

let staff: { authorization: string };
let categoryId: number;
beforeAll(async () => {
  staff = (await makeSignedInUser(db, { role: 'staff' })).auth;
  categoryId = (await makeCategory(db)).id;
});

const remove = (id: number) => app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: staff });

describe('deleting a product', () => {
  it('deletes one nobody ordered, with its stock log and cart lines', async () => {
    const product = await makeProduct(db, categoryId);
    await app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock-adjustments/`,
      headers: staff,
      payload: { delta: 2, reason: 'received' },
    });
    const shopper = await makeUser(db);
    const now = Date.now();
    const cart = await db
      .insertInto('carts')
      .values({ user_id: shopper.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        product_id: product.id,
        variant_id: product.variants[0]!.id,
        quantity: 1,
        created_at: now,
      })
      .execute();

    const res = await remove(product.id);
    expect(res.statusCode).toBe(204);
    expect(await db.selectFrom('products').select('id').where('id', '=', product.id).execute()).toEqual([]);
    expect(await db.selectFrom('cart_items').select('id').where('product_id', '=', product.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('stock_adjustments').select('id').where('product_id', '=', product.id).execute(),
    ).toEqual([]);
    expect((await remove(product.id)).statusCode).toBe(404);
  });

  it('refuses to delete one that has orders, saying to hide it instead; hiding works', async () => {
    const product = await makeProduct(db, categoryId, { slug: 'ordered-once' });
    const customer = await makeUser(db);
    await makeOrder(db, customer.id, [{ productId: product.id, quantity: 1 }]);
    const res = await remove(product.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail: 'This product has orders, so it cannot be deleted. Hide it instead.',
    });
    const shown = await app.inject({ url: `/api/admin/products/${product.id}`, headers: staff });
    expect(shown.json()).toMatchObject({ order_count: 1, visible: true });
    const hidden = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: staff,
      payload: { visible: false },
    });
    expect(hidden.json().visible).toBe(false);
    const listed = (await app.inject('/api/products/')).json() as { slug: string }[];
    expect(listed.map((p) => p.slug)).not.toContain('ordered-once');
  });
});
