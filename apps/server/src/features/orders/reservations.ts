import { isIPv4, isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import type { Config, ReservationLimits } from '../../config.ts';
import type { Dialect } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import { refuse } from '../../errors.ts';
import { exemptionList } from '../../rate-limit/index.ts';
import * as holdings from './holdings.repository.ts';
import { outOfStock } from './out-of-stock.ts';
import { reservationRefusal, type WantedLine } from './reservation-policy.ts';

/** The reservation policy of one app: its caps, its database, and which addresses have no address cap. */
export interface ReservationPolicy {
  limits: ReservationLimits;
  dialect: Dialect;
  /** Whether per-address caps apply to this client address (not to RATE_LIMIT_EXEMPT_ADDRESSES). */
  capsAddress: (ip: string) => boolean;
}

/** "::ffff:203.0.113.7" and "203.0.113.7" are the same client: stored and compared as the latter. */
export function clientAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

export function reservationPolicyOf(config: Config, dialect: Dialect): ReservationPolicy {
  const exempt = exemptionList(config.rateLimits.exemptAddresses);
  return {
    limits: config.reservations,
    dialect,
    capsAddress: (ip) =>
      isIPv4(ip) ? !exempt.check(ip, 'ipv4') : isIPv6(ip) ? !exempt.check(ip, 'ipv6') : ip.length > 0,
  };
}

/**
 * Refuses (409, nothing changed) an order that would let its customer or its address hold more
 * stock than the policy allows. Runs inside the place-order transaction, before any stock is
 * reserved, holding the customer's and the address's locks until that transaction ends.
 */
export async function holdWithinPolicy(
  trx: Kysely<DB>,
  policy: ReservationPolicy,
  holder: { userId: number; ip: string },
  lines: WantedLine[],
): Promise<void> {
  const ip = policy.capsAddress(holder.ip) ? holder.ip : null;
  await holdings.lockHolders(trx, policy.dialect, holder.userId, ip);
  const ids = lines.map((l) => l.productId);
  // At a share cap of 100 % a customer may hold all of a product's stock on hand, which no order
  // that the stock can fill exceeds: the held units are not read, unless a line is short of stock
  // (the order is refused then; the held units decide in which words, as they always did).
  const shareCapped = policy.limits.maxSharePercent < 100;
  const [unpaidOrders, customerUnits, addressUnits, counted] = await Promise.all([
    holdings.unpaidOrderCount(trx, holder.userId),
    holdings.heldUnits(trx, { userId: holder.userId }),
    ip === null ? null : holdings.heldUnits(trx, { ip }),
    holdings.stockOnHand(trx, ids, shareCapped),
  ]);
  const short = (s: typeof counted) => lines.find((l) => l.quantity > (s.get(l.productId)?.available ?? 0));
  const stock = shareCapped || !short(counted) ? counted : await holdings.stockOnHand(trx, ids);
  const refusal = reservationRefusal(policy.limits, lines, {
    customer: { unpaidOrders, units: customerUnits },
    address: addressUnits,
    onHand: new Map([...stock].map(([id, s]) => [id, s.onHand])),
  });
  if (refusal === null) return;
  // Refused anyway: a line the stock cannot fill is the truer reason ("out of stock" rather than
  // "at most 5 at a time" for a sold-out product).
  const line = short(stock);
  if (line) throw outOfStock(line.title, stock.get(line.productId)?.available ?? 0);
  throw refuse('conflict', refusal.id, refusal.values);
}
