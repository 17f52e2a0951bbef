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
  /** Additive: the variant of this line (null for a product without variants) and its label. */
  variant_id: z.number().int().nullable().optional(),
  variant_label: z.string().nullable().optional(),
  quantity: z.number().int().min(1),
  totalPrice: z.number(),
  totalNairaPrice: z.number(),
  /**
   * Additive (decision 0037): on a line an automatic promotion covers, what it takes off the
   * line total in each currency and the promotion's name; absent on other lines.
   */
  discount: z.number().optional(),
  discount_naira: z.number().optional(),
  promotion: z.string().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** Sum of the quantities (the desktop badge). */
  total_quantity: z.number().int(),
  /** Number of lines (the mobile badge). */
  line_count: z.number().int(),
  /** The goods at their prices: the sum of the lines' totals. */
  totalPrice: z.number(),
  totalNairaPrice: z.number(),
  /**
   * Additive (decision 0037): what the automatic promotions take off the goods, in each
   * currency; absent when none applies. The goods cost `totalPrice - discount`; vouchers and delivery come at
   * checkout.
   */
  discount: z.number().optional(),
  discount_naira: z.number().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartBodySchema = z.object({
  product_id: rowIdSchema(),
  /** Additive: the variant to add; without it a product with variants adds its first one. */
  variant_id: rowIdSchema().optional(),
});
