import type { Kysely } from 'kysely';
import { findCountry } from '@oja/shared/countries';
import { deliveryCurrency } from '@oja/shared/delivery-currency';
import type { Currency } from '@oja/shared/money';
import type { DeliveryChoice } from '@oja/shared/delivery';
import type { Address, PlaceOrderBody } from '@oja/shared/orders';
import type { DB } from '../../db/schema.ts';
import { AppError, invalid } from '../../errors.ts';
import { customerCartQuantities, unitPrices } from '../cart/index.ts';
import { stationForOrder, type OrderStation } from '../delivery/index.ts';
import type { FeeRules } from './fee-rules.ts';
import { computeFees, computePickupFees, feesTotal, type Fees } from './fees.ts';
import { productsByIds, type OrderProductRow } from './orders.repository.ts';

type Destination = Pick<Address, 'country' | 'state'>;

export interface RequestedLine {
  product_id: number;
  quantity: number;
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
      ? body.items.map((l) => ({ product_id: l.item.id, quantity: l.quantity }))
      : await customerCartQuantities(db, userId);
  const merged = new Map<number, number>();
  for (const l of source) merged.set(l.product_id, (merged.get(l.product_id) ?? 0) + l.quantity);
  if (merged.size === 0) throw invalid('Your cart is empty: add products before placing an order.');
  // Sorted by product id: every order locks product rows in the same order, so no deadlocks.
  return [...merged].sort(([a], [b]) => a - b).map(([product_id, quantity]) => ({ product_id, quantity }));
}

export interface PricedLine {
  product: OrderProductRow;
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
  let subtotalMinor = 0;
  let weightGrams = 0;
  let itemCount = 0;
  const priced = lines.map(({ product_id, quantity }) => {
    const product = products.get(product_id);
    if (!product) throw invalid(`There is no product ${product_id}.`);
    if (product.visible !== 1) throw new AppError('conflict', `"${product.title}" is no longer sold.`);
    const unit = unitPrices(product);
    subtotalMinor += unit[currency] * quantity;
    weightGrams += product.weight_grams * quantity;
    itemCount += quantity;
    return { product, quantity, unit };
  });
  const parcel = { country: countryCode, state: address.state, currency, subtotalMinor, weightGrams, itemCount };
  let station: OrderStation | null = null;
  if (delivery.method === 'pickup') {
    station = await stationForOrder(db, delivery.station_id);
    if (station.country !== countryCode) {
      throw invalid(`The pickup station "${station.name}" is not in the country of the address.`);
    }
  }
  const fees = station ? computePickupFees(rules, station, parcel) : computeFees(rules, parcel);
  return {
    currency,
    countryCode,
    lines: priced,
    subtotalMinor,
    weightGrams,
    itemCount,
    fees,
    totalMinor: subtotalMinor + feesTotal(fees),
    station,
  };
}
