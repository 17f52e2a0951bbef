import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderActorKinds, orderStates, type OrderActorKind, type OrderState } from '@oja/shared/order-status';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { makeOrder, makeStockedProduct, stockOf } from '@oja/testing/factories/order-factories';
import { createTestApp } from '@oja/testing/app/test-app';
import {
  guardRefusal,
  nextStates,
  notYours,
  orderEdges,
  orderStepNames,
  orderSteps,
  refusal,
  type OrderStepName,
} from './order-graph.ts';
import { transition, type TransitionRequest } from './order-lifecycle.ts';

const { db } = await createTestApp();

/** Facts for the steps whose e-mail needs them; the others take none. */
function requestFor(step: OrderStepName, orderId: number, from: OrderState, actor: OrderActorKind) {
  const base = { orderId, from, actor: { kind: actor, userId: null }, note: 'test', publicUrl: 'https://oja.test' };
  if (step === 'review') return { ...base, step, facts: { fees: [] } } as TransitionRequest<'review'>;
  if (step === 'pay' || step === 'confirm_transfer') {
    return {
      ...base,
      step,
      facts: { amountMinor: 100, currency: 'USD', providerName: 'Test', testMode: true },
    } as TransitionRequest<'pay' | 'confirm_transfer'>;
  }
  if (step === 'choose_transfer') {
    const bank = { bankName: 'Test Bank', accountName: 'Oja Test', accountNumber: '0123456789' };
    return { ...base, step, facts: { bank, timeZone: 'Africa/Lagos' } } as TransitionRequest<'choose_transfer'>;
  }
  return { ...base, step } as TransitionRequest;
}

/** Everything a step leaves behind for one order: its state, events, notifications, e-mails, stock. */
async function traces(orderId: number, productId: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.state', 'users.email'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
  return {
    state: order.state,
    events: await count(
      db
        .selectFrom('order_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ),
    notifications: await count(
      db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ),
    mails: await count(
      db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('to_address', '=', order.email)
        .executeTakeFirstOrThrow(),
    ),
    stock: await stockOf(db, productId),
  };
}

async function orderIn(state: OrderState) {
  const customer = await makeSignedInUser(db);
  const product = await makeStockedProduct(db, { quantity: 10 });
  const order = await makeOrder(db, customer.user.id, [{ productId: product.id }], { state });
  return { order, product };
}

const refusedWith = async (work: (trx: Kysely<DB>) => Promise<boolean>) => {
  try {
    await db.transaction().execute(work);
  } catch (e) {
    return e;
  }
  throw new Error('the step was not refused');
};

describe('the order graph', () => {
  it('is the lifecycle the shop has always had: every edge, and who may take it', () => {
    const table = orderEdges.map((e) => `${e.from} → ${e.to}: ${e.by.join(', ')} (${e.step})`);
    expect(table).toEqual([
      'awaiting → awaiting: staff (review)',
      'awaiting → awaiting: staff (readdress)',
      'awaiting → opened: provider (pay)',
      'awaiting → cancelled: customer (cancel)',
      'on_delivery → cancelled: customer (cancel)',
      'awaiting → expired: system (expire)',
      'on_delivery → expired: system (expire)',
      'opened → processed: staff (process)',
      'on_delivery → processed: staff (process)',
      'processed → delivered: staff (deliver)',
      'opened → refunded: staff (refund)',
      'processed → refunded: staff (refund)',
      'delivered → refunded: staff (refund)',
      // Bank transfer and pay on delivery (docs/decisions/0033, 0069).
      'awaiting → awaiting: customer (choose_transfer)',
      'awaiting → opened: staff (confirm_transfer)',
      // Pay on delivery has its own state (decision 0040): `opened` always means paid.
      'awaiting → on_delivery: customer (accept_on_delivery)',
      'processed → delivered: staff (paid_on_delivery)',
      'on_delivery → cancelled: staff (refused_on_delivery)',
      'processed → cancelled: staff (refused_on_delivery)',
    ]);
    expect(orderSteps.place).toMatchObject({ from: [], to: 'awaiting', by: ['customer'] });
  });

  it('gives staff their next statuses from the graph', () => {
    const paid = { order_ref: 'OJA-1', payment_method: 'provider' as const, paid_at: 1 };
    expect(Object.fromEntries(orderStates.map((s) => [s, nextStates(s, paid)]))).toEqual({
      awaiting: [],
      on_delivery: ['processed'],
      opened: ['processed', 'refunded'],
      processed: ['delivered', 'refunded'],
      delivered: ['refunded'],
      refunded: [],
      cancelled: [],
      expired: [],
    });
  });

  it('lets its guards, not the callers, decide what an order paid on delivery may do', () => {
    const unpaid = { order_ref: 'OJA-2', payment_method: 'on_delivery' as const, paid_at: null };
    const paidAtTheDoor = { ...unpaid, paid_at: 1 };
    // Not paid: dispatched, then only paid or refused at the door; never delivered or refunded unpaid.
    expect(nextStates('on_delivery', unpaid)).toEqual(['processed']);
    expect(nextStates('processed', unpaid)).toEqual([]);
    expect(guardRefusal('deliver', unpaid)).toContain('record it as paid on delivery');
    expect(guardRefusal('refund', unpaid)).toContain('nothing to refund');
    expect(guardRefusal('paid_on_delivery', unpaid)).toBeNull();
    expect(guardRefusal('refused_on_delivery', unpaid)).toBeNull();
    // Paid at the door: like any paid order.
    expect(nextStates('delivered', paidAtTheDoor)).toEqual(['refunded']);
    expect(guardRefusal('paid_on_delivery', paidAtTheDoor)).toContain('already been paid');
    // Not paid on delivery at all: the door's outcomes are not for it.
    const provider = { order_ref: 'OJA-3', payment_method: 'provider' as const, paid_at: 1 };
    expect(guardRefusal('refused_on_delivery', provider)).toContain('not paid on delivery');
  });
});

describe('transition() refuses what the graph does not hold', () => {
  const steps = orderStepNames.filter((s) => s !== 'place');

  it('refuses every step to every actor the graph does not name (403 forbidden), changing nothing', async () => {
    const { order, product } = await orderIn('awaiting');
    const before = await traces(order.id, product.id);
    let refused = 0;
    for (const actor of orderActorKinds) {
      for (const step of steps.filter((s) => !(orderSteps[s].by as readonly string[]).includes(actor))) {
        const from = orderSteps[step].from[0]!;
        const error = await refusedWith((trx) => transition(trx, requestFor(step, order.id, from, actor)));
        expect(error, `${actor} ${step}`).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: 'forbidden', message: notYours(step, actor) });
        refused++;
      }
    }
    // Each actor is refused all but its own steps: staff 5, customer 10, provider 12, system 12.
    expect(refused).toBe(4 * steps.length - steps.length);
    expect(await traces(order.id, product.id)).toEqual(before);
    expect(notYours('pay', 'customer')).toBe(
      'An order can be moved to opened (pay) only by a verified payment, not by its customer.',
    );
  });

  it('refuses every step from a state it does not leave from (409 conflict, in words staff can act on)', async () => {
    const orders = new Map(await Promise.all(orderStates.map(async (s) => [s, await orderIn(s)] as const)));
    const before = new Map(
      await Promise.all(
        orderStates.map(async (s) => [s, await traces(orders.get(s)!.order.id, orders.get(s)!.product.id)] as const),
      ),
    );
    let refused = 0;
    for (const step of steps) {
      const actor = orderSteps[step].by[0]!;
      for (const from of orderStates.filter((s) => !(orderSteps[step].from as readonly string[]).includes(s))) {
        const { order } = orders.get(from)!;
        const error = await refusedWith((trx) => transition(trx, requestFor(step, order.id, from, actor)));
        expect(error, `${actor} ${step} from ${from}`).toMatchObject({
          code: 'conflict',
          message: refusal(from, orderSteps[step].to),
        });
        refused++;
      }
    }
    expect(refused).toBe(steps.length * orderStates.length - orderEdges.length);
    for (const s of orderStates) {
      expect(await traces(orders.get(s)!.order.id, orders.get(s)!.product.id), s).toEqual(before.get(s));
    }
    expect(refusal('awaiting', 'processed')).toBe(
      'This order has not been paid yet, so it cannot be processed. It can be processed once it is paid.',
    );
  });

  it('answers false, changing nothing, when the order is no longer in the state the caller read', async () => {
    const { order, product } = await orderIn('processed');
    const before = await traces(order.id, product.id);
    const moved = await db
      .transaction()
      .execute((trx) => transition(trx, requestFor('process', order.id, 'opened', 'staff')));
    expect(moved).toBe(false);
    expect(await traces(order.id, product.id)).toEqual(before);
  });
});

describe('what a step tells the customer', () => {
  it('says nothing of an address change (it used to say "ready for payment"), and tells a review once', async () => {
    const { order, product } = await orderIn('awaiting');
    const before = await traces(order.id, product.id);
    expect(
      await db.transaction().execute((trx) => transition(trx, requestFor('readdress', order.id, 'awaiting', 'staff'))),
    ).toBe(true);
    expect(await traces(order.id, product.id)).toEqual({ ...before, events: before.events + 1 });
    expect(
      await db.transaction().execute((trx) => transition(trx, requestFor('review', order.id, 'awaiting', 'staff'))),
    ).toBe(true);
    expect(await traces(order.id, product.id)).toEqual({
      ...before,
      events: before.events + 2,
      notifications: before.notifications + 1,
      mails: before.mails + 1,
    });
  });
});

describe('transition() under a race', () => {
  /** Several callers take a step from the same state at once, each in a transaction of its own. */
  async function race(requests: TransitionRequest[]) {
    return Promise.all(requests.map((r) => db.transaction().execute((trx) => transition(trx, r))));
  }

  it('lets exactly one of two staff win: one event, one e-mail, one notification', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, product } = await orderIn('opened');
      const before = await traces(order.id, product.id);
      const won = await race([
        requestFor('process', order.id, 'opened', 'staff'),
        requestFor('refund', order.id, 'opened', 'staff'),
      ]);
      expect(won.filter(Boolean)).toHaveLength(1);
      const after = await traces(order.id, product.id);
      expect(after.state).toBe(won[0] ? 'processed' : 'refunded');
      expect(after).toMatchObject({
        events: before.events + 1,
        notifications: before.notifications + 1,
        mails: before.mails + 1,
      });
    }
  });

  it('lets exactly one payment open an order, however many verify it at once', async () => {
    const { order, product } = await orderIn('awaiting');
    const before = await traces(order.id, product.id);
    const won = await race(Array.from({ length: 4 }, () => requestFor('pay', order.id, 'awaiting', 'provider')));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await traces(order.id, product.id)).toEqual({
      ...before,
      state: 'opened',
      events: before.events + 1,
      notifications: before.notifications + 1,
      mails: before.mails + 1,
    });
  });

  it('returns the stock once when the customer cancels as the order expires', async () => {
    const { order, product } = await orderIn('awaiting');
    const before = await traces(order.id, product.id);
    const won = await race([
      requestFor('cancel', order.id, 'awaiting', 'customer'),
      requestFor('expire', order.id, 'awaiting', 'system'),
    ]);
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await traces(order.id, product.id)).toEqual({
      ...before,
      state: won[0] ? 'cancelled' : 'expired',
      events: before.events + 1,
      stock: before.stock + 1,
    });
  });
});
