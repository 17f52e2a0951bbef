import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { formatMoney } from '@oja/shared/money';
import { zonedStamp } from '@oja/shared/zoned-time';
import type { ReportQuery } from '@oja/shared/reports';
import type { DB } from '../../db/schema.ts';
import { csvLine } from './csv.ts';
import { resolvePeriod } from './report-period.ts';
import type { ReportsContext } from './reports.service.ts';

export const exportKinds = ['orders', 'payments', 'refunds'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** Rows are read this many at a time, by (created_at, id) after the last one: memory stays flat. */
const pageSize = 500;

/** "2026-03-01 00:30:00" on the shop's clock. */
const stamp = (ms: number | null, timeZone: string) => (ms === null ? null : zonedStamp(Number(ms), timeZone));

type Page<T> = (db: Kysely<DB>, from: number, to: number, after: { at: number; id: number } | null) => Promise<T[]>;

/** Pages of rows in [from, to) by (created_at, id), one after the other. */
async function* pages<T extends { created_at: number; id: number }>(
  db: Kysely<DB>,
  from: number,
  to: number,
  page: Page<T>,
) {
  let after: { at: number; id: number } | null = null;
  for (;;) {
    const rows = await page(db, from, to, after);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    after = { at: Number(last.created_at), id: Number(last.id) };
    if (rows.length < pageSize) return;
  }
}

const ordersPage: Page<{
  id: number;
  created_at: number;
  order_ref: string;
  email: string | null;
  state: string;
  payment_method: string;
  paid_at: number | null;
  currency: 'USD' | 'NGN';
  subtotal_minor: number;
  shipping_cost_minor: number;
  voucher_code: string | null;
  voucher_discount_minor: number;
  promotion_discount_minor: number;
  total_minor: number;
  address_state: string;
  address_country: string;
}> = (db, from, to, after) =>
  db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.created_at',
      'o.order_ref',
      'u.email',
      'o.state',
      'o.payment_method',
      'o.paid_at',
      'o.currency',
      'o.subtotal_minor',
      'o.shipping_cost_minor',
      'o.voucher_code',
      'o.voucher_discount_minor',
      'o.promotion_discount_minor',
      'o.total_minor',
      'o.address_state',
      'o.address_country',
    ])
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<', to)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('o.created_at', '>', after!.at),
          eb.and([eb('o.created_at', '=', after!.at), eb('o.id', '>', after!.id)]),
        ]),
      ),
    )
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(pageSize)
    .execute();

const paymentsPage: Page<{
  id: number;
  created_at: number;
  order_ref: string;
  provider: string;
  reference: string;
  status: string;
  currency: 'USD' | 'NGN';
  amount_minor: number;
  verified_at: number | null;
}> = (db, from, to, after) =>
  db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select([
      'p.id',
      'p.created_at',
      'o.order_ref',
      'p.provider',
      'p.reference',
      'p.status',
      'p.currency',
      'p.amount_minor',
      'p.verified_at',
    ])
    .where('p.created_at', '>=', from)
    .where('p.created_at', '<', to)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('p.created_at', '>', after!.at),
          eb.and([eb('p.created_at', '=', after!.at), eb('p.id', '>', after!.id)]),
        ]),
      ),
    )
    .orderBy('p.created_at')
    .orderBy('p.id')
    .limit(pageSize)
    .execute();

const refundsPage: Page<{
  id: number;
  created_at: number;
  updated_at: number;
  order_ref: string;
  provider: string;
  provider_reference: string;
  status: string;
  currency: 'USD' | 'NGN';
  amount_minor: number;
  reason: string;
}> = (db, from, to, after) =>
  db
    .selectFrom('payment_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.created_at',
      'r.updated_at',
      'o.order_ref',
      'r.provider',
      'r.provider_reference',
      'r.status',
      'r.currency',
      'r.amount_minor',
      'r.reason',
    ])
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('r.created_at', '>', after!.at),
          eb.and([eb('r.created_at', '=', after!.at), eb('r.id', '>', after!.id)]),
        ]),
      ),
    )
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(pageSize)
    .execute();

const n = Number;

async function* lines(ctx: ReportsContext, kind: ExportKind, from: number, to: number): AsyncGenerator<string> {
  const tz = ctx.timeZone;
  const at = `(${tz})`;
  if (kind === 'orders') {
    yield csvLine([
      'order_ref',
      `placed_at ${at}`,
      'customer_email',
      'state',
      'payment_method',
      `paid_at ${at}`,
      'currency',
      'subtotal_minor',
      'delivery_minor',
      'voucher_code',
      'voucher_discount_minor',
      'promotion_discount_minor',
      'total_minor',
      'total',
      'address_state',
      'address_country',
    ]);
    for await (const rows of pages(ctx.db, from, to, ordersPage)) {
      yield rows
        .map((o) =>
          csvLine([
            o.order_ref,
            stamp(o.created_at, tz),
            o.email,
            o.state,
            o.payment_method,
            stamp(o.paid_at, tz),
            o.currency,
            n(o.subtotal_minor),
            n(o.shipping_cost_minor),
            o.voucher_code,
            n(o.voucher_discount_minor),
            n(o.promotion_discount_minor),
            n(o.total_minor),
            formatMoney(n(o.total_minor), o.currency),
            o.address_state,
            o.address_country,
          ]),
        )
        .join('');
    }
  } else if (kind === 'payments') {
    yield csvLine([
      'order_ref',
      'provider',
      'reference',
      'status',
      'currency',
      'amount_minor',
      'amount',
      `started_at ${at}`,
      `verified_at ${at}`,
    ]);
    for await (const rows of pages(ctx.db, from, to, paymentsPage)) {
      yield rows
        .map((p) =>
          csvLine([
            p.order_ref,
            p.provider,
            p.reference,
            p.status,
            p.currency,
            n(p.amount_minor),
            formatMoney(n(p.amount_minor), p.currency),
            stamp(p.created_at, tz),
            stamp(p.verified_at, tz),
          ]),
        )
        .join('');
    }
  } else {
    yield csvLine([
      'order_ref',
      'provider',
      'payment_reference',
      'status',
      'currency',
      'amount_minor',
      'amount',
      'reason',
      `requested_at ${at}`,
      `updated_at ${at}`,
    ]);
    for await (const rows of pages(ctx.db, from, to, refundsPage)) {
      yield rows
        .map((r) =>
          csvLine([
            r.order_ref,
            r.provider,
            r.provider_reference,
            r.status,
            r.currency,
            n(r.amount_minor),
            formatMoney(n(r.amount_minor), r.currency),
            r.reason,
            stamp(r.created_at, tz),
            stamp(r.updated_at, tz),
          ]),
        )
        .join('');
    }
  }
}

/**
 * Orders (by when they were placed), payments (by when they were started) or refunds (by when
 * they were asked for) in the query's range, as a CSV stream read page by page from the database.
 */
export function exportCsv(ctx: ReportsContext, kind: ExportKind, query: ReportQuery, now = Date.now()) {
  const p = resolvePeriod(query, ctx.timeZone, now);
  return {
    filename: `oja-${kind}-${p.period.from}-to-${p.period.to}.csv`,
    stream: Readable.from(lines(ctx, kind, p.start, p.end)),
  };
}
