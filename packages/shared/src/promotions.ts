import { z } from 'zod';
import { moneyTextSchema } from './staff.ts';
import { rowIdSchema } from './ids.ts';

/**
 * Vouchers (codes a shopper enters) and automatic promotions (applied without a code), see
 * docs/decisions/0037-vouchers-and-promotions.md.
 */

export const voucherKinds = ['percent', 'fixed'] as const;
export const promotionKinds = ['category_percent', 'buy_x_get_y'] as const;

/** How a code is typed does not matter: " save10 " is SAVE10. */
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

/** A voucher code as a shopper sends it. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a voucher code')
  .max(40, 'A voucher code has at most 40 characters')
  .transform(normaliseVoucherCode);

const codeRule = z
  .string({ error: 'Enter a code' })
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(40, 'Use at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
  .transform(normaliseVoucherCode);

const percentRule = z.coerce
  .number({ error: 'Enter a percentage' })
  .int('Enter a whole percentage')
  .min(1, 'Enter a percentage from 1 to 100')
  .max(100, 'Enter a percentage from 1 to 100');

const countRule = (what: string) =>
  z.union([
    z.null(),
    z.coerce
      .number({ error: `Enter ${what}` })
      .int(`Enter a whole number for ${what}`)
      .min(1, `Enter 1 or more for ${what}`),
  ]);

/** A moment in epoch milliseconds, or null for "no limit". */
const momentRule = z.union([z.null(), z.number().int().nonnegative()], { error: 'Enter a date and time' });

/** The fields of a voucher; a new one gets defaults for those left out, a change has none. */
const voucherFields = {
  code: codeRule,
  description: z.string().trim().max(200, 'Use at most 200 characters'),
  kind: z.enum(voucherKinds, { error: 'Choose a percentage or a fixed amount' }),
  percent: z.coerce.number().int().min(0).max(100),
  /** Money as decimal text in major units ("5", "1500.50"), as for products. */
  amount_usd: moneyTextSchema,
  amount_ngn: moneyTextSchema,
  min_spend_usd: moneyTextSchema,
  min_spend_ngn: moneyTextSchema,
  starts_at: momentRule,
  ends_at: momentRule,
  usage_limit: countRule('the usage limit'),
  per_customer_limit: countRule('the limit per customer'),
  first_order_only: z.boolean(),
  free_delivery: z.boolean(),
  active: z.boolean(),
};
const f = voucherFields;
const newVoucherFields = {
  ...f,
  description: f.description.default(''),
  percent: f.percent.default(0),
  amount_usd: f.amount_usd.default(0),
  amount_ngn: f.amount_ngn.default(0),
  min_spend_usd: f.min_spend_usd.default(0),
  min_spend_ngn: f.min_spend_ngn.default(0),
  starts_at: f.starts_at.default(null),
  ends_at: f.ends_at.default(null),
  usage_limit: f.usage_limit.default(null),
  per_customer_limit: f.per_customer_limit.default(null),
  first_order_only: f.first_order_only.default(false),
  free_delivery: f.free_delivery.default(false),
  active: f.active.default(true),
};

type VoucherShape = {
  kind?: (typeof voucherKinds)[number];
  percent?: number;
  amount_usd?: number;
  amount_ngn?: number;
  free_delivery?: boolean;
  starts_at?: number | null;
  ends_at?: number | null;
};

/** The rules across fields; on a change, only the fields sent are checked (the service checks the result). */
export function voucherProblems(v: VoucherShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (v.kind === 'percent' && v.percent !== undefined && !v.free_delivery) {
    const p = percentRule.safeParse(v.percent);
    if (!p.success) problems.push({ path: 'percent', message: p.error.issues[0]!.message });
  }
  if (v.kind === 'fixed' && !v.free_delivery) {
    if (v.amount_usd !== undefined && v.amount_usd <= 0) {
      problems.push({ path: 'amount_usd', message: 'Enter the amount off in US dollars' });
    }
    if (v.amount_ngn !== undefined && v.amount_ngn <= 0) {
      problems.push({ path: 'amount_ngn', message: 'Enter the amount off in naira' });
    }
  }
  if (v.starts_at != null && v.ends_at != null && v.ends_at <= v.starts_at) {
    problems.push({ path: 'ends_at', message: 'The end must be after the start' });
  }
  return problems;
}

const withVoucherRules = (ctx: z.core.ParsePayload<VoucherShape>) => {
  for (const p of voucherProblems(ctx.value)) {
    ctx.issues.push({ code: 'custom', message: p.message, input: ctx.value, path: [p.path] });
  }
};

export const voucherInputSchema = z.object(newVoucherFields).check(withVoucherRules);
export type VoucherInput = z.input<typeof voucherInputSchema>;

export const voucherPatchSchema = z
  .object(voucherFields)
  .partial()
  .check((ctx) => withVoucherRules(ctx));
export type VoucherPatch = z.input<typeof voucherPatchSchema>;

/** A voucher in the back office: amounts in minor units, with how many orders hold a use. */
export const adminVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(voucherKinds),
  percent: z.number().int(),
  amount_usd_cents: z.number().int(),
  amount_ngn_kobo: z.number().int(),
  min_spend_usd_cents: z.number().int(),
  min_spend_ngn_kobo: z.number().int(),
  starts_at: z.number().nullable(),
  ends_at: z.number().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  first_order_only: z.boolean(),
  free_delivery: z.boolean(),
  active: z.boolean(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

const promotionFields = {
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(120, 'Use at most 120 characters'),
  kind: z.enum(promotionKinds, { error: 'Choose a category discount or buy X get Y' }),
  /** null: every product in the shop. */
  category_id: z.union([z.null(), rowIdSchema('Choose a category')]),
  percent: z.coerce.number().int().min(0).max(100),
  buy_quantity: z.coerce.number().int().min(0).max(100),
  free_quantity: z.coerce.number().int().min(0).max(100),
  starts_at: momentRule,
  ends_at: momentRule,
  active: z.boolean(),
};
const p = promotionFields;
const newPromotionFields = {
  ...p,
  category_id: p.category_id.default(null),
  percent: p.percent.default(0),
  buy_quantity: p.buy_quantity.default(0),
  free_quantity: p.free_quantity.default(0),
  starts_at: p.starts_at.default(null),
  ends_at: p.ends_at.default(null),
  active: p.active.default(true),
};

type PromotionShape = {
  kind?: (typeof promotionKinds)[number];
  percent?: number;
  buy_quantity?: number;
  free_quantity?: number;
  starts_at?: number | null;
  ends_at?: number | null;
};

export function promotionProblems(v: PromotionShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (v.kind === 'category_percent' && v.percent !== undefined && (v.percent < 1 || v.percent > 100)) {
    problems.push({ path: 'percent', message: 'Enter a percentage from 1 to 100' });
  }
  if (v.kind === 'buy_x_get_y') {
    if (v.buy_quantity !== undefined && v.buy_quantity < 1) {
      problems.push({ path: 'buy_quantity', message: 'Enter how many the shopper buys (1 or more)' });
    }
    if (v.free_quantity !== undefined && v.free_quantity < 1) {
      problems.push({ path: 'free_quantity', message: 'Enter how many they get free (1 or more)' });
    }
  }
  if (v.starts_at != null && v.ends_at != null && v.ends_at <= v.starts_at) {
    problems.push({ path: 'ends_at', message: 'The end must be after the start' });
  }
  return problems;
}

const withPromotionRules = (ctx: z.core.ParsePayload<PromotionShape>) => {
  for (const p of promotionProblems(ctx.value)) {
    ctx.issues.push({ code: 'custom', message: p.message, input: ctx.value, path: [p.path] });
  }
};

export const promotionInputSchema = z.object(newPromotionFields).check(withPromotionRules);
export type PromotionInput = z.input<typeof promotionInputSchema>;
export const promotionPatchSchema = z
  .object(promotionFields)
  .partial()
  .check((ctx) => withPromotionRules(ctx));
export type PromotionPatch = z.input<typeof promotionPatchSchema>;

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(promotionKinds),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  percent: z.number().int(),
  buy_quantity: z.number().int(),
  free_quantity: z.number().int(),
  starts_at: z.number().nullable(),
  ends_at: z.number().nullable(),
  active: z.boolean(),
  /** Orders (not cancelled or expired) with a line it discounted. */
  used_count: z.number().int(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** A line's automatic discount, in major units of the quote's or order's currency. */
export const lineDiscountSchema = z.object({
  id: z.number().int(),
  discount: z.number(),
  promotion: z.string().nullable(),
});
export type LineDiscount = z.infer<typeof lineDiscountSchema>;

/** The voucher applied to a quote. */
export const appliedVoucherSchema = z.object({
  code: z.string(),
  discount: z.number(),
  free_delivery: z.boolean(),
});

/** A voucher that was asked for and does not apply, with the reason to tell the shopper. */
export const voucherProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Additive (issue 31): the reason by key, as a refusal's `message_id` and `message_values`. */
  message_id: z.string().optional(),
  message_values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type VoucherProblem = z.infer<typeof voucherProblemSchema>;

/**
 * An automatic promotion running now, as shoppers see it before the cart (`GET /api/promotions/`,
 * QA E13): what it gives and what it covers. Never a voucher.
 */
export const activePromotionSchema = z.object({
  id: z.number().int(),
  /** As staff named it ("Fabric fair, 10 % off"). */
  name: z.string(),
  kind: z.enum(promotionKinds),
  /** `category_percent`: the percentage off. */
  percent: z.number().int(),
  /** `buy_x_get_y`: of every buy + free units, free are free. */
  buy_quantity: z.number().int(),
  free_quantity: z.number().int(),
  /** Epoch milliseconds; null: no end set. */
  ends_at: z.number().nullable(),
  /** The category it covers, its title in the language asked for; null: every product. */
  category: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
});
export type ActivePromotion = z.infer<typeof activePromotionSchema>;
