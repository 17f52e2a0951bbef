import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  ibadanAddress,
  lagosAddress,
  makeStockedProduct,
  stockOf,
  customerWithCart as newCustomerWithCart,
  placeOrderRequest,
} from '@oja/testing/factories/order-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;

const customerWithCart = (lines: [number, number][]) => newCustomerWithCart(app, db, lines);
const place = (auth: Auth, payload: object, headers: Auth = {}) => placeOrderRequest(app, auth, payload, headers);

const orderCount = async (userId: number) =>
  (await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;

describe('Idempotency-Key', () => {
  it('returns the same order to a retry and never creates a second one', async () => {
    const p = await makeStockedProduct(db, { quantity: 5 });
    const customer = await customerWithCart([[p.id, 2]]);
    const key = { 'idempotency-key': 'checkout-7f3a' };
    const first = await place(customer.auth, { address: lagosAddress }, key);
    expect(first.statusCode).toBe(201);
    const retry = await place(customer.auth, { address: lagosAddress }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(customer.user.id)).toBe(1);
    expect(await stockOf(db, p.id)).toBe(3);

    const different = await place(customer.auth, { address: ibadanAddress }, key);
    expect(different.statusCode).toBe(409);
    expect(different.json().detail).toMatch(/already used for a different order/);

    // Keys belong to one customer: another may use the same text.
    const other = await customerWithCart([[p.id, 1]]);
    const theirs = await place(other.auth, { address: lagosAddress }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
  });

  it('creates one order when the same request arrives several times at once', async () => {
    const p = await makeStockedProduct(db, { quantity: 20 });
    const customer = await customerWithCart([[p.id, 3]]);
    const key = { 'idempotency-key': 'double-click-1' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => place(customer.auth, { address: lagosAddress }, key)),
    );
    const ids = new Set(answers.map((r) => (r.statusCode === 201 ? r.json().id : r.statusCode)));
    expect(ids.size).toBe(1);
    expect(await orderCount(customer.user.id)).toBe(1);
    expect(await stockOf(db, p.id)).toBe(17);
  });

  it('does not remember a failed attempt, and refuses a malformed key', async () => {
    const p = await makeStockedProduct(db, { quantity: 1 });
    const customer = await makeSignedInUser(db);
    const key = { 'idempotency-key': 'retry-after-fix' };
    const tooMany = await place(customer.auth, { address: lagosAddress, items: [clientLine(p.id, 2)] }, key);
    expect(tooMany.statusCode).toBe(409);
    const fixed = await place(customer.auth, { address: lagosAddress, items: [clientLine(p.id, 1)] }, key);
    expect(fixed.statusCode).toBe(201);
    const bad = await place(
      customer.auth,
      { address: lagosAddress, items: [clientLine(p.id, 1)] },
      { 'idempotency-key': 'a b' },
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('Idempotency-Key refusals by their message id (issue 31)', () => {
  const yoruba = { [pageLanguageHeader]: 'yo' };

  it('a key used for a different order: English for API clients, Yoruba for a Yoruba page, one code', async () => {
    const p = await makeStockedProduct(db, { quantity: 5 });
    const customer = await customerWithCart([[p.id, 1]]);
    const key = { 'idempotency-key': 'reused-key-31' };
    expect((await place(customer.auth, { address: lagosAddress }, key)).statusCode).toBe(201);
    const english = await place(customer.auth, { address: ibadanAddress }, key);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      code: 'conflict',
      detail: 'This Idempotency-Key was already used for a different order. Use a new key.',
      message_id: 'detail.order.key-reused',
    });
    const page = await place(customer.auth, { address: ibadanAddress }, { ...key, ...yoruba });
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({
      code: 'conflict',
      detail: 'A ti lo Idempotency-Key yìí fún ọ́dà mìíràn. Ẹ lo Idempotency-Key tuntun.',
      message_id: 'detail.order.key-reused',
    });
  });

  it('a key whose order is still being placed', async () => {
    const p = await makeStockedProduct(db, { quantity: 5 });
    const customer = await customerWithCart([[p.id, 1]]);
    // Another request holds the key and has no answer yet.
    await db
      .insertInto('idempotency_keys')
      .values({ user_id: customer.user.id, key: 'in-flight-31', request_hash: 'another', created_at: Date.now() })
      .execute();
    const key = { 'idempotency-key': 'in-flight-31' };
    const english = await place(customer.auth, { address: lagosAddress }, key);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      code: 'conflict',
      detail: 'An order with this Idempotency-Key is still being placed. Try again shortly.',
      message_id: 'detail.order.key-in-progress',
    });
    const page = await place(customer.auth, { address: lagosAddress }, { ...key, ...yoruba });
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({
      code: 'conflict',
      detail: 'A ṣì ń ṣe ọ́dà tí ó ní Idempotency-Key yìí. Ẹ tún gbìyànjú láìpẹ́.',
      message_id: 'detail.order.key-in-progress',
    });
    expect(await orderCount(customer.user.id)).toBe(0);
  });
});
