import { z } from 'zod';
import { rowIdSchema } from './ids.ts';
import {
  addressFieldProblem,
  addressFields,
  normalisedAddress,
  requiredMessage,
  type AddressField,
} from './address-rules.ts';
import { currencies } from './money.ts';
import { saidIssue } from './said.ts';
import { deliveryChoiceSchema, deliveryEstimateSchema, deliveryMethods } from './delivery.ts';
import { orderStates } from './order-status.ts';
import { appliedVoucherSchema, lineDiscountSchema, voucherCodeSchema, voucherProblemSchema } from './promotions.ts';

/** One address field, trimmed; what it must be is checked with the whole address (see below). */
const field = (name: AddressField) => z.string({ error: requiredMessage(name).text }).trim();

/** The fields of a shipping address, before the checks that depend on its country. */
export const addressShape = z.object({
  street: field('street'),
  city: field('city'),
  state: field('state'),
  /** Nigeria: the local government area of the state. Optional for older clients; elsewhere ignored. */
  lga: field('lga').optional().meta({ description: "Nigeria: the state's local government area (optional)." }),
  country: field('country'),
  /** Optional in Nigeria; required elsewhere. */
  postal_code: field('postal_code').default(''),
  phone: field('phone').meta({ description: 'Nigeria: local forms (0803 123 4567) are stored as +234…' }),
});

type AddressCheck = z.core.ParsePayload<Partial<Record<AddressField, string>>>;

/** Each given field by the rules of the address's country; the message goes at the field's path. */
function checkAddress(ctx: AddressCheck) {
  const a = ctx.value;
  for (const name of addressFields) {
    const value = a[name];
    if (value === undefined) continue;
    const problem = addressFieldProblem(name, value, { country: a.country, state: a.state });
    if (problem) ctx.issues.push(saidIssue(problem, value, [name]));
  }
}

/**
 * A shipping address, checked by the same rules and messages as the browser's form. `country` is
 * an ISO code ("NG") or a country name ("Nigeria"). A Nigerian address is stored normalised: the
 * state and LGA as the list spells them, the phone as +234… (address-rules.ts).
 */
export const addressSchema = addressShape.check(checkAddress).transform((a) => normalisedAddress(a));
export type Address = z.infer<typeof addressSchema>;

/**
 * A line of the original client's place-order body. Only the product id and quantity are read;
 * every price and total in it is ignored (the server prices the order itself).
 */
const clientLineSchema = z.looseObject({
  item: z.looseObject({ id: rowIdSchema() }),
  quantity: z.number().int().min(1).max(999),
  /** Additive: the variant ordered; without it a product with variants sells its first one. */
  variant_id: rowIdSchema().optional(),
});

/**
 * The original client sends the address as one string: only the street line its shopper typed.
 * Such an order is placed, and waits for staff to complete the address and set the fees.
 */
export const streetLineSchema = field('street')
  .check((ctx) => {
    const problem = addressFieldProblem('street', ctx.value);
    if (problem) ctx.issues.push(saidIssue(problem, ctx.value));
  })
  .meta({
    description: 'The street line alone (the original client): staff complete the address before payment.',
  });

export const placeOrderBodySchema = z.object({
  address: z.union([addressSchema, streetLineSchema]),
  items: z.array(clientLineSchema).max(100).optional(),
  /** Accepted and ignored: the delivery country decides an order's currency (delivery-currency.ts). */
  currency: z.enum(currencies).optional(),
  /** Additive: home delivery (the default) or collection from a pickup station. */
  delivery: deliveryChoiceSchema.optional(),
  /** Additive: order updates by SMS to the address's phone number. */
  sms_updates: z.boolean().optional(),
  /** Additive: a voucher code; one that does not apply refuses the order (409 `voucher_not_applicable`). */
  voucher_code: voucherCodeSchema.optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** A quote needs only where the parcel goes; the rest of the address can come later. */
export const quoteBodySchema = placeOrderBodySchema.extend({
  address: addressShape.pick({ country: true, state: true }).check(checkAddress),
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
  /** Additive: the variant ordered and its label then (null for a product without variants). */
  variant_id: z.number().int().nullable().optional(),
  variant_label: z.string().nullable().optional(),
  /** Additive: the automatic promotion's discount of the line (order currency), and its name. */
  discount: z.number(),
  promotion: z.string().nullable(),
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
  /** Additive: how the order is delivered, where it is collected, and when it should arrive. */
  delivery_method: z.enum(deliveryMethods),
  pickup_station: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  delivery_estimate: deliveryEstimateSchema,
  sms_updates: z.boolean(),
  /**
   * Additive (decision 0037): `amount` is the goods after every discount, so that amount and the
   * fees add up to `order_total`; `subtotal` is the goods at their prices, `discount` the difference
   * (`promotion_discount` by automatic promotions plus `voucher_discount` by the voucher).
   */
  subtotal: z.number(),
  discount: z.number(),
  promotion_discount: z.number(),
  voucher_discount: z.number(),
  voucher_code: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An address as stored: fields not given yet (a street line alone) are empty until staff complete them. */
export const storedAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  /** Additive: Nigeria's local government area; empty elsewhere and on older orders. */
  lga: z.string(),
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
  /** Additive: the dates delivery is expected between if the order were placed now. */
  delivery_estimate: deliveryEstimateSchema,
  /** Additive (decision 0037): as on an order, `amount` is after the discounts. */
  subtotal: z.number(),
  discount: z.number(),
  promotion_discount: z.number(),
  line_discounts: z.array(lineDiscountSchema),
  voucher: appliedVoucherSchema.nullable(),
  /** The voucher asked for does not apply (expired, below its minimum…): why, for the shopper. */
  voucher_problem: voucherProblemSchema.nullable(),
  /**
   * Additive (issue 30, E4): the shipping and freight the order pays only because the voucher
   * takes the goods below `free_shipping_from` (free without the voucher); absent otherwise.
   */
  free_shipping_lost_by_voucher: z.number().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const orderCountsSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;
