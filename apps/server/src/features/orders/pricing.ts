import type { Kysely } from 'kysely';
import { findCountry } from '@oja/shared/countries';
import { deliveryCurrency } from '@oja/shared/delivery-currency';
import type { Currency } from '@oja/shared/money';
import type { DeliveryChoice } from '@oja/shared/delivery';
import type { Address, PlaceOrderBody } from '@oja/shared/orders';
import type { DB } from '../../db/schema.ts';
import { refuse } from '../../errors.ts';
import { customerCartQuantities, unitPrices } from '../cart/index.ts';
import { stationForOrder, type OrderStation } from '../delivery/index.ts';
import { offersFor, type Offers } from '../promotions/index.ts';
import type { FeeRules } from './fee-rules.ts';
import { computeFees, computePickupFees, feesTotal, inStates, type Fees } from './fees.ts';
import { productsByIds, variantsOfProducts, type OrderProductRow, type OrderVariantRow } from './orders.repository.ts';

type Destination = Pick<Address, 'country' | 'state'>;

export interface RequestedLine {
  product_id: number;
  quantity: number;
  /** The variant asked for; null: the product's first (its default, for a product without options). */
  variant_id: number | null;
}

/**
 * What is being ordered: the body's `items` (product ids and quantities only; their prices are
 * ignored) when given, else the customer's server cart. Repeated products are added together.
 */
export async function requestedLines(
  db: Kysely<DB>,
  userId: number,
  body: Pick<PlaceOrderBody, 'items'>,
): Promise<RequestedLine[]> {
  const source =
    body.items && body.items.length > 0
      ? body.items.map((l) => ({ product_id: l.item.id, quantity: l.quantity, variant_id: l.variant_id ?? null }))
      : await customerCartQuantities(db, userId);
  const merged = new Map<string, RequestedLine>();
  for (const l of source) {
    const key = `${l.product_id}:${l.variant_id ?? 0}`;
    const line = merged.get(key);
    merged.set(key, { ...l, quantity: (line?.quantity ?? 0) + l.quantity });
  }
  if (merged.size === 0) throw refuse('invalid', 'detail.order.cart-empty');
  // Sorted by product id, then variant: every order locks rows in the same order, so no deadlocks.
  return [...merged.values()].sort((a, b) => a.product_id - b.product_id || (a.variant_id ?? 0) - (b.variant_id ?? 0));
}

export interface PricedLine {
  product: OrderProductRow;
  /** The variant sold (decision 0086: every product sells through one). */
  variant: OrderVariantRow;
  quantity: number;
  unit: Record<Currency, number>;
}

export interface PricedOrder {
  currency: Currency;
  countryCode: string;
  lines: PricedLine[];
  subtotalMinor: number;
  weightGrams: number;
  itemCount: number;
  fees: Fees;
  totalMinor: number;
  /** The pickup station the order is collected from, or null for home delivery. */
  station: OrderStation | null;
  /** Automatic promotions per line and the voucher (decision 0037); `subtotalMinor` is before them. */
  offers: Offers;
  /** The goods after every discount: `subtotalMinor` less the promotions and the voucher. */
  goodsMinor: number;
  /** Issue 30, E4: shipping and freight paid only because the voucher took the goods below the free-shipping threshold. */
  freeShippingLostMinor: number | null;
}

/** Who asks, and the voucher code they entered (if any), for the promotions and the voucher. */
export interface OfferAsk {
  userId: number;
  voucherCode?: string;
}

/**
 * Prices the lines from the database (never from the client) and computes the fees, in the
 * currency the delivery decides (NGN for Nigeria, USD elsewhere): a `currency` the client sends
 * (its display currency) is ignored.
 */
export async function priceOrder(
  db: Kysely<DB>,
  rules: FeeRules,
  lines: RequestedLine[],
  address: Destination,
  delivery: DeliveryChoice = { method: 'home' },
  ask: OfferAsk = { userId: 0 },
): Promise<PricedOrder> {
  // No country: a street line alone (the original client), which no fee rule covers (staff set
  // the fees); charged in naira, as the original shop did, until staff complete the address.
  const countryCode = address.country === '' ? '' : findCountry(address.country)!.code;
  const currency = deliveryCurrency(countryCode);
  const products = new Map(
    (
      await productsByIds(
        db,
        lines.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const variants = new Map<number, OrderVariantRow[]>();
  for (const v of await variantsOfProducts(db, [...products.keys()])) {
    variants.set(v.product_id, [...(variants.get(v.product_id) ?? []), v]);
  }
  let subtotalMinor = 0;
  let weightGrams = 0;
  let itemCount = 0;
  const resolved = lines.map(({ product_id, quantity, variant_id }) => {
    const product = products.get(product_id);
    if (!product) throw refuse('invalid', 'detail.order.no-product', { id: product_id });
    if (product.visible !== 1) throw refuse('conflict', 'detail.order.no-longer-sold', { title: product.title });
    const options = variants.get(product_id) ?? [];
    // No variant named (the original client): the product's first variant, as its page shows first.
    const variant = variant_id === null ? options[0] : options.find((v) => v.id === variant_id);
    if (variant === undefined) {
      throw refuse('invalid', 'detail.product.no-variant', { title: product.title, variant: variant_id! });
    }
    return { product, variant, quantity };
  });
  // Lines resolved to the same variant (named once, defaulted once) become one line.
  const byVariant = new Map<string, (typeof resolved)[number]>();
  for (const line of resolved) {
    const key = `${line.product.id}:${line.variant.id}`;
    const seen = byVariant.get(key);
    byVariant.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  // Locked in product, then variant order (see requestedLines).
  const ordered = [...byVariant.values()].sort((a, b) => a.product.id - b.product.id || a.variant.id - b.variant.id);
  const priced = ordered.map(({ product, variant, quantity }) => {
    const unit = unitPrices(variant);
    subtotalMinor += unit[currency] * quantity;
    weightGrams += (variant.weight_grams > 0 ? variant.weight_grams : product.weight_grams) * quantity;
    itemCount += quantity;
    return { product, variant, quantity, unit };
  });
  const offers = await offersFor(db, {
    userId: ask.userId,
    currency,
    voucherCode: ask.voucherCode,
    lines: priced.map((l) => ({ productId: l.product.id, quantity: l.quantity, unitMinor: l.unit[currency] })),
  });
  const goodsMinor = subtotalMinor - offers.promotionDiscountMinor - (offers.voucher?.discountMinor ?? 0);
  // The fees (free-shipping threshold, insurance) go by what the goods cost after the discounts.
  const parcel = {
    country: countryCode,
    state: address.state,
    currency,
    subtotalMinor: goodsMinor,
    weightGrams,
    itemCount,
  };
  let station: OrderStation | null = null;
  if (delivery.method === 'pickup') {
    station = await stationForOrder(db, delivery.station_id);
    if (station.country !== countryCode) {
      throw refuse('invalid', 'detail.station.other-country', { name: station.name });
    }
  }
  await refuseOutsideLocalArea(db, rules, priced, countryCode, station ? station.state : address.state);
  const feesOf = (p: typeof parcel) => (station ? computePickupFees(rules, station, p) : computeFees(rules, p));
  const computed = feesOf(parcel);
  // Issue 30, E4: a voucher that takes the goods below the free-shipping threshold costs the
  // shipping the order had free without it; the quote says how much, so the page can warn.
  const beforeVoucher =
    offers.voucher && !offers.voucher.freeDelivery && computed.covered && !computed.freeShipping
      ? feesOf({ ...parcel, subtotalMinor: subtotalMinor - offers.promotionDiscountMinor })
      : null;
  const freeShippingLostMinor = beforeVoucher?.freeShipping
    ? computed.shippingCostMinor + computed.freightFeeMinor
    : null;
  // A free-delivery voucher waives what shipping costs (not handling, packaging or insurance).
  const fees: Fees =
    offers.voucher?.freeDelivery && computed.covered
      ? { ...computed, freeShipping: true, shippingCostMinor: 0, freightFeeMinor: 0 }
      : computed;
  return {
    currency,
    countryCode,
    lines: priced,
    subtotalMinor,
    weightGrams,
    itemCount,
    fees,
    totalMinor: goodsMinor + feesTotal(fees),
    station,
    offers,
    goodsMinor,
    freeShippingLostMinor,
  };
}

/**
 * Refuses an order with goods of a local-only category (fresh food, `rules.local_only`) to a place
 * outside their area, naming them (issue 30, E6). An address without a country (the original
 * client's street line) is left to the staff who complete it.
 */
async function refuseOutsideLocalArea(
  db: Kysely<DB>,
  rules: FeeRules,
  lines: { product: OrderProductRow }[],
  countryCode: string,
  state: string,
) {
  if (rules.local_only.length === 0 || countryCode === '') return;
  const slugs = [...new Set(rules.local_only.flatMap((area) => area.categories))];
  const categories = await db.selectFrom('categories').select(['id', 'slug']).where('slug', 'in', slugs).execute();
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  for (const area of rules.local_only) {
    if (area.country === countryCode && inStates(area.states, state)) continue;
    const outside = lines.filter((l) => area.categories.includes(slugOf.get(l.product.category_id) ?? ''));
    if (outside.length > 0) {
      throw refuse('invalid', 'detail.order.local-only', {
        titles: outside.map((l) => `"${l.product.title}"`).join(', '),
        area: area.states.join(', '),
      });
    }
  }
}
