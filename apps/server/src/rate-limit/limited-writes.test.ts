import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startApiProcess } from '@oja/testing/processes/api-process';
import { makeProduct, makeSignedInUser } from '@oja/testing/factories/factories';
import {
  lagosAddress,
  makeOrder,
  makeStockedProduct,
  clientLine,
  stockOf,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { placeOrderFor } from '@oja/testing/factories/payment-factories';
import { createTestApp } from '@oja/testing/app/test-app';
import { redisTestPrefix, testRedisUrl } from '@oja/testing/databases/test-redis';
import { pageLanguageHeader } from '../i18n/index.ts';

/** Every cheap write an attacker could repeat is limited, with the same 429 answer (the stores: rate-limit.test.ts). */
// 30 orders of one customer reach the rate limit only without the reservation caps.
const { app, db, database } = await createTestApp(uncappedReservations);

let nextAddress = 1;
/** A client address no other test uses, so that only the limit under test can trip. */
const freshAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
let nextEmail = 1;
const newAccount = () => ({
  first_name: 'Ada',
  last_name: 'Obi',
  email: `limited${nextEmail++}@example.com`,
  password: 'a long enough password',
});

function expectRateLimited(res: LightMyRequestResponse, detail: RegExp, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  // Said by its id with the wait as values (issue 31); the English detail as it always was.
  expect(res.json()).toEqual({
    detail: expect.stringMatching(detail),
    code: 'rate_limited',
    message_id: expect.stringMatching(/^detail\.limit\./),
    message_values: { unit: 'minute', wait: expect.any(Number) },
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const count = async (table: 'users' | 'carts' | 'orders' | 'payments') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('registration', () => {
  const register = (remoteAddress: string, payload: object = newAccount()) =>
    app.inject({ method: 'POST', url: '/api/register/', payload, remoteAddress });

  it('allows 20 attempts an hour from one address (a taken e-mail counts), then 429 and no account', async () => {
    const address = freshAddress();
    const first = newAccount();
    expect((await register(address, first)).statusCode).toBe(201);
    expect((await register(address, first)).statusCode).toBe(409); // probing for accounts counts too
    for (let i = 0; i < 18; i++) expect((await register(address)).statusCode).toBe(201);
    const users = await count('users');
    const refused = await register(address);
    expectRateLimited(refused, /^Too many new accounts from your network\. Please try again in \d+ minutes\.$/, 3600);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await count('users')).toBe(users);
    // Another address is not affected.
    expect((await register(freshAddress())).statusCode).toBe(201);
  });

  it('does not count a body that fails validation', async () => {
    const address = freshAddress();
    for (let i = 0; i < 25; i++) {
      expect((await register(address, { ...newAccount(), email: 'not an e-mail' })).statusCode).toBe(400);
    }
    expect((await register(address)).statusCode).toBe(201);
  });
});

describe('payment starts', () => {
  const start = (auth: Record<string, string>, orderId: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments/`, headers: auth, remoteAddress });

  it('allows 20 an hour per customer, then 429 without asking the provider', async () => {
    const me = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, me.auth);
    for (let i = 0; i < 20; i++) expect((await start(me.auth, order.order_id, freshAddress())).statusCode).toBe(201);
    const payments = await count('payments');
    expectRateLimited(
      await start(me.auth, order.order_id, freshAddress()),
      /^Too many payment attempts\. Please try again in \d+ minutes\.$/,
      3600,
    );
    expect(await count('payments')).toBe(payments);
  });

  it('allows 60 an hour from one address across customers', async () => {
    const address = freshAddress();
    for (let c = 0; c < 3; c++) {
      const customer = await makeSignedInUser(db);
      const order = await placeOrderFor(app, db, customer.auth);
      for (let i = 0; i < 20; i++) expect((await start(customer.auth, order.order_id, address)).statusCode).toBe(201);
    }
    const last = await makeSignedInUser(db);
    const order = await placeOrderFor(app, db, last.auth);
    expect((await start(last.auth, order.order_id, address)).statusCode).toBe(429);
    expect((await start(last.auth, order.order_id, freshAddress())).statusCode).toBe(201);
  });

  it('does not count a start the order refuses (not the customer’s, not payable)', async () => {
    const me = await makeSignedInUser(db);
    const other = await makeSignedInUser(db);
    const theirs = await placeOrderFor(app, db, other.auth);
    const address = freshAddress();
    for (let i = 0; i < 25; i++) expect((await start(me.auth, theirs.order_id, address)).statusCode).toBe(404);
    const mine = await placeOrderFor(app, db, me.auth);
    expect((await start(me.auth, mine.order_id, address)).statusCode).toBe(201);
  });
});

describe('guest carts', () => {
  const add = (productId: number, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/cart/items/', payload: { product_id: productId }, headers, remoteAddress });

  it('allows 100 new carts an hour from one address; carts already open and customers carry on', async () => {
    const product = await makeStockedProduct(db, { quantity: 50 });
    const other = await makeProduct(db, product.category_id, { quantity: 50 });
    const address = freshAddress();
    let cookie = '';
    for (let i = 0; i < 100; i++) {
      const res = await add(product.id, address);
      expect(res.statusCode).toBe(200);
      cookie = String(res.headers['set-cookie']).split(';')[0]!;
    }
    const carts = await count('carts');
    const refused = await add(product.id, address);
    expectRateLimited(refused, /^Too many new carts from your network\. Please try again in \d+ minutes\.$/, 3600);
    expect(await count('carts')).toBe(carts);
    // A visitor whose cart exists keeps shopping; a signed-in customer is not a guest cart.
    expect((await add(other.id, address, { cookie })).json().items).toHaveLength(2);
    const customer = await makeSignedInUser(db);
    expect((await add(product.id, address, customer.auth)).statusCode).toBe(200);
  });
});

describe('reviews', () => {
  it('allows 20 review writes an hour per customer (new and edited), then 429 and the review unchanged', async () => {
    const me = await makeSignedInUser(db);
    const product = await makeStockedProduct(db);
    await makeOrder(db, me.user.id, [{ productId: product.id }], { state: 'delivered' });
    const url = `/api/products/${product.slug}/reviews/`;
    const body = (i: number) => ({ rating: 1 + (i % 5), body: `Edition ${i} of my thoughts on this product.` });
    expect((await app.inject({ method: 'POST', url, payload: body(0), headers: me.auth })).statusCode).toBe(201);
    for (let i = 1; i < 20; i++) {
      const res = await app.inject({ method: 'PATCH', url: `${url}mine/`, payload: body(i), headers: me.auth });
      expect(res.statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'PATCH', url: `${url}mine/`, payload: body(99), headers: me.auth });
    expectRateLimited(refused, /^You have written a lot of reviews in a short time\./, 3600);
    const mine = await app.inject({ url: `${url}mine/`, headers: me.auth });
    expect(mine.json().review.body).toBe(body(19).body);
  });
});

describe('placing orders', () => {
  it('allows 30 an hour per customer, then 429 and no stock reserved', async () => {
    const me = await makeSignedInUser(db);
    const product = await makeStockedProduct(db, { quantity: 100 });
    const place = () =>
      app.inject({
        method: 'POST',
        url: '/api/place-order/',
        payload: { address: lagosAddress, items: [clientLine(product.id, 1)] },
        headers: me.auth,
      });
    for (let i = 0; i < 30; i++) expect((await place()).statusCode).toBe(201);
    const refused = await place();
    expectRateLimited(
      refused,
      /^You have placed many orders in a short time\. Please try again in 60 minutes\.$/,
      3600,
    );
    // The web's request (issue 31): the same refusal, and its wait, in the page's language.
    const page = await app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: lagosAddress, items: [clientLine(product.id, 1)] },
      headers: { ...me.auth, [pageLanguageHeader]: 'yo' },
    });
    expectRateLimited(page, /^Ẹ ti ṣe ọ́dà púpọ̀ láàárín àkókò kúkúrú\. Ẹ jọ̀wọ́, ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú \d+\.$/, 3600);
    expect(page.json().message_values).toEqual(refused.json().message_values);
    expect(await stockOf(db, product.id)).toBe(70);
  });

  it('still answers the retry of an order already placed (same Idempotency-Key) once the limit is reached', async () => {
    const me = await makeSignedInUser(db);
    const product = await makeStockedProduct(db, { quantity: 100 });
    const place = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/place-order/',
        payload: { address: lagosAddress, items: [clientLine(product.id, 1)] },
        headers: { ...me.auth, 'idempotency-key': key },
      });
    const first = await place('order-0');
    expect(first.statusCode).toBe(201);
    for (let i = 1; i < 30; i++) expect((await place(`order-${i}`)).statusCode).toBe(201);
    expectRateLimited(await place('order-30'), /^You have placed many orders in a short time\./, 3600);
    const retry = await place('order-0');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await stockOf(db, product.id)).toBe(70);
  });
});

/** Two API processes on this database, behind a (pretend) proxy so each request names its address. */
async function registrationsAcrossProcesses(env: Record<string, string>) {
  const processes = await Promise.all([startApiProcess(database.url, env), startApiProcess(database.url, env)]);
  try {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        fetch(`${processes[i % 2]!.baseUrl}/api/register/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(newAccount()),
        }),
      ),
    );
    return answers.map((r) => r.status).sort();
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
}

describe('across server processes', () => {
  it('with the counters in the database: exactly 20 of 26 simultaneous registrations from one address', async () => {
    const statuses = await registrationsAcrossProcesses({ TRUST_PROXY: 'true' });
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(6).fill(429)]);
  });

  describe.skipIf(!testRedisUrl)('with the counters in Redis (TEST_REDIS_URL)', () => {
    const redis = redisTestPrefix();
    afterAll(redis.cleanUp);

    it('exactly 20 of 26 simultaneous registrations from one address, and none counted in the database', async () => {
      const before = await db
        .selectFrom('rate_limit_hits')
        .select('id')
        .where('bucket', 'like', 'register:%')
        .execute();
      const statuses = await registrationsAcrossProcesses({
        TRUST_PROXY: 'true',
        REDIS_URL: testRedisUrl!,
        REDIS_KEY_PREFIX: redis.prefix,
      });
      expect(statuses).toEqual([...Array(20).fill(201), ...Array(6).fill(429)]);
      const after = await db.selectFrom('rate_limit_hits').select('id').where('bucket', 'like', 'register:%').execute();
      expect(after).toHaveLength(before.length);
    });
  });
});
