import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import { offsetAtStart, type ResolvedPeriod } from './report-period.ts';

/** Orders that were paid: sales, whatever happened to them after (refunds are counted apart). */
export const paidStates = ['opened', 'processed', 'delivered', 'refunded'] as const;

type Db = Kysely<DB>;
const n = (v: unknown) => Number(v ?? 0);

/**
 * Hours since the range's start for a time in the range, -1 for one in the previous period: the
 * queries group by hour and the service folds hours into the shop's days, weeks or months.
 */
const hourOf = (column: RawBuilder<unknown>, p: ResolvedPeriod) =>
  // Literal integers (our own numbers): a bound number is a real to SQLite, and so would be the hour.
  sql<number>`case when ${column} >= ${sql.lit(p.start)} then (${column} - ${sql.lit(p.start)}) / 3600000 else -1 end`;
/** 1 for a row of the range, 0 for one of the previous period. */
const isCurrent = (column: RawBuilder<unknown>, p: ResolvedPeriod) =>
  sql<number>`case when ${column} >= ${sql.lit(p.start)} then 1 else 0 end`;

export async function salesByHour(db: Db, p: ResolvedPeriod) {
  const h = hourOf(sql.ref('paid_at'), p);
  const rows = await db
    .selectFrom('orders')
    .select(['currency', h.as('h'), sql<number>`sum(total_minor)`.as('total'), sql<number>`count(*)`.as('orders')])
    .where('paid_at', '>=', p.previousStart)
    .where('paid_at', '<', p.end)
    .where('state', 'in', paidStates)
    .groupBy(['currency', sql.raw('2')])
    .execute();
  return rows.map((r) => ({ currency: r.currency, h: n(r.h), total: n(r.total), orders: n(r.orders) }));
}

/** Refunds the provider carried out, by when they were asked for: their total and how many. */
export async function refundsByHour(db: Db, p: ResolvedPeriod) {
  const h = hourOf(sql.ref('created_at'), p);
  const rows = await db
    .selectFrom('payment_refunds')
    .select(['currency', h.as('h'), sql<number>`sum(amount_minor)`.as('total'), sql<number>`count(*)`.as('refunds')])
    .where('created_at', '>=', p.previousStart)
    .where('created_at', '<', p.end)
    .where('status', '=', 'succeeded')
    .groupBy(['currency', sql.raw('2')])
    .execute();
  return rows.map((r) => ({ currency: r.currency, h: n(r.h), total: n(r.total), refunds: n(r.refunds) }));
}

/** Customer accounts opened in the range (not the previous period): staff accounts are not counted. */
export async function newCustomers(db: Db, p: ResolvedPeriod) {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('role', '=', 'customer')
    .where('created_at', '>=', p.start)
    .where('created_at', '<', p.end)
    .executeTakeFirst();
  return n(row?.n);
}

/** Orders placed, by the hour they were placed and the state they are in now. */
export async function placedByHour(db: Db, p: ResolvedPeriod) {
  const h = hourOf(sql.ref('created_at'), p);
  const rows = await db
    .selectFrom('orders')
    .select(['state', h.as('h'), sql<number>`count(*)`.as('orders')])
    .where('created_at', '>=', p.previousStart)
    .where('created_at', '<', p.end)
    .groupBy(['state', sql.raw('2')])
    .execute();
  return rows.map((r) => ({ state: r.state, h: n(r.h), orders: n(r.orders) }));
}

const itemRevenue = sql<number>`(oi.quantity * case when o.currency = 'NGN' then oi.unit_price_ngn_kobo else oi.unit_price_usd_cents end - oi.discount_minor)`;

/** The best-selling products or categories of one currency, by revenue or by units, ten of them. */
export async function topSellers(
  db: Db,
  p: ResolvedPeriod,
  of: 'products' | 'categories',
  currency: 'USD' | 'NGN',
  by: 'revenue' | 'units',
  limit = 10,
) {
  const now = isCurrent(sql.ref('o.paid_at'), p);
  const base = db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .where('o.paid_at', '>=', p.previousStart)
    .where('o.paid_at', '<', p.end)
    .where('o.state', 'in', paidStates)
    .where('o.currency', '=', currency);
  const figures = [
    sql<number>`sum(case when ${now} = 1 then ${itemRevenue} else 0 end)`.as('revenue'),
    sql<number>`sum(case when ${now} = 1 then oi.quantity else 0 end)`.as('units'),
    sql<number>`sum(case when ${now} = 0 then ${itemRevenue} else 0 end)`.as('prev_revenue'),
    sql<number>`sum(case when ${now} = 0 then oi.quantity else 0 end)`.as('prev_units'),
  ] as const;
  const rows =
    of === 'products'
      ? await base
          .select(['oi.product_id as id', sql<string>`max(oi.title)`.as('title'), ...figures])
          .groupBy('oi.product_id')
          .orderBy(
            sql`sum(case when ${now} = 1 then ${by === 'revenue' ? itemRevenue : sql`oi.quantity`} else 0 end)`,
            'desc',
          )
          .orderBy('oi.product_id')
          .limit(limit)
          .execute()
      : await base
          .innerJoin('products as p', 'p.id', 'oi.product_id')
          .innerJoin('categories as c', 'c.id', 'p.category_id')
          .select(['c.id as id', sql<string>`max(c.title)`.as('title'), ...figures])
          .groupBy('c.id')
          .orderBy(
            sql`sum(case when ${now} = 1 then ${by === 'revenue' ? itemRevenue : sql`oi.quantity`} else 0 end)`,
            'desc',
          )
          .orderBy('c.id')
          .limit(limit)
          .execute();
  return rows
    .map((r) => ({
      id: n(r.id),
      title: r.title,
      currency,
      revenue_minor: n(r.revenue),
      units: n(r.units),
      previous_revenue_minor: n(r.prev_revenue),
      previous_units: n(r.prev_units),
    }))
    .filter((r) => r.units > 0);
}

/** Paid orders by how they were paid, per currency and period. */
export async function paymentMethods(db: Db, p: ResolvedPeriod) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'payment_method',
      'currency',
      isCurrent(sql.ref('paid_at'), p).as('current'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(total_minor)`.as('total'),
    ])
    .where('paid_at', '>=', p.previousStart)
    .where('paid_at', '<', p.end)
    .where('state', 'in', paidStates)
    .groupBy(['payment_method', 'currency', sql.raw('3')])
    .execute();
  return rows.map((r) => ({ ...r, current: n(r.current) === 1, orders: n(r.orders), total: n(r.total) }));
}

/** What vouchers and promotions took off paid orders, per currency and period. */
export async function discountTotals(db: Db, p: ResolvedPeriod) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'currency',
      isCurrent(sql.ref('paid_at'), p).as('current'),
      sql<number>`sum(voucher_discount_minor)`.as('voucher'),
      sql<number>`sum(promotion_discount_minor)`.as('promotion'),
      sql<number>`count(*)`.as('orders'),
    ])
    .where('paid_at', '>=', p.previousStart)
    .where('paid_at', '<', p.end)
    .where('state', 'in', paidStates)
    .where((eb) => eb.or([eb('voucher_discount_minor', '>', 0), eb('promotion_discount_minor', '>', 0)]))
    .groupBy(['currency', sql.raw('2')])
    .execute();
  return rows.map((r) => ({
    currency: r.currency,
    current: n(r.current) === 1,
    voucher: n(r.voucher),
    promotion: n(r.promotion),
    orders: n(r.orders),
  }));
}

export async function voucherCosts(db: Db, p: ResolvedPeriod) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'voucher_code',
      'currency',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(voucher_discount_minor)`.as('cost'),
    ])
    .where('paid_at', '>=', p.start)
    .where('paid_at', '<', p.end)
    .where('state', 'in', paidStates)
    .where('voucher_code', 'is not', null)
    .groupBy(['voucher_code', 'currency'])
    .orderBy(sql`sum(voucher_discount_minor)`, 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ code: r.voucher_code!, currency: r.currency, orders: n(r.orders), cost_minor: n(r.cost) }));
}

export async function promotionCosts(db: Db, p: ResolvedPeriod) {
  const rows = await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select([
      'oi.promotion',
      'o.currency',
      sql<number>`sum(oi.quantity)`.as('units'),
      sql<number>`sum(oi.discount_minor)`.as('cost'),
    ])
    .where('o.paid_at', '>=', p.start)
    .where('o.paid_at', '<', p.end)
    .where('o.state', 'in', paidStates)
    .where('oi.promotion', 'is not', null)
    .where('oi.discount_minor', '>', 0)
    .groupBy(['oi.promotion', 'o.currency'])
    .orderBy(sql`sum(oi.discount_minor)`, 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ name: r.promotion!, currency: r.currency, units: n(r.units), cost_minor: n(r.cost) }));
}

/** Carts opened, orders placed, and of those the ones paid, per period. */
export async function funnel(db: Db, p: ResolvedPeriod) {
  const [carts, orders] = await Promise.all([
    db
      .selectFrom('carts')
      .select([isCurrent(sql.ref('created_at'), p).as('current'), sql<number>`count(*)`.as('carts')])
      .where('created_at', '>=', p.previousStart)
      .where('created_at', '<', p.end)
      .groupBy(sql.raw('1'))
      .execute(),
    db
      .selectFrom('orders')
      .select([
        isCurrent(sql.ref('created_at'), p).as('current'),
        sql<number>`count(*)`.as('placed'),
        sql<number>`sum(case when paid_at is not null and state in ('opened', 'processed', 'delivered', 'refunded') then 1 else 0 end)`.as(
          'paid',
        ),
      ])
      .where('created_at', '>=', p.previousStart)
      .where('created_at', '<', p.end)
      .groupBy(sql.raw('1'))
      .execute(),
  ]);
  const of = (current: boolean) => ({
    carts: n(carts.find((r) => n(r.current) === Number(current))?.carts),
    placed: n(orders.find((r) => n(r.current) === Number(current))?.placed),
    paid: n(orders.find((r) => n(r.current) === Number(current))?.paid),
  });
  return { current: of(true), previous: of(false) };
}

/**
 * Orders marked delivered in the range, against the last day of their delivery estimate: on time
 * when delivered on or before that day in the shop's calendar.
 */
export async function deliveries(db: Db, dialect: Dialect, p: ResolvedPeriod) {
  const offset = offsetAtStart(p);
  const deliveredDay = sql<number>`((e.created_at + ${sql.lit(offset)}) / 86400000)`;
  const estimateDay =
    dialect === 'postgres'
      ? sql<number>`(cast(o.delivery_to as date) - date '1970-01-01')`
      : sql<number>`cast(julianday(o.delivery_to) - 2440587.5 as integer)`;
  const rows = await db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select([
      'o.delivery_method',
      isCurrent(sql.ref('e.created_at'), p).as('current'),
      sql<number>`count(*)`.as('delivered'),
      sql<number>`sum(case when o.delivery_to is null then 1 else 0 end)`.as('no_estimate'),
      sql<number>`sum(case when o.delivery_to is not null and ${deliveredDay} <= ${estimateDay} then 1 else 0 end)`.as(
        'on_time',
      ),
      sql<number>`sum(case when o.delivery_to is not null and ${deliveredDay} > ${estimateDay} then 1 else 0 end)`.as(
        'late',
      ),
      sql<number>`sum(case when o.delivery_to is not null and ${deliveredDay} > ${estimateDay} then ${deliveredDay} - ${estimateDay} else 0 end)`.as(
        'late_days',
      ),
    ])
    .where('e.to_state', '=', 'delivered')
    .where('e.created_at', '>=', p.previousStart)
    .where('e.created_at', '<', p.end)
    .groupBy(['o.delivery_method', sql.raw('2')])
    .execute();
  return rows.map((r) => ({
    method: r.delivery_method,
    current: n(r.current) === 1,
    delivered: n(r.delivered),
    no_estimate: n(r.no_estimate),
    on_time: n(r.on_time),
    late: n(r.late),
    late_days: n(r.late_days),
  }));
}

/** Paid orders delivered in Nigeria, by the state of their address, per currency and period. */
export async function salesByState(db: Db, p: ResolvedPeriod) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'address_state',
      'currency',
      isCurrent(sql.ref('paid_at'), p).as('current'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(total_minor)`.as('total'),
    ])
    .where('paid_at', '>=', p.previousStart)
    .where('paid_at', '<', p.end)
    .where('state', 'in', paidStates)
    .where('address_country', '=', 'NG')
    .groupBy(['address_state', 'currency', sql.raw('3')])
    .execute();
  return rows.map((r) => ({
    state: r.address_state,
    currency: r.currency,
    current: n(r.current) === 1,
    orders: n(r.orders),
    total: n(r.total),
  }));
}
