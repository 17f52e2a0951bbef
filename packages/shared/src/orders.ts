import { z } from 'zod';
import { rowIdSchema } from './ids.ts';
import { addressFieldProblem, requiredMessage, type AddressField } from './address-rules.ts';
import { currencies } from './money.ts';
import { orderStates } from './order-status.ts';

/** One address field, checked by the same rules and messages as the browser's form. */
const field = (name: AddressField) =>
  z
    .string({ error: requiredMessage(name) })
    .trim()
    .check((ctx) => {
      const problem = addressFieldProblem(name, ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    });

/** A shipping address. `country` is an ISO code ("NG") or a country name ("Nigeria"). */
export const addressSchema = z.object({
  street: field('street'),
  city: field('city'),
  state: field('state'),
  country: field('country'),
  postal_code: field('postal_code'),
  phone: field('phone'),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A line of the original client's place-order body. Only the product id and quantity are read;
 * every price and total in it is ignored (the server prices the order itself).
 */
const clientLineSchema = z.looseObject({
  item: z.looseObject({ id: rowIdSchema() }),
  quantity: z.number().int().min(1).max(999),
});

/**
 * The original client sends the address as one string: only the street line its shopper typed.
 * Such an order is placed, and waits for staff to complete the address and set the fees.
 */
export const streetLineSchema = field('street').meta({
  description: 'The street line alone (the original client): staff complete the address before payment.',
});

export const placeOrderBodySchema = z.object({
  address: z.union([addressSchema, streetLineSchema]),
  items: z.array(clientLineSchema).max(100).optional(),
  /** Accepted and ignored: the delivery country decides an order's currency (delivery-currency.ts). */
  currency: z.enum(currencies).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** A quote needs only where the parcel goes; the rest of the address can come later. */
export const quoteBodySchema = placeOrderBodySchema.extend({
  address: addressSchema.pick({ country: true, state: true }),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

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

export { orderStates };

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

/** An address as stored: fields not given yet (a street line alone) are empty until staff complete them. */
export const storedAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  country_name: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  shipping_address: z.string(),
  address: storedAddressSchema,
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
