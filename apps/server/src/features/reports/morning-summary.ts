import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { currencies, formatMoney, type Currency } from '@oja/shared/money';
import type { DB } from '../../db/schema.ts';
import type { DayFigures } from '../../mail/index.ts';
import { runPeriodically } from '../../periodic.ts';
import { dayStart } from '../admin/index.ts';
import { alertStaff, countLowStock } from '../alerts/index.ts';
import { countWaitingTransfers } from '../payments/index.ts';
import { zonedDay } from '@oja/shared/zoned-time';
import { dayNumberOf, dayTextOf, resolvePeriod } from './report-period.ts';
import * as repo from './reports.repository.ts';

/** What the morning summary needs (issue 35, decision 0075). */
export interface MorningSummarySettings {
  db: Kysely<DB>;
  /** SHOP_TIME_ZONE: where the shop's days begin. */
  timeZone: string;
  /** MORNING_SUMMARY_HOUR: the hour of the shop's day from which the day before is summed up. */
  hour: number;
  /** LOW_STOCK_THRESHOLD: the line of products without their own. */
  lowStockThreshold: number;
  /** PUBLIC_URL, for the link to the reports. */
  publicUrl: string | undefined;
}

/** The shop's day to sum up at `now`: the day before, once the shop's clock reads `hour`; else null. */
export function summaryDayAt(now: number, timeZone: string, hour: number): string | null {
  const today = zonedDay(now, timeZone);
  if (now < dayStart(today, timeZone) + hour * 3_600_000) return null;
  return dayTextOf(dayNumberOf(today) - 1);
}

/**
 * A shop day's figures, from the reports' own queries over that one day (the sales, funnel and
 * refunds reports give the same numbers for it), and what waits for staff at `now`.
 */
export async function dayFigures(
  settings: Pick<MorningSummarySettings, 'db' | 'timeZone' | 'lowStockThreshold'>,
  day: string,
  now: number,
): Promise<DayFigures> {
  const { db } = settings;
  const p = resolvePeriod({ from: day, to: day }, settings.timeZone, now);
  const [sold, refunded, funnel, newCustomers, transfersWaiting, lowStock] = await Promise.all([
    repo.salesByHour(db, p),
    repo.refundsByHour(db, p),
    repo.funnel(db, p),
    repo.newCustomers(db, p),
    countWaitingTransfers(db, now),
    countLowStock(db, settings.lowStockThreshold),
  ]);
  // Rows of the previous period have the hour -1 (the queries compare with the one before).
  const ofDay = <T extends { h: number; currency: string }>(rows: T[], currency: string) =>
    rows.filter((r) => r.h >= 0 && r.currency === currency);
  // Every currency the shop sells in, naira first, also on a day without sales in it.
  const shown = ['NGN', ...currencies.filter((c) => c !== 'NGN')] as Currency[];
  return {
    day,
    placed: funnel.current.placed,
    paid: shown.map((currency) => {
      const rows = ofDay(sold, currency);
      const total = rows.reduce((sum, r) => sum + r.total, 0);
      return { currency, orders: rows.reduce((sum, r) => sum + r.orders, 0), amount: formatMoney(total, currency) };
    }),
    refunds: shown.map((currency) => {
      const rows = ofDay(refunded, currency);
      const total = rows.reduce((sum, r) => sum + r.total, 0);
      return { currency, refunds: rows.reduce((sum, r) => sum + r.refunds, 0), amount: formatMoney(total, currency) };
    }),
    newCustomers,
    transfersWaiting,
    lowStock,
  };
}

/**
 * Sends the summary of the day before to every staff member who chose `morning_summary`, once per
 * shop day, from MORNING_SUMMARY_HOUR on. The day is claimed first: the row of `staff_summaries`
 * is inserted (or nothing, when it is there) and the mails are queued in the same transaction, so
 * of several processes, or of runs before and after a restart, exactly one sends. Returns the day
 * and how many mails were queued, or null when nothing was due or another run had it.
 */
export async function sendMorningSummary(settings: MorningSummarySettings, now = Date.now()) {
  const { db } = settings;
  const day = summaryDayAt(now, settings.timeZone, settings.hour);
  if (day === null) return null;
  // Most runs of the day find it done: no figures are worked out for them.
  const done = await db.selectFrom('staff_summaries').select('day').where('day', '=', day).executeTakeFirst();
  if (done) return null;
  const figures = await dayFigures(settings, day, now);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('staff_summaries')
      .values({ day, sent_at: now })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) return null;
    const sent = await alertStaff(trx, { kind: 'morning_summary', ...figures }, settings.publicUrl, now);
    return { day, sent };
  });
}

/**
 * Looks every `intervalMs` whether the morning summary is due (a look-up of one row when it is
 * not); a run never overlaps the previous one in this process. Returns a stop function.
 */
export function startMorningSummary(settings: MorningSummarySettings, log: FastifyBaseLogger, intervalMs = 60_000) {
  return runPeriodically(
    async () => {
      const result = await sendMorningSummary(settings);
      if (result) log.info(result, 'morning summary queued');
    },
    { job: 'morning_summary', intervalMs, log, failure: 'morning summary failed' },
  );
}
