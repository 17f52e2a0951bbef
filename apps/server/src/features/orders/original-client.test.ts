import { afterAll, describe, expect, it } from 'vitest';
import { staffOrderDetailSchema } from '@oja/shared/staff-orders';
import { orderDetailSchema } from '@oja/shared/orders';
import { sessionCookie } from '../accounts/sessions.ts';
import { startFakeFlutterwave } from '@oja/testing/fakes/fake-flutterwave';
import { createTestApp, testPasswordHashing } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import { accraAddress, lagosAddress } from '@oja/testing/factories/order-factories';
import { paymentEffects, paymentMails } from '@oja/testing/factories/payment-factories';

// The original shop's client, its requests exactly as it sends them (see original-client-facts.md).
const flwKey = 'FLWSECK_TEST-original-0123456789-X';
const flutterwave = await startFakeFlutterwave(flwKey, 'original-hash-0123');
afterAll(() => flutterwave.close());
const { app, db } = await createTestApp({
  ...testPasswordHashing,
  PAYMENT_PROVIDER: 'flutterwave',
  FLUTTERWAVE_SECRET_KEY: flwKey,
  FLUTTERWAVE_SECRET_HASH: 'original-hash-0123',
  FLUTTERWAVE_BASE_URL: flutterwave.url,
});
const staff = await makeSignedInUser(db, { role: 'staff' });

type Auth = Record<string, string>;

/** A category with a product, and the product exactly as GET /api/categories/ hands it to the client. */
async function productAsListed() {
  const category = await makeCategory(db);
  const made = await makeProduct(db, category.id, { price_ngn_kobo: 1_763_000, price_usd_cents: 1_763, quantity: 50 });
  const res = await app.inject({ url: '/api/categories/' });
  const listed = (res.json() as { id: number; products: { id: number }[] }[])
    .find((c) => c.id === category.id)!
    .products.find((p) => p.id === made.id)!;
  expect(listed).toMatchObject({ id: made.id, price: 17.63, price_naira: 17_630 });
  return listed as { id: number; price: number; price_naira: number };
}

/** The original's place-order body: a street line, whole product objects, float totals, `token`. */
const originalBody = (product: { price: number; price_naira: number }, token: string) => ({
  address: '12 Allen Avenue',
  items: [
    {
      item: product,
      quantity: 2,
      totalPrice: product.price * 2 + 0.000000000000005,
      totalNairaPrice: product.price_naira * 2,
    },
  ],
  token,
});

const placeOrder = (body: object, headers: Auth) =>
  app.inject({ method: 'POST', url: '/api/place-order/', payload: body, headers });
const asStaff = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${url}`, payload, headers: staff.auth });

describe('place-order with the original client body', () => {
  it('places an order from a street line: it waits for staff to complete the address and set the fees', async () => {
    const me = await makeSignedInUser(db);
    const product = await productAsListed();
    const res = await placeOrder(originalBody(product, me.token), me.auth);
    expect(res.statusCode, res.body).toBe(201);
    const order = orderDetailSchema.parse(res.json());
    expect(order).toMatchObject({
      order_id: expect.stringMatching(/^OJA-/),
      status: null,
      order_reviewed: false,
      currency: 'NGN',
      amount: 35_260, // priced by the server: 2 × ₦17,630, whatever the client's totals say
      order_total: 35_260,
      shipping_address: '12 Allen Avenue',
      address: { street: '12 Allen Avenue', city: '', state: '', country: '', phone: '' },
    });
    // Not payable before the review.
    const pay = await app.inject({ method: 'POST', url: `/api/orders/${order.order_id}/payments/`, headers: me.auth });
    expect(pay.statusCode).toBe(409);
    // Staff cannot set fees before the address is complete, and nothing changes.
    const fees = {
      shipping_cost: '1,000',
      shipping_fee: '0',
      handling_fee: '0',
      packaging_fee: '0',
      insurance_fee: '0',
    };
    const early = await asStaff(`${order.id}/review`, fees);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('complete the delivery address');
    const detail = staffOrderDetailSchema.parse(
      (await app.inject({ url: `/api/admin/orders/${order.id}`, headers: staff.auth })).json(),
    );
    expect(detail).toMatchObject({ address_complete: false, order_reviewed: false, total_minor: 3_526_000 });
  });

  it('still refuses what cannot be an address, with a message about the field', async () => {
    const me = await makeSignedInUser(db);
    const product = await productAsListed();
    // Beside each field's English message, its message id and values (additive, issue 31).
    const required = (field: string) => ({ message_id: 'checkout.says.required', message_values: { field } });
    for (const [address, detail, said] of [
      ['', 'address: Street address is required', required('street')],
      [42, 'address: Invalid input', {}],
      [{ ...lagosAddress, city: '' }, 'address.city: City is required', required('city')],
    ] as const) {
      const res = await placeOrder({ ...originalBody(product, me.token), address }, me.auth);
      expect(res.statusCode).toBe(400);
      // The original client reads `detail`; `errors` is an addition beside it.
      const [path, message] = detail.split(': ');
      expect(res.json()).toEqual({ code: 'invalid', detail, errors: [{ path, message, ...said }] });
    }
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
  });

  it('staff complete the address and set the fees; the original widget callback then pays the order', async () => {
    const me = await makeSignedInUser(db);
    const product = await productAsListed();
    const order = orderDetailSchema.parse((await placeOrder(originalBody(product, me.token), me.auth)).json());

    const completed = await asStaff(`${order.id}/address`, { ...lagosAddress, street: '12 Allen Avenue' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(staffOrderDetailSchema.parse(completed.json())).toMatchObject({
      address_complete: true,
      currency: 'NGN',
      address: { street: '12 Allen Avenue', city: 'Lagos Island', country: 'NG', phone: '+2348031234567' },
    });
    const reviewed = await asStaff(`${order.id}/review`, {
      shipping_cost: '1,500',
      shipping_fee: '0',
      handling_fee: '200',
      packaging_fee: '0',
      insurance_fee: '0',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const mine = (await app.inject({ url: `/api/orders/?order_id=${order.order_id}`, headers: me.auth })).json();
    expect(mine[0]).toMatchObject({ order_reviewed: true, order_total: 36_960 });

    // The original opens Flutterwave's widget itself: tx_ref = Date.now(), amount = order_total, NGN.
    const txRef = 1_795_447_759_373;
    const id = flutterwave.inlinePay(txRef, { outcome: 'success', amountMinor: 3_696_000, currency: 'NGN' });
    const callback = {
      status: 'successful',
      transaction_id: id,
      tx_ref: txRef,
      flw_ref: `FLW-MOCK-${id}`,
      amount: 36_960,
      currency: 'NGN',
      customer: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '+234 803 123 4567' },
    };
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payment/${order.order_id}/`,
      payload: callback,
      headers: me.auth,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'success', order_status: 1 });
    expect((await paymentEffects(db, order.id)).state).toBe('opened');
    expect(await paymentMails(db, order.order_id)).toHaveLength(1);
  });

  it('a destination abroad, completed by staff, moves the order to dollars and clears the fees', async () => {
    const me = await makeSignedInUser(db);
    const product = await productAsListed();
    const order = orderDetailSchema.parse((await placeOrder(originalBody(product, me.token), me.auth)).json());
    const res = await asStaff(`${order.id}/address`, accraAddress);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      currency: 'USD',
      subtotal_minor: 3_526,
      total_minor: 3_526,
      order_reviewed: false,
      address: { country: 'GH', city: 'Accra' },
    });
    const history = staffOrderDetailSchema.parse(res.json()).events.at(-1)!;
    expect(history.note).toContain('address completed: 5 Independence Avenue, Accra');
    expect(history.note).toContain('now charged in USD');
    // Only while the order awaits payment.
    await app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: me.auth });
    const late = await asStaff(`${order.id}/address`, lagosAddress);
    expect(late.statusCode).toBe(409);
    // Customers may not.
    const customer = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/address`,
      payload: lagosAddress,
      headers: me.auth,
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('Authorization: Bearer null beside the session cookie', () => {
  it('counts a bearer value that is not a token as absent, so the cookie applies', async () => {
    const me = await makeSignedInUser(db);
    const product = await productAsListed();
    const cookie = `${sessionCookie}=${me.token}`;
    for (const authorization of ['Bearer null', 'Bearer undefined', 'Bearer ', 'Bearer']) {
      const who = await app.inject({ url: '/api/me/', headers: { authorization, cookie } });
      expect(who.statusCode, authorization).toBe(200);
      expect(who.json()).toMatchObject({ email: me.user.email });
    }
    const placed = await placeOrder(originalBody(product, 'null'), { authorization: 'Bearer null', cookie });
    expect(placed.statusCode, placed.body).toBe(201);
    // Without the cookie, still signed out; a well-formed token nobody issued is still refused.
    expect((await app.inject({ url: '/api/me/', headers: { authorization: 'Bearer null' } })).statusCode).toBe(401);
    const forged = { authorization: 'Bearer 0123456789abcdef0123456789abcdef', cookie };
    expect((await app.inject({ url: '/api/me/', headers: forged })).statusCode).toBe(401);
  });
});
