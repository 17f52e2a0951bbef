import { findNigerianState } from '@oja/shared/nigeria';
import { orderStates } from '@oja/shared/order-status';
import { currencies, type Currency } from '@oja/shared/money';
import type { Report, ReportName, ReportQuery } from '@oja/shared/reports';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import { bucketOfHour, resolvePeriod, type ResolvedPeriod } from './report-period.ts';
import * as repo from './reports.repository.ts';

export interface ReportsContext {
  db: Kysely<DB>;
  dialect: Dialect;
  timeZone: string;
}

const methods = ['provider', 'bank_transfer', 'on_delivery'] as const;

async function sales(ctx: ReportsContext, p: ResolvedPeriod) {
  const [sold, refunded] = await Promise.all([repo.salesByHour(ctx.db, p), repo.refundsByHour(ctx.db, p)]);
  const used = currencies.filter((c) => sold.some((r) => r.currency === c) || refunded.some((r) => r.currency === c));
  return used.map((currency) => {
    const points = new Map(p.buckets.map((b) => [b, { start: b, total_minor: 0, orders: 0, refunded_minor: 0 }]));
    const current = { total_minor: 0, orders: 0, refunded_minor: 0 };
    const previous = { total_minor: 0, orders: 0, refunded_minor: 0 };
    for (const r of sold.filter((s) => s.currency === currency)) {
      const into = r.h < 0 ? previous : current;
      into.total_minor += r.total;
      into.orders += r.orders;
      if (r.h >= 0) {
        const point = points.get(bucketOfHour(p, r.h))!;
        point.total_minor += r.total;
        point.orders += r.orders;
      }
    }
    for (const r of refunded.filter((s) => s.currency === currency)) {
      (r.h < 0 ? previous : current).refunded_minor += r.total;
      if (r.h >= 0) points.get(bucketOfHour(p, r.h))!.refunded_minor += r.total;
    }
    return { currency, points: [...points.values()], current, previous };
  });
}

async function orderStatesReport(ctx: ReportsContext, p: ResolvedPeriod) {
  const rows = await repo.placedByHour(ctx.db, p);
  const zero = () => Object.fromEntries(orderStates.map((s) => [s, 0])) as Record<string, number>;
  const points = new Map(p.buckets.map((b) => [b, { start: b, counts: zero() }]));
  const current = zero();
  const previous = zero();
  for (const r of rows) {
    if (r.h < 0) previous[r.state]! += r.orders;
    else {
      current[r.state]! += r.orders;
      points.get(bucketOfHour(p, r.h))!.counts[r.state]! += r.orders;
    }
  }
  return { states: [...orderStates], points: [...points.values()], current, previous };
}

async function top(ctx: ReportsContext, p: ResolvedPeriod, of: 'products' | 'categories', by: 'revenue' | 'units') {
  const rows = await Promise.all(currencies.map((c) => repo.topSellers(ctx.db, p, of, c, by)));
  return { by, rows: rows.flat() };
}

async function paymentMethodsReport(ctx: ReportsContext, p: ResolvedPeriod) {
  const rows = await repo.paymentMethods(ctx.db, p);
  const out = [];
  for (const currency of currencies) {
    for (const method of methods) {
      const of = (current: boolean) => {
        const r = rows.find((x) => x.currency === currency && x.payment_method === method && x.current === current);
        return { orders: r?.orders ?? 0, total_minor: r?.total ?? 0 };
      };
      const row = { method, currency, current: of(true), previous: of(false) };
      if (row.current.orders + row.previous.orders > 0) out.push(row);
    }
  }
  return { rows: out };
}

async function discounts(ctx: ReportsContext, p: ResolvedPeriod) {
  const [totals, vouchers, promotions] = await Promise.all([
    repo.discountTotals(ctx.db, p),
    repo.voucherCosts(ctx.db, p),
    repo.promotionCosts(ctx.db, p),
  ]);
  const of = (currency: Currency, current: boolean) => {
    const r = totals.find((x) => x.currency === currency && x.current === current);
    return { voucher_minor: r?.voucher ?? 0, promotion_minor: r?.promotion ?? 0, orders: r?.orders ?? 0 };
  };
  return {
    currencies: currencies
      .filter((c) => totals.some((t) => t.currency === c))
      .map((currency) => ({ currency, current: of(currency, true), previous: of(currency, false) })),
    vouchers,
    promotions,
  };
}

async function delivery(ctx: ReportsContext, p: ResolvedPeriod) {
  const rows = await repo.deliveries(ctx.db, ctx.dialect, p);
  const of = (method: 'home' | 'pickup', current: boolean) => {
    const r = rows.find((x) => x.method === method && x.current === current);
    return {
      delivered: r?.delivered ?? 0,
      on_time: r?.on_time ?? 0,
      late: r?.late ?? 0,
      no_estimate: r?.no_estimate ?? 0,
      late_days: r?.late_days ?? 0,
    };
  };
  return {
    rows: (['home', 'pickup'] as const).map((method) => ({
      method,
      current: of(method, true),
      previous: of(method, false),
    })),
  };
}

async function regions(ctx: ReportsContext, p: ResolvedPeriod) {
  const rows = await repo.salesByState(ctx.db, p);
  const merged = new Map<
    string,
    {
      state: string;
      currency: Currency;
      current: { orders: number; total_minor: number };
      previous: { orders: number; total_minor: number };
    }
  >();
  for (const r of rows) {
    const state = findNigerianState(r.state)?.name ?? 'Other';
    const key = `${state}|${r.currency}`;
    let row = merged.get(key);
    if (!row) {
      row = {
        state,
        currency: r.currency,
        current: { orders: 0, total_minor: 0 },
        previous: { orders: 0, total_minor: 0 },
      };
      merged.set(key, row);
    }
    const into = r.current ? row.current : row.previous;
    into.orders += r.orders;
    into.total_minor += r.total;
  }
  return {
    rows: [...merged.values()].sort(
      (a, b) => b.current.total_minor - a.current.total_minor || a.state.localeCompare(b.state),
    ),
  };
}

/** One report over the query's range and the period before it. */
export async function getReport(
  ctx: ReportsContext,
  name: ReportName,
  query: ReportQuery,
  now = Date.now(),
): Promise<Report> {
  const p = resolvePeriod(query, ctx.timeZone, now);
  const period = p.period;
  switch (name) {
    case 'sales':
      return { report: name, period, currencies: await sales(ctx, p) };
    case 'order-states':
      return { report: name, period, ...(await orderStatesReport(ctx, p)) };
    case 'top-products':
      return { report: name, period, ...(await top(ctx, p, 'products', query.by ?? 'revenue')) };
    case 'top-categories':
      return { report: name, period, ...(await top(ctx, p, 'categories', query.by ?? 'revenue')) };
    case 'payment-methods':
      return { report: name, period, ...(await paymentMethodsReport(ctx, p)) };
    case 'discounts':
      return { report: name, period, ...(await discounts(ctx, p)) };
    case 'funnel':
      return { report: name, period, ...(await repo.funnel(ctx.db, p)) };
    case 'delivery':
      return { report: name, period, ...(await delivery(ctx, p)) };
    case 'regions':
      return { report: name, period, ...(await regions(ctx, p)) };
  }
}
