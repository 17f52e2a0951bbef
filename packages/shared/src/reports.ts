import { z } from 'zod';
import { currencies } from './money.ts';
import { orderStates } from './order-status.ts';

/**
 * The owner's reports in the back office (docs/decisions/0055-owners-reports.md). Every report
 * covers a range of whole days in the shop's time zone and the same number of days just before it
 * (the previous period), so each figure can be compared.
 */
export const reportNames = [
  'sales',
  'order-states',
  'top-products',
  'top-categories',
  'payment-methods',
  'discounts',
  'funnel',
  'delivery',
  'regions',
] as const;
export type ReportName = (typeof reportNames)[number];

export const reportTitles: Record<ReportName, string> = {
  sales: 'Sales',
  'order-states': 'Orders by state',
  'top-products': 'Top products',
  'top-categories': 'Top categories',
  'payment-methods': 'Payment methods',
  discounts: 'Vouchers and promotions',
  funnel: 'Carts to paid orders',
  delivery: 'Delivery performance',
  regions: 'Sales by state',
};

export const reportGrains = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof reportGrains)[number];

/** The longest range a report covers: two years of days. */
export const maxReportDays = 731;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31');

export const reportQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  grain: z.enum(reportGrains).optional(),
  by: z.enum(['revenue', 'units']).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const currency = z.enum(currencies);
const count = z.number().int().nonnegative();
const minor = z.number().int();

export const reportPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  days: z.number().int().positive(),
  grain: z.enum(reportGrains),
  time_zone: z.string(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const salesFigures = z.object({ total_minor: minor, orders: count, refunded_minor: minor });

export const salesReportSchema = z.object({
  report: z.literal('sales'),
  period: reportPeriodSchema,
  currencies: z.array(
    z.object({
      currency,
      /** One point per day, week (from Monday) or month of the range, empty ones included. */
      points: z.array(salesFigures.extend({ start: z.string() })),
      current: salesFigures,
      previous: salesFigures,
    }),
  ),
});

export const orderStatesReportSchema = z.object({
  report: z.literal('order-states'),
  period: reportPeriodSchema,
  states: z.array(z.enum(orderStates)),
  points: z.array(z.object({ start: z.string(), counts: z.record(z.string(), count) })),
  current: z.record(z.string(), count),
  previous: z.record(z.string(), count),
});

const ranked = z.object({
  id: z.number().int(),
  title: z.string(),
  currency,
  revenue_minor: minor,
  units: count,
  previous_revenue_minor: minor,
  previous_units: count,
});
export type RankedRow = z.infer<typeof ranked>;

export const topReportSchema = z.object({
  report: z.enum(['top-products', 'top-categories']),
  period: reportPeriodSchema,
  by: z.enum(['revenue', 'units']),
  rows: z.array(ranked),
});

const methodFigures = z.object({ orders: count, total_minor: minor });
export const paymentMethodsReportSchema = z.object({
  report: z.literal('payment-methods'),
  period: reportPeriodSchema,
  rows: z.array(
    z.object({
      method: z.enum(['provider', 'bank_transfer', 'on_delivery']),
      currency,
      current: methodFigures,
      previous: methodFigures,
    }),
  ),
});

const discountFigures = z.object({ voucher_minor: minor, promotion_minor: minor, orders: count });
export const discountsReportSchema = z.object({
  report: z.literal('discounts'),
  period: reportPeriodSchema,
  currencies: z.array(z.object({ currency, current: discountFigures, previous: discountFigures })),
  vouchers: z.array(z.object({ code: z.string(), currency, orders: count, cost_minor: minor })),
  promotions: z.array(z.object({ name: z.string(), currency, units: count, cost_minor: minor })),
});

const funnelFigures = z.object({ carts: count, placed: count, paid: count });
export const funnelReportSchema = z.object({
  report: z.literal('funnel'),
  period: reportPeriodSchema,
  current: funnelFigures,
  previous: funnelFigures,
});

const deliveryFigures = z.object({
  delivered: count,
  on_time: count,
  late: count,
  no_estimate: count,
  /** Days past the estimate's last day, summed over the late orders. */
  late_days: count,
});
export const deliveryReportSchema = z.object({
  report: z.literal('delivery'),
  period: reportPeriodSchema,
  rows: z.array(z.object({ method: z.enum(['home', 'pickup']), current: deliveryFigures, previous: deliveryFigures })),
});

const regionFigures = z.object({ orders: count, total_minor: minor });
export const regionsReportSchema = z.object({
  report: z.literal('regions'),
  period: reportPeriodSchema,
  /** One row per state with paid orders; `state` is the name in nigeria.ts, or "Other" for unknown text. */
  rows: z.array(z.object({ state: z.string(), currency, current: regionFigures, previous: regionFigures })),
});

export const reportSchema = z.discriminatedUnion('report', [
  salesReportSchema,
  orderStatesReportSchema,
  topReportSchema,
  paymentMethodsReportSchema,
  discountsReportSchema,
  funnelReportSchema,
  deliveryReportSchema,
  regionsReportSchema,
]);
export type Report = z.infer<typeof reportSchema>;
/** The answer of one report (top products and top categories share a shape). */
export type ReportOf<N extends ReportName> = Report extends infer R
  ? R extends { report: infer K }
    ? N extends K
      ? R & { report: N }
      : never
    : never
  : never;

/** Orders paid and waiting to be dispatched, with what to take off the shelves for them. */
export const pickListSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_ref: z.string(),
      paid_at: z.number().int().nullable(),
      delivery_method: z.enum(['home', 'pickup']),
      items: z.array(z.object({ title: z.string(), variant_label: z.string().nullable(), quantity: count })),
    }),
  ),
  /** Each product (and variant) once, with the units all the orders need. */
  totals: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      variant_label: z.string().nullable(),
      quantity: count,
      orders: count,
    }),
  ),
});
export type PickList = z.infer<typeof pickListSchema>;
