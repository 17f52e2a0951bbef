import { isDefaultVariant } from '@oja/shared/catalog';
import type { Language } from '@oja/shared/languages';
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { OrderDetail, PlaceOrderBody } from '@oja/shared/orders';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, refuse } from '../../errors.ts';
import type { ServerMessageId } from '../../i18n/index.ts';
import type { RateLimiter } from '../../rate-limit/index.ts';
import { alertIfStockCrossed } from '../alerts/index.ts';
import { emptyCustomerCart } from '../cart/index.ts';
import { claimVoucher, limitVoucherGuesses, voucherGuessLimits, voucherRefusal } from '../promotions/index.ts';
import type { FeeRules } from './fee-rules.ts';
import * as idempotency from './idempotency.repository.ts';
import { deliveryEstimate } from './delivery-estimate.ts';
import { newOrderRef } from './order-ref.ts';
import { placedAddress } from './placed-address.ts';
import { outOfStock } from './out-of-stock.ts';
import * as repo from './orders.repository.ts';
import { toOrderDetail } from './orders.views.ts';
import { priceOrder, requestedLines, type PricedOrder } from './pricing.ts';
import { holdWithinPolicy, type ReservationPolicy } from './reservations.ts';
import { recordPlacing, tellPlacing } from './order-lifecycle.ts';

export interface OrderSettings {
  feeRules: FeeRules;
  expiryHours: number;
  /** How long an order waiting for staff to review its fees holds its stock (shorter). */
  reviewHoldHours: number;
  reservations: ReservationPolicy;
  /** Where the shop's days begin, for the estimated delivery dates (default Africa/Lagos). */
  timeZone?: string;
  /** The shop's address, for the link in the "order placed" e-mail. */
  publicUrl?: string;
  /** The shop's LOW_STOCK_THRESHOLD: a product without its own threshold alerts staff below it (issue 35). */
  lowStockThreshold?: number;
}

/** Who places the order: the customer, and the client address as the server sees it. */
export interface Placer {
  userId: number;
  ip: string;
  /** The language the order is placed in: its e-mails and SMS use it (migration 0017). */
  language?: Language;
}

export interface PlacedOrder {
  status: number;
  order: OrderDetail;
  /** true when an earlier request with the same Idempotency-Key already placed this order. */
  replayed: boolean;
}

/**
 * Orders placed: 30 an hour per customer. Each unpaid order holds its stock until it expires, so
 * one account must not be able to reserve a product's whole stock with a script.
 */
const placementLimits = (userId: number) => [
  { bucket: `place-order:user:${userId}`, max: 30, windowMs: 60 * 60 * 1000 },
];

/** What makes two requests "the same": the address, the products and quantities, the currency. */
function requestHash(body: PlaceOrderBody): string {
  const items = body.items
    ?.map((l) => [l.item.id, l.quantity, l.variant_id ?? 0])
    .sort((a, b) => a[0]! - b[0]! || a[2]! - b[2]! || a[1]! - b[1]!)
    // Without variants, the hash stays the one requests had before variants existed.
    .map((l) => (l[2] === 0 ? l.slice(0, 2) : l));
  return createHash('sha256')
    .update(
      JSON.stringify({
        address: body.address,
        items: items ?? null,
        currency: body.currency ?? null,
        delivery: body.delivery ?? null,
        sms_updates: body.sms_updates ?? null,
        voucher_code: body.voucher_code ?? null,
      }),
    )
    .digest('hex');
}

async function reserveAll(trx: Transaction<DB>, priced: PricedOrder, settings: OrderSettings) {
  for (const { product, variant, quantity } of priced.lines) {
    if (await repo.reserveStock(trx, product.id, quantity, variant.id)) {
      // A product whose stock this order takes below its line alerts staff, with the order (issue 35).
      if (settings.lowStockThreshold !== undefined) {
        await alertIfStockCrossed(trx, product.id, quantity, settings.lowStockThreshold, settings.publicUrl);
      }
      continue;
    }
    const title = isDefaultVariant(variant) ? product.title : `${product.title} (${variant.label})`;
    throw outOfStock(title, (await repo.stockOf(trx, variant.id))?.quantity ?? 0);
  }
}

async function createOrder(trx: Transaction<DB>, settings: OrderSettings, placer: Placer, body: PlaceOrderBody) {
  const userId = placer.userId;
  const lines = await requestedLines(trx, userId, body);
  const address = placedAddress(body.address);
  const priced = await priceOrder(trx, settings.feeRules, lines, address, body.delivery, {
    userId,
    voucherCode: body.voucher_code,
  });
  // A voucher that does not apply refuses the order: it is never placed at another total than shown.
  if (priced.offers.voucherProblem) {
    const { message, message_id, message_values } = priced.offers.voucherProblem;
    throw message_id
      ? voucherRefusal({ id: message_id as ServerMessageId, values: message_values })
      : new AppError('voucher_not_applicable', message);
  }
  // Nothing to pay (a 100 % voucher with free delivery, a free station): no provider takes ₦0, so
  // such an order could only expire holding its stock (security review N15).
  if (priced.totalMinor <= 0) throw refuse('conflict', 'detail.order.nothing-to-pay');
  if (body.sms_updates && address.phone === '') {
    throw invalidField('address.phone', { id: 'detail.order.sms-phone' });
  }
  // The caps count a product's units whatever their variants (a customer cannot hoard a product
  // by spreading an order over its pack sizes): one wanted line per product.
  const wantedByProduct = new Map<number, { productId: number; title: string; quantity: number }>();
  for (const l of priced.lines) {
    const seen = wantedByProduct.get(l.product.id);
    wantedByProduct.set(l.product.id, {
      productId: l.product.id,
      title: l.product.title,
      quantity: (seen?.quantity ?? 0) + l.quantity,
    });
  }
  const wanted = [...wantedByProduct.values()];
  await holdWithinPolicy(trx, settings.reservations, placer, wanted);
  await reserveAll(trx, priced, settings);
  const { voucher } = priced.offers;
  if (voucher) await claimVoucher(trx, voucher, userId);
  const now = Date.now();
  const { fees, station } = priced;
  const estimate = deliveryEstimate(fees.deliveryDays, now, settings.timeZone ?? 'Africa/Lagos');
  const orderId = await repo.insertOrder(trx, {
    order_ref: newOrderRef(),
    user_id: userId,
    language: placer.language ?? 'en',
    state: 'awaiting',
    order_reviewed: fees.covered ? 1 : 0,
    currency: priced.currency,
    subtotal_minor: priced.subtotalMinor,
    shipping_cost_minor: fees.shippingCostMinor,
    freight_fee_minor: fees.freightFeeMinor,
    handling_fee_minor: fees.handlingFeeMinor,
    packaging_fee_minor: fees.packagingFeeMinor,
    insurance_fee_minor: fees.insuranceFeeMinor,
    total_minor: priced.totalMinor,
    address_street: address.street,
    address_city: address.city,
    address_state: address.state,
    address_lga: address.lga ?? '',
    address_country: priced.countryCode,
    address_postal_code: address.postal_code,
    address_phone: address.phone,
    created_at: now,
    updated_at: now,
    expires_at: now + Math.round((fees.covered ? settings.expiryHours : settings.reviewHoldHours) * 3_600_000),
    client_ip: placer.ip,
    delivery_method: station ? 'pickup' : 'home',
    pickup_station_id: station?.id ?? null,
    pickup_station_name: station?.name ?? null,
    pickup_station_address: station?.address ?? null,
    delivery_from: estimate?.from ?? null,
    delivery_to: estimate?.to ?? null,
    sms_updates: body.sms_updates ? 1 : 0,
    voucher_id: voucher?.id ?? null,
    voucher_code: voucher?.code ?? null,
    voucher_discount_minor: voucher?.discountMinor ?? 0,
    promotion_discount_minor: priced.offers.promotionDiscountMinor,
  });
  await repo.insertItems(
    trx,
    priced.lines.map((l, i) => ({
      order_id: orderId,
      discount_minor: priced.offers.lines[i]!.discountMinor,
      promotion: priced.offers.lines[i]!.promotion?.name ?? null,
      promotion_id: priced.offers.lines[i]!.promotion?.id ?? null,
      product_id: l.product.id,
      title: l.product.title,
      image_url: l.variant.image_url ?? l.product.image_url,
      quantity: l.quantity,
      variant_id: l.variant.id,
      variant_label: isDefaultVariant(l.variant) ? null : l.variant.label,
      unit_price_usd_cents: l.unit.USD,
      unit_price_ngn_kobo: l.unit.NGN,
    })),
  );
  await recordPlacing(
    trx,
    orderId,
    userId,
    fees.covered
      ? station
        ? `placed for collection from pickup station "${station.name}"`
        : `placed; fees from rule "${fees.rule}"`
      : address.country !== ''
        ? 'placed; awaiting staff review of the fees'
        : 'placed with the street line only; awaiting staff to complete the address and set the fees',
  );
  await tellPlacing(trx, orderId, fees.covered, settings.publicUrl, now);
  await emptyCustomerCart(trx, userId);
  const order = await repo.findOrder(trx, { id: orderId });
  return toOrderDetail(order!, await repo.orderItems(trx, orderId));
}

/**
 * Places an order in one transaction: prices every line from the database, checks the reservation
 * policy (caps per line, order, customer and address; reservations.ts), reserves the stock
 * (a line short of stock fails the whole order), computes the fees, records the order, its items
 * and its first event, and empties the cart. With an Idempotency-Key, the first request's answer
 * is stored in the same transaction and every retry gets it back instead of a second order.
 */
export async function placeOrder(
  db: Kysely<DB>,
  limiter: RateLimiter,
  settings: OrderSettings,
  placer: Placer,
  body: PlaceOrderBody,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const userId = placer.userId;
  const hash = requestHash(body);
  // A retry of an order already placed gets its answer back whatever the rate limit says: a
  // client retrying through a lost connection must not be told to wait for an order it has.
  if (idempotencyKey !== undefined) {
    const stored = await idempotency.findKey(db, userId, idempotencyKey);
    if (stored?.response_body != null) return replay(stored, hash);
  }
  await limiter.take(placementLimits(userId), 'detail.limit.orders');
  // An unknown voucher code refuses the order and counts as a guess (security review N4).
  const guesses = voucherGuessLimits(userId, placer.ip);
  return limitVoucherGuesses(
    limiter,
    guesses,
    body.voucher_code,
    () => placeInTransaction(db, settings, placer, body, hash, idempotencyKey),
    () => false,
  );
}

async function placeInTransaction(
  db: Kysely<DB>,
  settings: OrderSettings,
  placer: Placer,
  body: PlaceOrderBody,
  hash: string,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  const userId = placer.userId;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (idempotencyKey !== undefined) {
          const claimed = await idempotency.claimKey(trx, userId, idempotencyKey, hash);
          if (claimed === undefined) return replay(await idempotency.findKey(trx, userId, idempotencyKey), hash);
          const order = await createOrder(trx, settings, placer, body);
          await idempotency.storeResponse(trx, claimed, 201, order);
          return { status: 201, order, replayed: false };
        }
        return { status: 201, order: await createOrder(trx, settings, placer, body), replayed: false };
      });
    } catch (error) {
      // A reference that happens to exist already (about 1 in 10^11): try again with a new one.
      if (attempt < 3 && isOrderRefCollision(error)) continue;
      throw error;
    }
  }
}

type StoredKey = Awaited<ReturnType<typeof idempotency.findKey>>;

function replay(stored: StoredKey, hash: string): PlacedOrder {
  if (!stored || stored.response_body === null) {
    throw refuse('conflict', 'detail.order.key-in-progress');
  }
  if (stored.request_hash !== hash) {
    throw refuse('conflict', 'detail.order.key-reused');
  }
  return { status: stored.response_status ?? 201, order: JSON.parse(stored.response_body), replayed: true };
}

const isOrderRefCollision = (error: unknown) => isUniqueViolation(error, { table: 'orders', column: 'order_ref' });
