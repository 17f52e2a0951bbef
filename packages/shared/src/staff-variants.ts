import { z } from 'zod';
import { rowIdSchema } from './ids.ts';
import { productImagesSchema } from './catalog.ts';
import { moneyTextSchema, optionalMoneyTextSchema, stockQuantitySchema } from './staff.ts';

/**
 * The back office's variants, gallery and bulk import shapes (docs/decisions/0036). Money goes in
 * as decimal text and comes out in integer minor units, as in admin.ts.
 */

/** A SKU: letters, digits and - _ . / (as printed on a label), up to 64 characters. */
export const skuSchema = z
  .string()
  .trim()
  .min(1, 'Enter a SKU')
  .max(64, 'Use at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits and - _ . / only');

export const variantLabelSchema = z
  .string()
  .trim()
  .min(1, 'Enter a label, such as 500 g')
  .max(80, 'Use at most 80 characters');

export const variantInputSchema = z.object({
  /** An existing variant to change; left out: a new one. */
  id: rowIdSchema().optional(),
  sku: skuSchema,
  label: variantLabelSchema,
  price_usd: moneyTextSchema,
  price_ngn: moneyTextSchema,
  sale_price_usd: optionalMoneyTextSchema.optional(),
  sale_price_ngn: optionalMoneyTextSchema.optional(),
  quantity: stockQuantitySchema,
  /**
   * Additive (review N5): the stock the form was loaded with. Sent, the save applies only the
   * difference (quantity − quantity_was) to the stock as it is now, so orders placed meanwhile
   * are kept; left out (the original client), the stock becomes `quantity`.
   */
  quantity_was: stockQuantitySchema.optional(),
  weight_grams: z.number().int().min(0).max(1_000_000).optional(),
  image_url: z.string().max(500).nullable().optional(),
});

/** The whole list, in display order (the first is the default): variants left out are removed. */
export const variantsInputSchema = z.object({ variants: z.array(variantInputSchema).max(100) });
export type VariantsInput = z.output<typeof variantsInputSchema>;
export type VariantsInputBody = z.input<typeof variantsInputSchema>;

export const staffVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  label: z.string(),
  price_usd_cents: z.number().int(),
  price_ngn_kobo: z.number().int(),
  sale_price_usd_cents: z.number().int().nullable(),
  sale_price_ngn_kobo: z.number().int().nullable(),
  quantity: z.number().int(),
  weight_grams: z.number().int(),
  image_url: z.string().nullable(),
  position: z.number().int(),
});
export type StaffVariant = z.infer<typeof staffVariantSchema>;
export const staffVariantListSchema = z.array(staffVariantSchema);

export const staffGalleryImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  images: productImagesSchema,
  variant_id: z.number().int().nullable(),
  position: z.number().int(),
});
export type StaffGalleryImage = z.infer<typeof staffGalleryImageSchema>;
export const staffGalleryListSchema = z.array(staffGalleryImageSchema);

export const altTextSchema = z.string().trim().min(1, 'Describe the picture for those who cannot see it').max(200);

/** The gallery in its new order with each picture's alt text and variant; pictures left out are removed. */
export const galleryUpdateSchema = z.object({
  images: z
    .array(z.object({ id: rowIdSchema(), alt: altTextSchema, variant_id: rowIdSchema().nullable().optional() }))
    .max(50),
});
export type GalleryUpdate = z.output<typeof galleryUpdateSchema>;

/** One problem of an uploaded CSV: its line in the file (the header is line 1) and its column. */
export const importErrorSchema = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const importReportSchema = z.object({
  /** false: a dry run, or errors were found; nothing was changed. */
  applied: z.boolean(),
  dry_run: z.boolean(),
  errors: z.array(importErrorSchema),
  products_created: z.number().int(),
  products_updated: z.number().int(),
  variants: z.number().int(),
  rows: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The import's body: CSV text (`text/csv`), or JSON `{ csv }` (the web app's in-process calls). */
export const importBodySchema = z.union([z.string(), z.object({ csv: z.string() })]);

/**
 * A refused import (400): `{ detail, code: 'invalid' }` as every refusal, `errors` with paths
 * "line 3, price_ngn", and the whole report (each error's line and column) as `report`.
 */
export const importRefusalSchema = z.object({
  detail: z.string(),
  code: z.literal('invalid'),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
  report: importReportSchema,
});

/** A request to the import with no CSV text in it: refused as any malformed request. */
export const malformedImportSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** The CSV's columns, in order (export writes them; import needs them, in any order). */
export const catalogCsvColumns = [
  'product_slug',
  'title',
  'category',
  'description',
  'visible',
  'weight_grams',
  'sku',
  'variant',
  'price_ngn',
  'price_usd',
  'sale_price_ngn',
  'sale_price_usd',
  'stock',
] as const;
/**
 * Additive (review N5): the stock a row had when exported, written by the export when asked
 * (`?stock_was=true`, the back office's link). An import row with it changes the stock by the
 * difference (stock − stock_was), so orders placed between export and import are kept.
 */
export const catalogCsvStockWasColumn = 'stock_was';
export type CatalogCsvColumn = (typeof catalogCsvColumns)[number] | typeof catalogCsvStockWasColumn;

export const exportQuerySchema = z.object({
  stock_was: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
