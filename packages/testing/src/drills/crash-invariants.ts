import type { Kysely } from 'kysely';
import type { DB, OrderState } from '@oja/server/db/schema';
import type { OrderAttempt } from './crash-shopper.ts';
import type { LoadProduct } from '../factories/load-shop.ts';

/**
 * Which orders hold stock (DESIGN.md, domain rules): placing reserves it, and only cancelling or
 * expiring an unpaid order returns it. Paid orders keep it (sold), a refund does not return it.
 */
const releasedStates: OrderState[] = ['cancelled', 'expired'];
const paidStates: OrderState[] = ['opened', 'processed', 'delivered', 'refunded'];

export interface CrashTotals {
  orders: number;
  paid: number;
  cancelled: number;
  expired: number;
  awaiting: number;
  refundsDue: number;
  paymentsPending: number;
}

/**
 * What must hold after any number of crashes, checked in the database against what the clients
 * were told: every order answered 201 exists exactly once and no order exists that no answer
 * accounts for; stock = initial − units held by orders that hold stock; no order paid twice, and
 * an order counts as paid exactly when one verified payment opened it. Returns the violations.
 */
export async function checkCrashInvariants(
  db: Kysely<DB>,
  products: LoadProduct[],
  attempts: OrderAttempt[],
): Promise<{ violations: string[]; totals: CrashTotals }> {
  const violations: string[] = [];
  const orders = await db.selectFrom('orders').select(['id', 'order_ref', 'state', 'paid_at']).execute();
  const byRef = new Map<string, typeof orders>();
  for (const o of orders) byRef.set(o.order_ref, [...(byRef.get(o.order_ref) ?? []), o]);

  // 1. Orders answered with success: each exactly once, one order per Idempotency-Key.
  const answered = new Set<string>();
  for (const a of attempts) {
    violations.push(...a.unexpected.map((u) => `unexpected answer: ${u}`));
    const refs = new Set(a.placedRefs);
    if (refs.size > 1) violations.push(`Idempotency-Key ${a.key} was answered with ${refs.size} different orders`);
    for (const ref of refs) {
      answered.add(ref);
      const found = byRef.get(ref)?.length ?? 0;
      if (found !== 1) violations.push(`order ${ref} was answered 201 but exists ${found} times`);
    }
  }
  for (const o of orders) {
    if (!answered.has(o.order_ref)) violations.push(`order ${o.order_ref} exists but no client was told about it`);
  }

  // 2. Stock: initial − units held by orders that still hold stock, never below zero.
  const items = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.product_id', 'order_items.quantity', 'orders.state'])
    .execute();
  const stock = await db.selectFrom('products').select(['id', 'quantity']).execute();
  for (const p of products) {
    const held = items
      .filter((i) => i.product_id === p.id && !releasedStates.includes(i.state))
      .reduce((sum, i) => sum + i.quantity, 0);
    const now = stock.find((s) => s.id === p.id)?.quantity;
    if (now !== p.quantity - held) {
      violations.push(`product ${p.id}: stock is ${now}, expected ${p.quantity} − ${held} held = ${p.quantity - held}`);
    }
  }

  // 3. Payments: at most one success per order; paid state ⇔ one verified payment opened it.
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'reference', 'status', 'failure_reason'])
    .execute();
  const ledger = await db.selectFrom('test_provider_transactions').select(['reference', 'status']).execute();
  for (const o of orders) {
    const succeeded = payments.filter((p) => p.order_id === o.id && p.status === 'success');
    const opening = succeeded.filter((p) => p.failure_reason === null);
    if (succeeded.length > 1) violations.push(`order ${o.order_ref} was paid ${succeeded.length} times`);
    const paid = paidStates.includes(o.state);
    if (paid !== (opening.length === 1) || paid !== (o.paid_at !== null)) {
      violations.push(
        `order ${o.order_ref} is ${o.state} (paid_at ${o.paid_at}) with ${opening.length} payment(s) that opened it`,
      );
    }
    if (succeeded.length > opening.length && !releasedStates.includes(o.state)) {
      violations.push(`order ${o.order_ref} (${o.state}) has a success marked for refund although it was not closed`);
    }
  }
  for (const tx of ledger.filter((t) => t.status === 'success')) {
    const payment = payments.find((p) => p.reference === tx.reference);
    if (payment?.status !== 'success') {
      violations.push(
        `the provider took payment ${tx.reference} but the shop has it as ${payment?.status ?? 'missing'}`,
      );
    }
  }
  for (const a of attempts.filter((x) => x.paidReference)) {
    if (a.paymentSeen && a.paymentSeen.status !== 'success') {
      violations.push(`payment ${a.paidReference} was paid but the return showed it ${a.paymentSeen.status}`);
    }
  }

  const count = (states: OrderState[]) => orders.filter((o) => states.includes(o.state)).length;
  return {
    violations,
    totals: {
      orders: orders.length,
      paid: count(paidStates),
      cancelled: count(['cancelled']),
      expired: count(['expired']),
      awaiting: count(['awaiting']),
      refundsDue: payments.filter((p) => p.status === 'success' && p.failure_reason !== null).length,
      paymentsPending: payments.filter((p) => p.status === 'pending').length,
    },
  };
}
