import { describe, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { clientLine, lagosAddress, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';
import { pageLanguageHeader } from '../../i18n/index.ts';

// Small caps, so that each rule is reached with a few units.
const { app, db } = await createTestApp({
  RESERVE_MAX_PER_LINE: '6',
  RESERVE_MAX_UNITS_PER_ORDER: '8',
  RESERVE_MAX_UNPAID_ORDERS: '2',
  RESERVE_MAX_UNITS_PER_CUSTOMER: '10',
  RESERVE_MAX_UNITS_PER_ADDRESS: '12',
  RESERVE_MAX_SHARE_PERCENT: '20',
  RESERVE_SHARE_FLOOR: '3',
  RATE_LIMIT_EXEMPT_ADDRESSES: '10.9.0.0/16',
});

type Auth = Record<string, string>;
let addressSequence = 0;
/** A client address of its own for each test: the caps per address do not leak between tests. */
const newAddress = () => `198.51.100.${++addressSequence}`;

function place(auth: Auth, ip: string, lines: [productId: number, quantity: number][], headers: Auth = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/place-order/',
    payload: { address: lagosAddress, items: lines.map(([id, q]) => clientLine(id, q)) },
    headers: { ...auth, ...headers },
    remoteAddress: ip,
  });
}

const unpaidOrdersOf = async (userId: number) =>
  (await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('state', '=', 'awaiting').execute())
    .length;

async function expectRefused(res: Awaited<ReturnType<typeof place>>, detail: RegExp) {
  expect(res.statusCode).toBe(409);
  // Said by its id (issue 31): the English detail as it always was, the id and values beside it.
  expect(res.json()).toMatchObject({
    code: 'conflict',
    detail: expect.stringMatching(detail),
    message_id: expect.stringMatching(/^detail\.order\./),
  });
}

describe('the reservation policy at place-order', () => {
  it('caps a line and an order, and a refusal changes nothing', async () => {
    const a = await makeStockedProduct(db, { title: 'Garri', quantity: 100 });
    const b = await makeStockedProduct(db, { quantity: 100 });
    const shopper = await makeSignedInUser(db);
    const ip = newAddress();
    await expectRefused(
      await place(shopper.auth, ip, [[a.id, 7]]),
      /^You can reserve at most 6 of "Garri" in one order\. Lower the quantity/,
    );
    await expectRefused(
      await place(shopper.auth, ip, [
        [a.id, 5],
        [b.id, 4],
      ]),
      /^One order can reserve at most 8 items; this one has 9\./,
    );
    expect(await stockOf(db, a.id)).toBe(100);
    expect(await stockOf(db, b.id)).toBe(100);
    expect(await unpaidOrdersOf(shopper.user.id)).toBe(0);
    expect((await place(shopper.auth, ip, [[a.id, 6]])).statusCode).toBe(201);
    expect(await stockOf(db, a.id)).toBe(94);
  });

  it("caps a customer's unpaid orders; cancelling one makes room again", async () => {
    const p = await makeStockedProduct(db, { quantity: 100 });
    const shopper = await makeSignedInUser(db);
    const ip = newAddress();
    const first = await place(shopper.auth, ip, [[p.id, 1]]);
    expect((await place(shopper.auth, ip, [[p.id, 1]])).statusCode).toBe(201);
    await expectRefused(
      await place(shopper.auth, ip, [[p.id, 1]]),
      /^You already have 2 unpaid orders, the most you can have at once\. Pay for or cancel one/,
    );
    expect(await stockOf(db, p.id)).toBe(98);
    const cancel = await app.inject({ method: 'DELETE', url: `/api/orders/${first.json().id}`, headers: shopper.auth });
    expect(cancel.statusCode).toBe(200);
    expect((await place(shopper.auth, ip, [[p.id, 1]])).statusCode).toBe(201);
  });

  it('caps the units all unpaid orders of a customer hold', async () => {
    const products = await Promise.all([1, 2, 3].map(() => makeStockedProduct(db, { quantity: 1_000 })));
    const shopper = await makeSignedInUser(db);
    const ip = newAddress();
    expect(
      (
        await place(shopper.auth, ip, [
          [products[0]!.id, 4],
          [products[1]!.id, 4],
        ])
      ).statusCode,
    ).toBe(201);
    await expectRefused(
      await place(shopper.auth, ip, [[products[2]!.id, 3]]),
      /^Your unpaid orders already reserve 8 items, and you can reserve at most 10 at once\./,
    );
    expect((await place(shopper.auth, ip, [[products[2]!.id, 2]])).statusCode).toBe(201);
  });

  it('caps the units the unpaid orders placed from one address hold, whatever the accounts', async () => {
    const products = await Promise.all([1, 2, 3, 4].map(() => makeStockedProduct(db, { quantity: 1_000 })));
    const ip = newAddress();
    for (const p of products.slice(0, 3)) {
      const account = await makeSignedInUser(db);
      expect((await place(account.auth, ip, [[p.id, 4]])).statusCode).toBe(201);
    }
    const another = await makeSignedInUser(db);
    await expectRefused(
      await place(another.auth, ip, [[products[3]!.id, 1]]),
      /^Unpaid orders placed from your network already reserve as many items as we hold for one network\./,
    );
    expect(await stockOf(db, products[3]!.id)).toBe(1_000);
    // The same account elsewhere, and another network, are not held back.
    expect((await place(another.auth, newAddress(), [[products[3]!.id, 1]])).statusCode).toBe(201);
  });

  it("caps anyone's share of a product's stock, with a floor so that small stocks still sell", async () => {
    const shelf = await makeStockedProduct(db, { title: 'Ofada rice', quantity: 25 }); // 20 % → 5
    const small = await makeStockedProduct(db, { title: 'Iru', quantity: 4 }); // floor 3
    const shopper = await makeSignedInUser(db);
    const ip = newAddress();
    expect((await place(shopper.auth, ip, [[shelf.id, 3]])).statusCode).toBe(201);
    await expectRefused(
      await place(shopper.auth, ip, [[shelf.id, 3]]),
      /^You can reserve at most 5 of "Ofada rice" at a time, so that other shoppers can buy it too, and your unpaid orders already hold 3\./,
    );
    await expectRefused(
      await place(shopper.auth, ip, [[small.id, 4]]),
      /^You can reserve at most 3 of "Iru" at a time, so that other shoppers can buy it too\. Lower the quantity/,
    );
    expect((await place(shopper.auth, newAddress(), [[small.id, 3]])).statusCode).toBe(201);
    expect(await stockOf(db, small.id)).toBe(1);
    // Another account on the first one's network: the address already holds 3 of the 5.
    const neighbour = await makeSignedInUser(db);
    await expectRefused(
      await place(neighbour.auth, ip, [[shelf.id, 3]]),
      /^At most 5 of "Ofada rice" can be reserved from one network at a time, and unpaid orders placed from yours already hold 3\./,
    );
    expect((await place(neighbour.auth, ip, [[shelf.id, 2]])).statusCode).toBe(201);
    expect(await stockOf(db, shelf.id)).toBe(20);
  });

  it('says "out of stock" rather than naming a cap when the stock cannot fill the line anyway', async () => {
    const last = await makeStockedProduct(db, { title: 'Last tins', quantity: 3 }); // floor 3
    const ip = newAddress();
    expect((await place((await makeSignedInUser(db)).auth, ip, [[last.id, 3]])).statusCode).toBe(201);
    const res = await place((await makeSignedInUser(db)).auth, ip, [[last.id, 1]]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'out_of_stock',
      detail: 'Sorry, "Last tins" is out of stock. Remove it from your cart to place the order.',
      message_id: 'detail.order.out-of-stock',
      message_values: { title: 'Last tins' },
    });
  });

  it('says a cap by its id: English for API clients, the page’s language for the web (issue 31)', async () => {
    const p = await makeStockedProduct(db, { title: 'Garri', quantity: 100 });
    const shopper = await makeSignedInUser(db);
    const ip = newAddress();
    const yoruba = { [pageLanguageHeader]: 'yo' };
    const line = { code: 'conflict', message_id: 'detail.order.line-cap', message_values: { max: 6, title: 'Garri' } };
    expect((await place(shopper.auth, ip, [[p.id, 7]])).json()).toEqual({
      ...line,
      detail: 'You can reserve at most 6 of "Garri" in one order. Lower the quantity to place the order.',
    });
    const page = await place(shopper.auth, ip, [[p.id, 7]], yoruba);
    expect(page.statusCode).toBe(409);
    expect(page.json()).toEqual({
      ...line,
      detail: '"Garri" tí kò ju 6 lọ ni ẹ lè gbà sílẹ̀ nínú ọ́dà kan. Ẹ dín iye rẹ̀ kù kí ẹ lè ṣe ọ́dà náà.',
    });
    for (let i = 0; i < 2; i++) expect((await place(shopper.auth, ip, [[p.id, 1]])).statusCode).toBe(201);
    const unpaid = { code: 'conflict', message_id: 'detail.order.unpaid-cap', message_values: { count: 2 } };
    expect((await place(shopper.auth, ip, [[p.id, 1]])).json()).toEqual({
      ...unpaid,
      detail:
        'You already have 2 unpaid orders, the most you can have at once. Pay for or cancel one in My Orders before placing another.',
    });
    expect((await place(shopper.auth, ip, [[p.id, 1]], yoruba)).json()).toEqual({
      ...unpaid,
      detail:
        'Ẹ ti ní ọ́dà 2 tí ẹ kò tíì sanwó fún, iye tó pọ̀ jù lọ ní ẹ̀ẹ̀kan náà. Ẹ sanwó fún ọ̀kan tàbí kí ẹ fagilé e nínú "Àwọn ọ́dà mi" kí ẹ tó ṣe òmíràn.',
    });
  });

  it('records the client address of each order; exempt networks have no address caps', async () => {
    const p = await makeStockedProduct(db, { quantity: 1_000 });
    const office = '10.9.3.4'; // in RATE_LIMIT_EXEMPT_ADDRESSES
    const refs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const account = await makeSignedInUser(db);
      const res = await place(account.auth, office, [[p.id, 6]]);
      expect(res.statusCode).toBe(201);
      refs.push(res.json().order_id);
    }
    const ips = await db.selectFrom('orders').select('client_ip').where('order_ref', 'in', refs).execute();
    expect(ips.map((r) => r.client_ip)).toEqual([office, office, office, office]);
    const mapped = await place((await makeSignedInUser(db)).auth, '::ffff:198.51.100.250', [[p.id, 1]]);
    const stored = await db
      .selectFrom('orders')
      .select('client_ip')
      .where('order_ref', '=', mapped.json().order_id)
      .executeTakeFirstOrThrow();
    expect(stored.client_ip).toBe('198.51.100.250');
  });
});

describe('the caps under concurrency (the same transaction as the stock)', () => {
  it('lets only one of two simultaneous orders of a customer pass the unpaid-orders cap', async () => {
    const p = await makeStockedProduct(db, { quantity: 100 });
    const shopper = await makeSignedInUser(db);
    const ip = newAddress();
    expect((await place(shopper.auth, ip, [[p.id, 1]])).statusCode).toBe(201);
    const answers = await Promise.all([1, 2, 3, 4].map(() => place(shopper.auth, ip, [[p.id, 1]])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await unpaidOrdersOf(shopper.user.id)).toBe(2);
    expect(await stockOf(db, p.id)).toBe(98);
  });

  it('lets many accounts on one address together hold no more than the share, however they race', async () => {
    const p = await makeStockedProduct(db, { quantity: 50 }); // 20 % → 10
    const ip = newAddress();
    const accounts = await Promise.all(Array.from({ length: 8 }, () => makeSignedInUser(db)));
    const answers = await Promise.all(accounts.map((a) => place(a.auth, ip, [[p.id, 3]])));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.json().code).toBe('conflict');
    expect(await stockOf(db, p.id)).toBe(41);
  });
});
