import type { Kysely } from 'kysely';
import type { App } from '@oja/server/build-app';
import type { ReservationLimits } from '@oja/server/config';
import type { DB } from '@oja/server/db/schema';
import { makeSignedInUser } from '../factories/factories.ts';
import { clientLine, lagosAddress, makeStockedProduct, stockOf } from '../factories/order-factories.ts';

export interface HoardingDrillOptions {
  /** Fresh accounts the hoarder registers, all placing orders from `hoarderIp`. */
  accounts: number;
  /** The product's stock at the start. */
  stock: number;
  hoarderIp: string;
  /** An ordinary shopper on another network, who wants `shopperWants` units afterwards. */
  shopperIp: string;
  shopperWants: number;
}

export interface HoardingDrillReport {
  stock: number;
  accounts: number;
  attempts: number;
  accepted: number;
  /** Answers by status code, e.g. { 201: 4, 409: 50 }. */
  statuses: Record<number, number>;
  /** Units held by the hoarder's unpaid orders at the end, and their share of the stock. */
  heldByHoarder: number;
  heldPercent: number;
  shopperStatus: number;
  stockLeft: number;
  /** Units ordered by everyone, to check nothing was oversold: stockLeft + ordered = stock. */
  ordered: number;
}

/**
 * The stock-hoarding attack, against a running app: `accounts` fresh accounts on one network try,
 * all at once and round after round, to reserve all of one product (the whole stock in one line,
 * then the per-line cap, then less and less); then an ordinary shopper on another network tries
 * to buy some. Used by hoarding.test.ts (the proof) and bench/hoarding.ts (the figures).
 */
export async function runHoardingDrill(
  app: App,
  db: Kysely<DB>,
  limits: ReservationLimits,
  options: HoardingDrillOptions,
): Promise<HoardingDrillReport> {
  const product = await makeStockedProduct(db, { title: 'Drill jollof spice', quantity: options.stock });
  const hoarders = await Promise.all(Array.from({ length: options.accounts }, () => makeSignedInUser(db)));
  const order = (auth: Record<string, string>, ip: string, quantity: number) =>
    app.inject({
      method: 'POST',
      url: '/api/place-order/',
      payload: { address: lagosAddress, items: [clientLine(product.id, quantity)] },
      headers: auth,
      remoteAddress: ip,
    });

  // A line may ask for at most 999 units (the place-order schema), whatever the caps.
  const rounds = [...new Set([options.stock, limits.maxPerLine, 10, 5, 2, 1].map((q) => Math.min(q, 999)))];
  const statuses: Record<number, number> = {};
  let attempts = 0;
  let accepted = 0;
  for (const quantity of rounds) {
    const answers = await Promise.all(hoarders.map((h) => order(h.auth, options.hoarderIp, quantity)));
    for (const a of answers) {
      attempts++;
      statuses[a.statusCode] = (statuses[a.statusCode] ?? 0) + 1;
      if (a.statusCode === 201) accepted++;
    }
  }

  const ordered = async (ip?: string) => {
    let q = db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('order_items.quantity'), eb.lit(0)).as('n'))
      .where('order_items.product_id', '=', product.id)
      .where('orders.state', '=', 'awaiting');
    if (ip !== undefined) q = q.where('orders.client_ip', '=', ip);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const heldByHoarder = await ordered(options.hoarderIp);
  const shopper = await makeSignedInUser(db);
  const shopperStatus = (await order(shopper.auth, options.shopperIp, options.shopperWants)).statusCode;
  return {
    stock: options.stock,
    accounts: options.accounts,
    attempts,
    accepted,
    statuses,
    heldByHoarder,
    heldPercent: Math.round((heldByHoarder * 1000) / options.stock) / 10,
    shopperStatus,
    stockLeft: await stockOf(db, product.id),
    ordered: await ordered(),
  };
}
