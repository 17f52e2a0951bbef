import { describe, expect, it } from 'vitest';
import { reservationPageSchema } from '@oja/shared/staff-reservations';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { accraAddress, clientLine, lagosAddress, makeStockedProduct } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

async function place(auth: Record<string, string>, ip: string, lines: [number, number][], address = lagosAddress) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/place-order/',
    payload: { address, items: lines.map(([id, q]) => clientLine(id, q)) },
    headers: auth,
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; order_id: string; expires_at: number };
}

describe('GET /api/admin/reservations/', () => {
  it('lists every unpaid order with what it holds, who placed it from where and until when, biggest first', async () => {
    const staff = await makeSignedInUser(db, { role: 'staff' });
    const ada = await makeSignedInUser(db, { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' });
    const bayo = await makeSignedInUser(db, { first_name: 'Bayo', last_name: 'Ade', email: 'bayo@example.com' });
    const rice = await makeStockedProduct(db, { title: 'Ofada rice', quantity: 100 });
    const palm = await makeStockedProduct(db, { title: 'Palm oil', quantity: 100 });
    const small = await place(ada.auth, '203.0.113.5', [[rice.id, 2]]);
    const big = await place(
      bayo.auth,
      '198.51.100.9',
      [
        [rice.id, 5],
        [palm.id, 4],
      ],
      accraAddress,
    );
    const cancelled = await place(ada.auth, '203.0.113.5', [[palm.id, 1]]);
    await app.inject({ method: 'DELETE', url: `/api/orders/${cancelled.id}`, headers: ada.auth });

    const res = await app.inject({ url: '/api/admin/reservations/', headers: staff.auth });
    expect(res.statusCode).toBe(200);
    const page = reservationPageSchema.parse(res.json());
    expect(page).toMatchObject({ total: 2, units_held: 11, page: 1 });
    expect(page.items).toEqual([
      {
        order_id: big.id,
        order_ref: big.order_id,
        order_reviewed: false,
        state: 'awaiting',
        on_delivery: false,
        customer: { id: bayo.user.id, name: 'Bayo Ade', email: 'bayo@example.com' },
        client_ip: '198.51.100.9',
        created_at: expect.any(Number),
        expires_at: big.expires_at,
        units: 9,
        items: [
          { product_id: rice.id, title: 'Ofada rice', quantity: 5 },
          { product_id: palm.id, title: 'Palm oil', quantity: 4 },
        ],
      },
      expect.objectContaining({
        order_id: small.id,
        order_reviewed: true,
        client_ip: '203.0.113.5',
        units: 2,
        items: [{ product_id: rice.id, title: 'Ofada rice', quantity: 2 }],
      }),
    ]);
    const one = reservationPageSchema.parse(
      (await app.inject({ url: '/api/admin/reservations/?ip=203.0.113.5', headers: staff.auth })).json(),
    );
    expect(one).toMatchObject({ total: 1, units_held: 2, items: [{ order_id: small.id }] });
  });

  it('is for staff only', async () => {
    const customer = await makeSignedInUser(db);
    expect((await app.inject({ url: '/api/admin/reservations/', headers: customer.auth })).statusCode).toBe(403);
    // Staff routes answer 403 to visitors too (docs/decisions/0013-hostile-input-and-access.md).
    expect((await app.inject({ url: '/api/admin/reservations/' })).statusCode).toBe(403);
  });
});
