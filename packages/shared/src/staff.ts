import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from './ids.ts';
import { productImagesSchema, slugSchema } from './catalog.ts';
import { currencies, parseMajorUnits } from './money.ts';
import { categoryTranslationsSchema, productTranslationsSchema } from './catalog-languages.ts';

/**
 * The staff back office's API shapes. Money goes in as decimal text ("12.50", read digit by digit
 * into minor units) and comes out as integer minor units named for their unit; the pages format
 * it with `formatMoney`.
 */

export const stockReasons = ['received', 'damaged', 'correction'] as const;
export type StockReason = (typeof stockReasons)[number];

const amountMessage = 'Enter an amount like 12.50 (digits, at most two decimals)';

/** Decimal text → exact minor units. */
export const moneyTextSchema = z.string().transform((text, ctx) => {
  const minor = parseMajorUnits(text);
  if (minor === null) {
    ctx.addIssue({ code: 'custom', message: amountMessage });
    return z.NEVER;
  }
  return minor;
});

/** An optional amount: empty text or null means "none". */
export const optionalMoneyTextSchema = z
  .union([z.literal(''), z.null(), moneyTextSchema])
  .transform((v) => (v === '' || v === null ? null : v));

/** A product's own low-stock line: a whole number of units, or null for the shop's default. */
export const lowStockThresholdSchema = z
  .number("Enter a whole number of units, or leave it empty for the shop's default")
  .int("Enter a whole number of units, or leave it empty for the shop's default")
  .min(0, 'The low-stock alert cannot be below zero')
  .max(1_000_000, 'Use at most 1,000,000 units')
  .nullable();

const title = z.string().trim().min(1, 'Enter a title').max(200, 'Use at most 200 characters');

export const productInputSchema = z.object({
  title,
  /** Empty or left out: made from the title (and made unique). */
  slug: z.union([z.literal(''), slugSchema]).optional(),
  description: z.string().trim().max(5000, 'Use at most 5,000 characters').default(''),
  category_id: rowIdSchema('Choose a category'),
  price_usd: moneyTextSchema,
  price_ngn: moneyTextSchema,
  sale_price_usd: optionalMoneyTextSchema.optional(),
  sale_price_ngn: optionalMoneyTextSchema.optional(),
  visible: z.boolean().default(true),
  /** Additive: name and description per language (pcm, yo, ha, ig); an empty name removes one. */
  translations: productTranslationsSchema.optional(),
  /**
   * Additive (issue 35): staff are alerted, and the product is listed as low, at this many units or
   * fewer; null means the shop's LOW_STOCK_THRESHOLD; left out, it stays as it is.
   */
  low_stock_threshold: lowStockThresholdSchema.optional(),
});

export const stockQuantitySchema = z
  .number('Enter a whole number')
  .int('Enter a whole number')
  .min(0, 'Stock cannot be below zero')
  .max(1_000_000);

export const productCreateSchema = productInputSchema.extend({ quantity: stockQuantitySchema.default(0) });
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/** Every field optional; stock changes go through adjustments, so they carry a reason and an author. */
export const productUpdateSchema = productInputSchema.partial().extend({
  description: z.string().trim().max(5000, 'Use at most 5,000 characters').optional(),
  visible: z.boolean().optional(),
});
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const staffProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_slug: z.string(),
  category_title: z.string(),
  image_url: z.string(),
  images: productImagesSchema,
  price_usd_cents: z.number().int(),
  price_ngn_kobo: z.number().int(),
  sale_price_usd_cents: z.number().int().nullable(),
  sale_price_ngn_kobo: z.number().int().nullable(),
  quantity: z.number().int(),
  visible: z.boolean(),
  /** At or below its low-stock line: its own `low_stock_threshold`, else the shop's default. */
  low_stock: z.boolean(),
  /** Additive (issue 35): the product's own low-stock line; null means the shop's default. */
  low_stock_threshold: z.number().int().nullable().optional(),
  /** Additive (issue 35): the shop's default low-stock line (LOW_STOCK_THRESHOLD). */
  low_stock_default: z.number().int().optional(),
  /** Products with orders are hidden instead of deleted. */
  order_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  /** Additive, on one product's answers (not in lists): its names per language. */
  translations: productTranslationsSchema.optional(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
export const flagText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const productListQuerySchema = z.object({
  /** Title contains this text, ignoring case. */
  q: z.string().trim().max(100).optional(),
  category: rowIdParamSchema.optional(),
  visibility: z.enum(['all', 'visible', 'hidden']).default('all'),
  low_stock: flagText.optional(),
  ...pageQuery,
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

export const productPageSchema = pageOf(staffProductSchema).extend({ low_stock_threshold: z.number().int() });
export type ProductPage = z.infer<typeof productPageSchema>;

export const stockAdjustmentInputSchema = z.object({
  delta: z.number('Enter a whole number').int('Enter a whole number').min(-1_000_000).max(1_000_000),
  reason: z.enum(stockReasons, 'Choose a reason: received, damaged or correction'),
  note: z.string().trim().max(500).optional(),
});
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentInputSchema>;

export const stockAdjustmentSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(stockReasons),
  note: z.string().nullable(),
  staff_user_id: z.number().int(),
  staff_name: z.string(),
  quantity_after: z.number().int(),
  created_at: z.number().int(),
  /**
   * Additive (decision 0036): a change of one variant's stock (the variants form, a CSV import)
   * names the variant (id null once it is removed) and its label; `quantity_after` is then that
   * variant's stock.
   */
  variant_id: z.number().int().nullable().optional(),
  variant_label: z.string().optional(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockAdjustedSchema = z.object({ quantity: z.number().int(), adjustment: stockAdjustmentSchema });

// Categories

/** A path on this shop (the page policy shows images from the shop's own address only). */
export const localImagePathSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)[\w\-./%]*$/, 'Use a path on this shop, such as /media/icons/spices.svg, or upload an image');

export const categoryInputSchema = z.object({
  title,
  slug: z.union([z.literal(''), slugSchema]).optional(),
  icon: z.union([z.literal(''), localImagePathSchema]).optional(),
  /** Additive: the name per language (pcm, yo, ha, ig); an empty name removes one. */
  translations: categoryTranslationsSchema.optional(),
});
export const categoryUpdateSchema = categoryInputSchema.partial();
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const staffCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
  /** Additive, on one category's answers (not in lists): its names per language. */
  translations: categoryTranslationsSchema.optional(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export const categoryDeleteQuerySchema = z.object({
  /** Where the category's products go; needed when it has any. */
  move_to: rowIdParamSchema.optional(),
});

// Mail outbox

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export const mailListQuerySchema = z.object({ status: z.enum(mailStatuses).optional(), ...pageQuery });
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.number().int(),
  sent_at: z.number().int().nullable(),
  next_attempt_at: z.number().int(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = pageOf(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

// Dashboard

const salesSchema = z.array(
  z.object({ currency: z.enum(currencies), total_minor: z.number().int(), orders: z.number().int() }),
);
export const dashboardSchema = z.object({
  awaiting_review: z.number().int(),
  awaiting_processing: z.number().int(),
  low_stock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    products: z.array(z.object({ id: z.number().int(), title: z.string(), quantity: z.number().int() })),
  }),
  sales: z.object({ time_zone: z.string(), today: salesSchema, month: salesSchema }),
  /**
   * Refunds of money orders could not take that have not gone through: `failed` ones are to be
   * done by hand in the provider's dashboard, `retrying` ones the shop still asks for by itself.
   * `refunds`: the first few, failed first, with their order.
   */
  refunds: z.object({
    failed: z.number().int(),
    retrying: z.number().int(),
    refunds: z.array(
      z.object({
        id: z.number().int(),
        order_id: z.number().int(),
        order_ref: z.string(),
        status: z.enum(['requested', 'failed']),
        amount_minor: z.number().int(),
        currency: z.enum(currencies),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const idParamSchema = z.object({ id: rowIdParamSchema });
