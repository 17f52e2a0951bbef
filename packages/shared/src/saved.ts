import { z } from 'zod';
import { rowIdSchema } from './ids.ts';
import { productSchema } from './catalog.ts';

export const saveItemBodySchema = z.object({ product_id: rowIdSchema() });

/** One saved product with its current price and stock (the catalogue's product shape). */
export const savedItemSchema = z.object({
  product: productSchema,
  /** ISO 8601 instant it was saved */
  saved_at: z.string(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

/** The ids alone, for drawing filled hearts on every page without loading the products. */
export const savedIdsSchema = z.object({ product_ids: z.array(z.number().int()) });
export type SavedIds = z.infer<typeof savedIdsSchema>;

export const saveResultSchema = z.object({ product_id: z.number().int(), saved: z.boolean() });
export type SaveResult = z.infer<typeof saveResultSchema>;
