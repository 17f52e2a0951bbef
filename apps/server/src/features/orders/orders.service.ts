import type { Kysely } from 'kysely';
import type { OrderCounts, OrderDetail, OrderSummary, Quote, QuoteBody } from '@oja/shared/orders';
import { toMajorUnits } from '@oja/shared/money';
import type { DB } from '../../db/schema.ts';
import { notFound, orderNotFound, refuse } from '../../errors.ts';
import type { ServerMessageId } from '../../i18n/index.ts';
import { deliveryEstimate } from './delivery-estimate.ts';
import type { FeeRules } from './fee-rules.ts';
import { transition } from './order-lifecycle.ts';
import * as repo from './orders.repository.ts';
import { toOrderDetail, toOrderSummary } from './orders.views.ts';
import { priceOrder, requestedLines } from './pricing.ts';

/** The fees and total an order would have now, without placing it or touching the stock. */
export async function quoteOrder(
  db: Kysely<DB>,
  rules: FeeRules,
  userId: number,
  body: QuoteBody,
  timeZone = 'Africa/Lagos',
): Promise<Quote> {
  const lines = await requestedLines(db, userId, body);
  const priced = await priceOrder(db, rules, lines, body.address, body.delivery, {
    userId,
    voucherCode: body.voucher_code,
  });
  const { fees, currency, offers } = priced;
  return {
    currency,
    covered: fees.covered,
    free_shipping: fees.freeShipping,
    free_shipping_from: toMajorUnits(rules.free_shipping_from[currency]),
    item_count: priced.itemCount,
    amount: toMajorUnits(priced.goodsMinor),
    subtotal: toMajorUnits(priced.subtotalMinor),
    discount: toMajorUnits(priced.subtotalMinor - priced.goodsMinor),
    promotion_discount: toMajorUnits(offers.promotionDiscountMinor),
    line_discounts: offers.lines
      .filter((l) => l.discountMinor > 0)
      .map((l) => ({ id: l.productId, discount: toMajorUnits(l.discountMinor), promotion: l.promotion?.name ?? null })),
    voucher: offers.voucher && {
      code: offers.voucher.code,
      discount: toMajorUnits(offers.voucher.discountMinor),
      free_delivery: offers.voucher.freeDelivery,
    },
    voucher_problem: offers.voucherProblem,
    // Only when it applies, so an answer without a voucher keeps its shape.
    ...(priced.freeShippingLostMinor !== null && {
      free_shipping_lost_by_voucher: toMajorUnits(priced.freeShippingLostMinor),
    }),
    shipping_cost: toMajorUnits(fees.shippingCostMinor),
    shipping_fee: toMajorUnits(fees.freightFeeMinor),
    handling_fee: toMajorUnits(fees.handlingFeeMinor),
    packaging_fee: toMajorUnits(fees.packagingFeeMinor),
    insurance_fee: toMajorUnits(fees.insuranceFeeMinor),
    order_total: toMajorUnits(priced.totalMinor),
    delivery_estimate: deliveryEstimate(fees.deliveryDays, Date.now(), timeZone),
  };
}

/** The customer's orders, newest first, without cancelled or expired ones. */
export async function listOrders(db: Kysely<DB>, userId: number): Promise<OrderSummary[]> {
  return (await repo.listActiveOrders(db, userId)).map(toOrderSummary);
}

/** One of the customer's orders with its items; anyone else's answers "not found". */
export async function getOrder(db: Kysely<DB>, userId: number, ref: string): Promise<OrderDetail> {
  const order = await repo.findOrder(db, { ref });
  if (!order || order.user_id !== userId) throw orderNotFound(ref);
  return toOrderDetail(order, await repo.orderItems(db, order.id));
}

/**
 * Tiles of My Orders: `total` every order in the list (not cancelled or expired), `pending`
 * awaiting payment (status null), `processed` paid and being prepared (status 1 and 3),
 * `completed` delivered (status 5). Refunded orders count in the total only.
 */
export async function countOrders(db: Kysely<DB>, userId: number): Promise<OrderCounts> {
  const counts = new Map((await repo.countByState(db, userId)).map((r) => [r.state, Number(r.n)]));
  const n = (...states: string[]) => states.reduce((sum, s) => sum + (counts.get(s as never) ?? 0), 0);
  return {
    total: n('awaiting', 'on_delivery', 'opened', 'processed', 'delivered', 'refunded'),
    pending: n('awaiting'),
    // Accepted for pay on delivery: the original client counted these as opened (status 1).
    processed: n('on_delivery', 'opened', 'processed'),
    completed: n('delivered'),
  };
}

const notCancellable: Record<string, ServerMessageId> = {
  cancelled: 'detail.order.already-cancelled',
  expired: 'detail.order.expired-cancelled',
};

/**
 * The customer cancels an unpaid order, or one to be paid on delivery that has not been dispatched
 * yet: its stock returns; it leaves the list but is kept.
 */
export async function cancelOrder(db: Kysely<DB>, userId: number, orderId: number): Promise<OrderSummary> {
  const order = await repo.findOrder(db, { id: orderId });
  if (!order || order.user_id !== userId) throw notFound('Order');
  const cancelled = await db.transaction().execute((trx) =>
    transition(trx, {
      step: 'cancel',
      orderId,
      from: order.state === 'on_delivery' ? 'on_delivery' : 'awaiting',
      actor: { kind: 'customer', userId },
      note: 'cancelled by the customer; stock returned',
    }),
  );
  const now = (await repo.findOrder(db, { id: orderId }))!;
  if (cancelled) return toOrderSummary(now);
  throw refuse('conflict', notCancellable[now.state] ?? 'detail.order.paid-no-cancel');
}
