import type { ReservationLimits } from '../../config.ts';
import type { Said } from '../../errors.ts';

/** One line of the order being placed. */
export interface WantedLine {
  productId: number;
  title: string;
  quantity: number;
}

/** What a customer's or an address's unpaid orders hold already: units per product. */
export type Held = ReadonlyMap<number, number>;

export interface Holdings {
  /** The customer's unpaid orders and the units they hold. */
  customer: { unpaidOrders: number; units: Held };
  /** The units unpaid orders placed from the client's address hold; null where no address cap applies. */
  address: Held | null;
  /** Each product's stock on hand: what is left to sell plus what unpaid orders hold. */
  onHand: ReadonlyMap<number, number>;
}

const total = (held: Held) => [...held.values()].reduce((a, b) => a + b, 0);

/**
 * The most of a product one customer or one address may hold: a share of its stock on hand, but
 * never less than the floor (so that a shelf of 8 jars still sells 5 to one household).
 */
export function shareLimit(limits: ReservationLimits, onHand: number): number {
  return Math.max(limits.shareFloor, Math.floor((onHand * limits.maxSharePercent) / 100));
}

/**
 * Why placing these lines would hold more stock than the policy allows, as a message for the
 * shopper (by its id, issue 31), or null when it is within every cap (docs/decisions/0019-reservations-and-order-currency.md).
 * Checked in this order: the line, the order, the customer's unpaid orders and units, the
 * address's units, then each product's share.
 */
export function reservationRefusal(limits: ReservationLimits, lines: WantedLine[], holdings: Holdings): Said | null {
  for (const line of lines) {
    if (line.quantity > limits.maxPerLine) {
      return { id: 'detail.order.line-cap', values: { max: limits.maxPerLine, title: line.title } };
    }
  }
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  if (units > limits.maxUnitsPerOrder) {
    return { id: 'detail.order.order-cap', values: { max: limits.maxUnitsPerOrder, count: units } };
  }
  const { customer, address } = holdings;
  if (customer.unpaidOrders >= limits.maxUnpaidOrders) {
    return { id: 'detail.order.unpaid-cap', values: { count: customer.unpaidOrders } };
  }
  const customerUnits = total(customer.units);
  if (customerUnits + units > limits.maxUnitsPerCustomer) {
    return { id: 'detail.order.held-cap', values: { count: customerUnits, max: limits.maxUnitsPerCustomer } };
  }
  if (address && total(address) + units > limits.maxUnitsPerAddress) {
    return { id: 'detail.order.network-cap' };
  }
  for (const line of lines) {
    const limit = shareLimit(limits, holdings.onHand.get(line.productId) ?? 0);
    const mine = customer.units.get(line.productId) ?? 0;
    if (mine + line.quantity > limit) {
      return mine === 0
        ? { id: 'detail.order.share-cap', values: { max: limit, title: line.title } }
        : { id: 'detail.order.share-cap-held', values: { max: limit, title: line.title, count: mine } };
    }
    const network = address?.get(line.productId) ?? 0;
    if (network + line.quantity > limit) {
      return { id: 'detail.order.network-share-cap', values: { max: limit, title: line.title, count: network } };
    }
  }
  return null;
}
