import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { startApiProcess } from '@oja/testing/processes/api-process';
import { startFakePaystack } from '@oja/testing/fakes/fake-paystack';
import { makeSignedInUser, makeUser } from '@oja/testing/factories/factories';
import {
  clientLine,
  lagosAddress,
  makeStockedProduct,
  stockOf,
  uncappedReservations,
} from '@oja/testing/factories/order-factories';
import { paymentMails } from '@oja/testing/factories/payment-factories';
import { startTestSmtpServer } from '@oja/testing/fakes/smtp-server';
import { createTestDatabase, testDialect } from '@oja/testing/databases/test-database';
import { enqueueMail } from './mail/index.ts';

/**
 * Several identical server processes on one PostgreSQL database, as docs/deployment.md runs them:
 * two real API processes, each with the background jobs main.ts starts, share everything a
 * shopper or a job touches through the database.
 */
const skipReason =
  'multi-process.test.ts SKIPPED on SQLite: several server processes are a PostgreSQL deployment (docs/deployment.md); run with TEST_DATABASE_URL';
if (testDialect !== 'postgres') console.warn(`⚠  ${skipReason}`);

type Server = Awaited<ReturnType<typeof startApiProcess>>;
type Json = Record<string, unknown>;
const secretKey = 'sk_test_multi_process_0123';
/** Both processes run their jobs this often, so that they overlap. */
const jobIntervalMs = 150;

/** Polls `check` until it returns a value (a generous limit; nothing is timed). */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, limitMs = 45_000): Promise<T> {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(testDialect !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let db: Kysely<DB>;
  let a: Server;
  let b: Server;
  let fake: Awaited<ReturnType<typeof startFakePaystack>>;
  const cleanUp: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  beforeAll(async () => {
    const database = await createTestDatabase();
    cleanUp.push(() => database.drop());
    db = database.db;
    fake = await startFakePaystack(secretKey);
    cleanUp.push(() => fake.close());
    const env = {
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: fake.url,
      ORDER_JOBS_INTERVAL_MS: String(jobIntervalMs),
      PAYMENT_JOBS_INTERVAL_MS: String(jobIntervalMs),
      // Many buyers from 127.0.0.1 race for the same stock: the reservation caps are not the test.
      ...uncappedReservations,
    };
    [a, b] = await Promise.all([
      startApiProcess(database.url, env, { jobs: true }),
      startApiProcess(database.url, env, { jobs: true }),
    ]);
    cleanUp.push(() => Promise.all([a.stop(), b.stop()]));
  });

  async function call(server: Server, method: string, path: string, headers: Json = {}, body?: unknown) {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(headers as object) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Json };
  }

  const placeOrder = (server: Server, auth: Json, productId: number, quantity = 1, headers: Json = {}) =>
    call(
      server,
      'POST',
      '/api/place-order/',
      { ...auth, ...headers },
      {
        address: lagosAddress,
        items: [clientLine(productId, quantity)],
      },
    );

  it('a session made on one works on the other, and signing out on the other ends it on the first', async () => {
    const user = await makeUser(db);
    const login = await call(a, 'POST', '/api/login/', {}, { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('oja_session='))!
      .split(';')[0]!;
    const bearer = { authorization: `Bearer ${String(login.body.access)}` };

    expect(await call(b, 'GET', '/api/me/', { cookie })).toMatchObject({ status: 200, body: { email: user.email } });
    expect((await call(b, 'GET', '/api/me/', bearer)).status).toBe(200);

    expect((await call(b, 'POST', '/api/logout/', { cookie })).status).toBe(204);
    expect((await call(a, 'GET', '/api/me/', { cookie })).status).toBe(401);
    expect((await call(a, 'GET', '/api/me/', bearer)).status).toBe(401);
  });

  it('a guest cart made on one is the same cart on the other', async () => {
    const first = await makeStockedProduct(db);
    const second = await makeStockedProduct(db);
    const added = await call(a, 'POST', '/api/cart/items/', {}, { product_id: first.id });
    expect(added.status).toBe(200);
    const cookie = added.headers
      .getSetCookie()
      .find((c) => c.startsWith('oja_cart='))!
      .split(';')[0]!;

    const seen = await call(b, 'GET', '/api/cart/', { cookie });
    expect(seen.body.items).toEqual([
      expect.objectContaining({ quantity: 1, item: expect.objectContaining({ id: first.id }) }),
    ]);
    expect((await call(b, 'POST', '/api/cart/items/', { cookie }, { product_id: second.id })).status).toBe(200);
    expect(((await call(a, 'GET', '/api/cart/', { cookie })).body.items as unknown[]).length).toBe(2);
  });

  it('an Idempotency-Key used on one replays on the other; sent to both at once, it places one order', async () => {
    const customer = await makeSignedInUser(db);
    const product = await makeStockedProduct(db, { quantity: 20 });
    const first = await placeOrder(a, customer.auth, product.id, 2, { 'idempotency-key': 'multi-1' });
    expect(first.status).toBe(201);
    const retry = await placeOrder(b, customer.auth, product.id, 2, { 'idempotency-key': 'multi-1' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toBe(first.body.id);

    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placeOrder(i % 2 ? a : b, customer.auth, product.id, 3, { 'idempotency-key': 'multi-2' }),
      ),
    );
    const placed = new Set(burst.filter((r) => r.status === 201).map((r) => r.body.id));
    expect(placed.size).toBe(1);
    // The others were told the first is still being placed (409), or got its answer back.
    for (const r of burst.filter((x) => x.status !== 201)) expect(r.status).toBe(409);
    const orders = await db.selectFrom('orders').select('id').where('user_id', '=', customer.user.id).execute();
    expect(orders).toHaveLength(2);
    expect(await stockOf(db, product.id)).toBe(15);
  });

  it('the oversell race split across both accepts exactly the stock (30 orders for 5 items)', async () => {
    const product = await makeStockedProduct(db, { quantity: 5 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => makeSignedInUser(db)));
    const answers = await Promise.all(buyers.map((buyer, i) => placeOrder(i % 2 ? a : b, buyer.auth, product.id)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r).toMatchObject({ status: 409, body: { code: 'out_of_stock' } });
    }
    expect(await stockOf(db, product.id)).toBe(0);
    const reserved = await db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(reserved.n)).toBe(5);
  });

  it('the expiry job in both processes expires each due order once and returns its stock once', async () => {
    const product = await makeStockedProduct(db, { quantity: 100 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => makeSignedInUser(db)));
    const placed = await Promise.all(buyers.map((buyer, i) => placeOrder(i % 2 ? a : b, buyer.auth, product.id, 2)));
    const ids = placed.map((r) => {
      expect(r.status).toBe(201);
      return r.body.id as number;
    });
    expect(await stockOf(db, product.id)).toBe(40);

    // Their time is up at once: both processes' next runs find all 30 due.
    await db
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1_000 })
      .where('id', 'in', ids)
      .execute();
    await eventually('the orders to expire', async () => {
      const open = await db
        .selectFrom('orders')
        .select('id')
        .where('id', 'in', ids)
        .where('state', '<>', 'expired')
        .execute();
      return open.length === 0 ? true : undefined;
    });

    const events = await db
      .selectFrom('order_events')
      .select(['order_id', sql<number>`count(*)`.as('n')])
      .where('order_id', 'in', ids)
      .where('to_state', '=', 'expired')
      .groupBy('order_id')
      .execute();
    expect(events).toHaveLength(30);
    for (const e of events) expect(Number(e.n)).toBe(1);
    expect(await stockOf(db, product.id)).toBe(100);
  });

  it('reconciliation in both processes verifies each pending payment once and settles it once', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => makeSignedInUser(db)));
    const product = await makeStockedProduct(db, { quantity: 100 });
    const started = await Promise.all(
      buyers.map(async (buyer, i) => {
        const server = i % 2 ? a : b;
        const order = await placeOrder(server, buyer.auth, product.id);
        expect(order.status).toBe(201);
        const payment = await call(server, 'POST', `/api/orders/${String(order.body.order_id)}/payments/`, buyer.auth);
        expect(payment.status).toBe(201);
        return {
          orderId: order.body.id as number,
          orderRef: order.body.order_id as string,
          reference: (payment.body.payment as Json).reference as string,
        };
      }),
    );
    // Every customer paid at Paystack, but no return and no webhook ever reached the shop.
    for (const { reference } of started) fake.pay(reference, { outcome: 'success' });
    const references = started.map((s) => s.reference);
    const verifies = (reference: string) =>
      fake.requests.filter((r) => r.path === `/transaction/verify/${reference}`).length;
    expect(references.map(verifies)).toEqual(references.map(() => 0));

    // Started 10 minutes ago: due for reconciliation in both processes' next runs.
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await db
      .updateTable('payments')
      .set({ created_at: tenMinutesAgo, updated_at: tenMinutesAgo })
      .where('reference', 'in', references)
      .execute();
    await eventually('the payments to be settled', async () => {
      const pending = await db
        .selectFrom('payments')
        .select('id')
        .where('reference', 'in', references)
        .where('status', '<>', 'success')
        .execute();
      return pending.length === 0 ? true : undefined;
    });
    // A few more runs of both processes' jobs: nothing is asked or applied again.
    await new Promise((resolve) => setTimeout(resolve, 5 * jobIntervalMs));

    expect(references.map(verifies)).toEqual(references.map(() => 1));
    for (const { orderId, orderRef } of started) {
      const order = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order.state).toBe('opened');
      const opened = await db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', orderId)
        .where('to_state', '=', 'opened')
        .execute();
      expect(opened).toHaveLength(1);
      expect(await paymentMails(db, orderRef)).toHaveLength(1);
    }
  });
});

/**
 * The deployment docs/deployment.md recommends at scale: two web processes (PROCESS_ROLE=web,
 * no background jobs) behind the load balancer and one worker (PROCESS_ROLE=worker: the jobs,
 * and only a health check over HTTP). The web processes are given an SMTP server of their own:
 * a mail they sent would arrive there, so its staying empty while the worker's receives every
 * message proves that only the worker runs the outbox.
 */
describe.skipIf(testDialect !== 'postgres')('two web processes and one worker on one PostgreSQL database', () => {
  let db: Kysely<DB>;
  let web1: Server;
  let web2: Server;
  let worker: Server;
  let webMail: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let workerMail: Awaited<ReturnType<typeof startTestSmtpServer>>;
  const cleanUp: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  beforeAll(async () => {
    const database = await createTestDatabase();
    cleanUp.push(() => database.drop());
    db = database.db;
    [webMail, workerMail] = await Promise.all([startTestSmtpServer(), startTestSmtpServer()]);
    cleanUp.push(() => Promise.all([webMail.close(), workerMail.close()]));
    const env = {
      ORDER_JOBS_INTERVAL_MS: String(jobIntervalMs),
      PAYMENT_JOBS_INTERVAL_MS: String(jobIntervalMs),
      ...uncappedReservations,
    };
    // `jobs: true` for all three: whether jobs run is the role's decision, as in main.ts.
    [web1, web2, worker] = await Promise.all([
      startApiProcess(database.url, { ...env, PROCESS_ROLE: 'web', SMTP_URL: webMail.url }, { jobs: true }),
      startApiProcess(database.url, { ...env, PROCESS_ROLE: 'web', SMTP_URL: webMail.url }, { jobs: true }),
      startApiProcess(database.url, { ...env, PROCESS_ROLE: 'worker', SMTP_URL: workerMail.url }, { jobs: true }),
    ]);
    cleanUp.push(() => Promise.all([web1.stop(), web2.stop(), worker.stop()]));
  }, 120_000); // three processes starting on a busy machine

  const post = (server: Server, path: string, headers: Json, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(headers as Record<string, string>) },
      body: JSON.stringify(body),
    });

  it('the worker answers only its health check; the web processes answer the API', async () => {
    const health = await fetch(`${worker.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', role: 'worker', database: 'postgres' });
    const api = await fetch(`${worker.baseUrl}/api/products/`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    for (const web of [web1, web2]) expect((await fetch(`${web.baseUrl}/api/products/`)).status).toBe(200);
  });

  it('mail queued through either web process is sent by the worker, never by a web process', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => makeUser(db)));
    for (const [i, user] of users.entries()) {
      const res = await post(i % 2 ? web1 : web2, '/api/password-reset/', {}, { email: user.email });
      expect(res.status).toBeLessThan(300);
    }
    for (let i = 0; i < 6; i++) {
      await enqueueMail(db, { to: `queued${i}@example.com`, subject: `Queued ${i}`, text: 'Hello' });
    }
    const addresses = [...users.map((u) => u.email), ...Array.from({ length: 6 }, (_, i) => `queued${i}@example.com`)];
    for (const to of addresses) await workerMail.messageTo(to, 45_000);
    // Marked sent just after the SMTP server took it.
    await eventually('the outbox to mark every message sent', async () => {
      const sent = await db
        .selectFrom('outbox')
        .select('sent_at')
        .where('to_address', 'in', addresses)
        .where('sent_at', 'is not', null)
        .execute();
      return sent.length === 10 ? true : undefined;
    });
    expect(workerMail.received).toHaveLength(10);
    expect(webMail.received).toHaveLength(0);
  });

  it('unpaid orders placed on the web processes are expired by the worker, once each', async () => {
    const product = await makeStockedProduct(db, { quantity: 50 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => makeSignedInUser(db)));
    const placed = await Promise.all(
      buyers.map((buyer, i) =>
        post(i % 2 ? web1 : web2, '/api/place-order/', buyer.auth, {
          address: lagosAddress,
          items: [clientLine(product.id, 2)],
        }).then((r) => r.json() as Promise<Json>),
      ),
    );
    const ids = placed.map((o) => o.id as number);
    expect(await stockOf(db, product.id)).toBe(30);
    await db
      .updateTable('orders')
      .set({ expires_at: Date.now() - 1_000 })
      .where('id', 'in', ids)
      .execute();
    await eventually('the worker to expire the orders', async () => {
      const open = await db
        .selectFrom('orders')
        .select('id')
        .where('id', 'in', ids)
        .where('state', '<>', 'expired')
        .execute();
      return open.length === 0 ? true : undefined;
    });
    const events = await db
      .selectFrom('order_events')
      .select(['order_id', sql<number>`count(*)`.as('n')])
      .where('order_id', 'in', ids)
      .where('to_state', '=', 'expired')
      .groupBy('order_id')
      .execute();
    expect(events.map((e) => Number(e.n))).toEqual(ids.map(() => 1));
    expect(await stockOf(db, product.id)).toBe(50);
  });
});
