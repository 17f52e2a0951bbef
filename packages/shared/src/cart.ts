import { z } from 'zod';
import { rowIdSchema } from './ids.ts';

/**
 * The cart as the API answers it. Lines keep the original client's shape; every figure is computed
 * by the server from current prices (the sale price while on offer) in both currencies, in major
 * units, so a client can show either currency without doing money arithmetic.
 */
export const cartLineSchema = z.object({
  item: z.object({
    id: z.number().int(),
    title: z.string(),
    image_url: z.string(),
    price: z.number(),
    price_naira: z.number(),
    /** Additive: the stock left, so a client can disable "+" at the limit. */
    quantity_in_stock: z.number().int(),
  }),
  quantity: z.number().int().min(1),
  totalPrice: z.number(),
  totalNairaPrice: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** Sum of the quantities (the desktop badge). */
  total_quantity: z.number().int(),
  /** Number of lines (the mobile badge). */
  line_count: z.number().int(),
  totalPrice: z.number(),
  totalNairaPrice: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartBodySchema = z.object({ product_id: rowIdSchema() });
