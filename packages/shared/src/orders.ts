import { z } from 'zod';
import { findCountry } from './countries.ts';
import { currencies } from './money.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A shipping address. `country` is an ISO code ("NG") or a country name ("Nigeria"). */
export const addressSchema = z.object({
  street: text('Street address', 200),
  city: text('City', 100),
  state: text('State/region', 100),
  country: text('Country', 60).refine((c) => findCountry(c) !== undefined, 'Country is not a country we know'),
  postal_code: text('Postal code', 20).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    'Postal code may only have letters, digits, spaces and hyphens',
  ),
  phone: text('Phone', 30).regex(/^\+?[0-9][0-9 ()-]{5,}$/, 'Phone must be a phone number, e.g. +234 803 123 4567'),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A line of the original client's place-order body. Only the product id and quantity are read;
 * every price and total in it is ignored (the server prices the order itself).
 */
const clientLineSchema = z.looseObject({
  item: z.looseObject({ id: z.number().int().positive() }),
  quantity: z.number().int().min(1).max(999),
});

export const placeOrderBodySchema = z.object({
  address: addressSchema,
  items: z.array(clientLineSchema).max(100).optional(),
  currency: z.enum(currencies).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const quoteBodySchema = placeOrderBodySchema;

/** Amounts of an order or a quote, in major units of `currency`. */
const amounts = {
  currency: z.enum(currencies),
  amount: z.number(),
  shipping_cost: z.number(),
  shipping_fee: z.number(),
  handling_fee: z.number(),
  packaging_fee: z.number(),
  insurance_fee: z.number(),
  order_total: z.number(),
};

export const orderItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  quantity: z.number().int(),
  total_price: z.number(),
  total_price_naira: z.number(),
  /** Additive: the unit price in the order's currency. */
  unit_price: z.number(),
});

export const orderStates = [
  'awaiting',
  'opened',
  'processed',
  'delivered',
  'refunded',
  'cancelled',
  'expired',
] as const;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: z.union([z.null(), z.literal(1), z.literal(3), z.literal(4), z.literal(5)]),
  /** Additive: the stored lifecycle state, including cancelled and expired. */
  state: z.enum(orderStates),
  order_reviewed: z.boolean(),
  ...amounts,
  created_at: z.number(),
  expires_at: z.number().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  shipping_address: z.string(),
  address: addressSchema.extend({ country_name: z.string() }),
  items: z.array(orderItemSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const quoteSchema = z.object({
  ...amounts,
  /** Whether a fee rule covers the destination; if not, staff set the fees before payment. */
  covered: z.boolean(),
  free_shipping: z.boolean(),
  free_shipping_from: z.number(),
  item_count: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const orderCountsSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;
