import { randomUUID } from 'node:crypto';
import { testSignatureHeader } from '@oja/server/payments/index';
import { hmacSha512Hex } from '@oja/server/payments/signatures';
import type { Answer, DrillClient } from './drill-client.ts';
import { loadOrderBody, type LoadProduct } from '../factories/load-shop.ts';

export type Plan = 'pay' | 'cancel' | 'leave';

/** What one shopper asked for and every answer it got, for the checks after the drill. */
export interface OrderAttempt {
  key: string;
  customer: number;
  lines: [productId: number, quantity: number][];
  plan: Plan;
  /** Every order reference a 201 answered for this key (the first answer and any replays). */
  placedRefs: string[];
  orderId?: number;
  outOfStock: boolean;
  /** The payment reference the shopper paid at the test provider's page. */
  paidReference?: string;
  /** The payment as the browser's return showed it at the end. */
  paymentSeen?: { status: string; orderState: string; failureReason: string | null };
  paymentRefused?: string;
  cancel?: number;
  /** Answers no rule allows (a 500, an unknown code): each one is a violation. */
  unexpected: string[];
}

interface Shop {
  client: DrillClient;
  products: LoadProduct[];
  tokens: string[];
  webhookSecret: string;
}

const describe = (what: string, a: Answer) => `${what} → ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`;
const codeOf = (a: Answer) => (a.body as { code?: string } | null)?.code;

/**
 * One shopper's visit: places an order with an Idempotency-Key (sometimes sends it twice, as a
 * client that missed the answer does), then pays it at the test provider (start, the tester's
 * "success", sometimes the provider's signed webhook, always the browser's return), cancels it, or
 * leaves it unpaid to expire. Every step is retried through crashes by the DrillClient.
 */
export async function shopOnce(shop: Shop, customer: number, n: number, plan: Plan): Promise<OrderAttempt> {
  const { client } = shop;
  const token = shop.tokens[customer]!;
  const body = loadOrderBody(shop.products, n);
  const attempt: OrderAttempt = {
    key: randomUUID(),
    customer,
    lines: body.items.map((l) => [l.item.id, l.quantity]),
    plan,
    placedRefs: [],
    outOfStock: false,
    unexpected: [],
  };
  const place = () =>
    client.call('POST', '/api/place-order/', { token, json: body, headers: { 'idempotency-key': attempt.key } });
  const first = await place();
  if (first.status === 409 && codeOf(first) === 'out_of_stock') {
    attempt.outOfStock = true;
    return attempt;
  }
  if (first.status !== 201) {
    attempt.unexpected.push(describe('place order', first));
    return attempt;
  }
  const order = first.body as { id: number; order_id: string };
  attempt.orderId = order.id;
  attempt.placedRefs.push(order.order_id);
  if (Math.random() < 0.2) {
    const again = await place();
    if (again.status === 201) attempt.placedRefs.push((again.body as { order_id: string }).order_id);
    else attempt.unexpected.push(describe('place order again with the same key', again));
  }

  if (plan === 'cancel') {
    const res = await client.call('DELETE', `/api/orders/${order.id}`, { token });
    attempt.cancel = res.status;
    // 409: an earlier cancel whose answer was lost already did it, or the order expired first.
    if (res.status !== 200 && res.status !== 409) attempt.unexpected.push(describe('cancel', res));
  } else if (plan === 'pay') {
    await pay(shop, attempt, token, order.order_id);
  }
  return attempt;
}

async function pay(shop: Shop, attempt: OrderAttempt, token: string, orderRef: string) {
  const { client } = shop;
  const started = await client.call('POST', `/api/orders/${orderRef}/payments/`, { token });
  if (started.status === 409) {
    attempt.paymentRefused = (started.body as { detail?: string }).detail ?? 'refused'; // e.g. expired meanwhile
    return;
  }
  if (started.status !== 201) return void attempt.unexpected.push(describe('start payment', started));
  const reference = (started.body as { payment: { reference: string } }).payment.reference;
  attempt.paidReference = reference;

  const chosen = await client.call('POST', `/payments/test/${encodeURIComponent(reference)}`, {
    form: { outcome: 'success' },
  });
  if (chosen.status !== 303) return void attempt.unexpected.push(describe('test provider: success', chosen));

  // The provider's own webhook, delivered (again) as a provider retries it: applied once at most.
  if (Math.random() < 0.5) {
    const raw = JSON.stringify({ event: 'charge.success', data: { reference, status: 'success' } });
    const hook = await client.call('POST', '/api/webhooks/test', {
      raw,
      headers: { [testSignatureHeader]: hmacSha512Hex(shop.webhookSecret, raw) },
    });
    if (hook.status !== 200) attempt.unexpected.push(describe('webhook', hook));
  }

  const back = await client.call('GET', `/api/payments/${encodeURIComponent(reference)}/`, { token });
  if (back.status !== 200) return void attempt.unexpected.push(describe('return from the provider', back));
  const seen = back.body as { status: string; order_state: string; failure_reason: string | null };
  attempt.paymentSeen = { status: seen.status, orderState: seen.order_state, failureReason: seen.failure_reason };
}
