import { beforeAll, describe, expect, it } from 'vitest';
import { stockAdjustedSchema, stockAdjustmentSchema } from '@oja/shared/staff';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';

const { app, db } = await createTestApp();

let staff: Awaited<ReturnType<typeof makeSignedInUser>>;
let categoryId: number;
beforeAll(async () => {
  staff = await makeSignedInUser(db, { role: 'staff', first_name: 'Kemi', last_name: 'Bello' });
  categoryId = (await makeCategory(db)).id;
});

const adjust = (productId: number, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/stock-adjustments/`,
    headers: staff.auth,
    payload,
  });
const quantityOf = async (id: number) =>
  (await db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;

describe('stock adjustments', () => {
  it('records who changed the stock, why, by how much and what was left', async () => {
    const { id } = await makeProduct(db, categoryId, { quantity: 4 });
    const received = await adjust(id, { delta: 20, reason: 'received', note: 'Lorry from Kano' });
    expect(received.statusCode).toBe(201);
    expect(stockAdjustedSchema.parse(received.json())).toMatchObject({
      quantity: 24,
      adjustment: {
        delta: 20,
        reason: 'received',
        note: 'Lorry from Kano',
        staff_user_id: staff.user.id,
        staff_name: 'Kemi Bello',
        quantity_after: 24,
      },
    });
    await adjust(id, { delta: -3, reason: 'damaged' });
    await adjust(id, { delta: 1, reason: 'correction' });
    expect(await quantityOf(id)).toBe(22);
    const log = (await app.inject({ url: `/api/admin/products/${id}/stock-adjustments/`, headers: staff.auth })).json();
    expect(log.map((a: unknown) => stockAdjustmentSchema.parse(a))).toMatchObject([
      { delta: 1, reason: 'correction', quantity_after: 22 },
      { delta: -3, reason: 'damaged', quantity_after: 21 },
      { delta: 20, reason: 'received', quantity_after: 24 },
    ]);
  });

  it('never takes the stock below zero: 409 with the quantity left, nothing recorded', async () => {
    const { id } = await makeProduct(db, categoryId, { quantity: 3 });
    const res = await adjust(id, { delta: -4, reason: 'damaged' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail: 'Only 3 in stock: removing 4 would take the stock below zero.',
    });
    expect(await quantityOf(id)).toBe(3);
    expect(await db.selectFrom('stock_adjustments').select('id').where('product_id', '=', id).execute()).toEqual([]);
    expect((await adjust(id, { delta: -3, reason: 'correction' })).json().quantity).toBe(0);
  });

  it('holds when many removals race: exactly as many succeed as there is stock', async () => {
    const { id } = await makeProduct(db, categoryId, { quantity: 5 });
    const results = await Promise.all(Array.from({ length: 12 }, () => adjust(id, { delta: -1, reason: 'damaged' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await quantityOf(id)).toBe(0);
    const afters = (
      await db.selectFrom('stock_adjustments').select('quantity_after').where('product_id', '=', id).execute()
    )
      .map((r) => r.quantity_after)
      .sort();
    expect(afters).toEqual([0, 1, 2, 3, 4]);
  });

  it('checks the direction of the reason and the input', async () => {
    const { id } = await makeProduct(db, categoryId, { quantity: 10 });
    const cases: [object, RegExp][] = [
      [{ delta: -2, reason: 'received' }, /Received goods add stock/],
      [{ delta: 2, reason: 'damaged' }, /Damaged goods remove stock/],
      [{ delta: 0, reason: 'correction' }, /delta: enter how many/],
      [{ delta: 2, reason: 'stolen' }, /reason: Choose a reason/],
      [{ delta: 1.5, reason: 'correction' }, /delta: Enter a whole number/],
    ];
    for (const [payload, message] of cases) {
      const res = await adjust(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(message);
    }
    expect(await quantityOf(id)).toBe(10);
    expect((await adjust(999999, { delta: 1, reason: 'received' })).statusCode).toBe(404);
  });
});
