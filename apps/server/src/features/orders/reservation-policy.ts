import type { ReservationLimits } from '../../config.ts';

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
 * Why placing these lines would hold more stock than the policy allows, in words for the shopper,
 * or null when it is within every cap (docs/decisions/0019-reservations-and-order-currency.md).
 * Checked in this order: the line, the order, the customer's unpaid orders and units, the
 * address's units, then each product's share.
 */
export function reservationRefusal(limits: ReservationLimits, lines: WantedLine[], holdings: Holdings): string | null {
  for (const line of lines) {
    if (line.quantity > limits.maxPerLine) {
      return `You can reserve at most ${limits.maxPerLine} of "${line.title}" in one order. Lower the quantity to place the order.`;
    }
  }
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  if (units > limits.maxUnitsPerOrder) {
    return `One order can reserve at most ${limits.maxUnitsPerOrder} items; this one has ${units}. Lower the quantities to place the order.`;
  }
  const { customer, address } = holdings;
  if (customer.unpaidOrders >= limits.maxUnpaidOrders) {
    return `You already have ${customer.unpaidOrders} unpaid ${customer.unpaidOrders === 1 ? 'order' : 'orders'}, the most you can have at once. Pay for or cancel one in My Orders before placing another.`;
  }
  const customerUnits = total(customer.units);
  if (customerUnits + units > limits.maxUnitsPerCustomer) {
    return `Your unpaid orders already reserve ${customerUnits} items, and you can reserve at most ${limits.maxUnitsPerCustomer} at once. Pay for or cancel an unpaid order, or lower the quantities.`;
  }
  if (address && total(address) + units > limits.maxUnitsPerAddress) {
    return `Unpaid orders placed from your network already reserve as many items as we hold for one network. Pay for or cancel unpaid orders, or try again once they expire.`;
  }
  for (const line of lines) {
    const limit = shareLimit(limits, holdings.onHand.get(line.productId) ?? 0);
    const mine = customer.units.get(line.productId) ?? 0;
    if (mine + line.quantity > limit) {
      return mine === 0
        ? `You can reserve at most ${limit} of "${line.title}" at a time, so that other shoppers can buy it too. Lower the quantity to place the order.`
        : `You can reserve at most ${limit} of "${line.title}" at a time, so that other shoppers can buy it too, and your unpaid orders already hold ${mine}. Lower the quantity, or pay for or cancel an unpaid order.`;
    }
    const network = address?.get(line.productId) ?? 0;
    if (network + line.quantity > limit) {
      return `At most ${limit} of "${line.title}" can be reserved from one network at a time, and unpaid orders placed from yours already hold ${network}. Lower the quantity, or try again once unpaid orders are paid or expire.`;
    }
  }
  return null;
}
