import { z } from 'zod';
import { flagText, moneyTextSchema, pageOf, pageQuery } from './staff.ts';
import { currencies } from './money.ts';
import { orderStates } from './orders.ts';

/**
 * The back office's view of orders: the queue, one order in full, the review (fees) and the
 * status changes staff may make. Money comes out in minor units of the order's currency.
 */

/** Where staff may move an order; "opened" is reached only by a verified payment. */
export const staffTargetStates = ['processed', 'delivered', 'refunded'] as const;
export type StaffTargetState = (typeof staffTargetStates)[number];

export const orderStatusChangeSchema = z.object({
  status: z.enum(staffTargetStates, 'Choose the new status: processed, delivered or refunded'),
});

/** The original client's `PUT {host}/order/{id}` body: the order object, of which `status` is read. */
export const contractStatusBodySchema = z.looseObject({
  status: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5), z.null()], {
    error: 'status must be one of the status codes 1, 3, 4 or 5',
  }),
});

/** The fees staff set when they review an order, as decimal text in the order's currency. */
export const orderFeesInputSchema = z.object({
  shipping_cost: moneyTextSchema,
  shipping_fee: moneyTextSchema,
  handling_fee: moneyTextSchema,
  packaging_fee: moneyTextSchema,
  insurance_fee: moneyTextSchema,
});
export type OrderFeesInput = z.output<typeof orderFeesInputSchema>;
export const orderFeeFields = [
  'shipping_cost',
  'shipping_fee',
  'handling_fee',
  'packaging_fee',
  'insurance_fee',
] as const;

export const staffOrderListQuerySchema = z.object({
  status: z.enum(orderStates).optional(),
  reviewed: flagText.optional(),
  /** The order reference or the customer's e-mail contains this. */
  q: z.string().trim().max(100).optional(),
  ...pageQuery,
});
export type StaffOrderListQuery = z.output<typeof staffOrderListQuerySchema>;

export const staffOrderSummarySchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  state: z.enum(orderStates),
  /** The contract's numeric status and its name. */
  status: z.union([z.null(), z.literal(1), z.literal(3), z.literal(4), z.literal(5)]),
  status_name: z.string(),
  order_reviewed: z.boolean(),
  currency: z.enum(currencies),
  subtotal_minor: z.number().int(),
  total_minor: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  item_count: z.number().int(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;
export const staffOrderPageSchema = pageOf(staffOrderSummarySchema);
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

export const staffOrderDetailSchema = staffOrderSummarySchema.extend({
  expires_at: z.number().int().nullable(),
  fees: z.object({
    shipping_cost_minor: z.number().int(),
    freight_fee_minor: z.number().int(),
    handling_fee_minor: z.number().int(),
    packaging_fee_minor: z.number().int(),
    insurance_fee_minor: z.number().int(),
  }),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    /** Additive: Nigeria's local government area; empty elsewhere. */
    lga: z.string(),
    country: z.string(),
    country_name: z.string(),
    postal_code: z.string(),
    phone: z.string(),
  }),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      image_url: z.string(),
      quantity: z.number().int(),
      unit_price_minor: z.number().int(),
      line_total_minor: z.number().int(),
      /** Additive (issue 30): the variant bought and its label then (null: a product without variants). */
      variant_id: z.number().int().nullable(),
      variant_label: z.string().nullable(),
      /** Additive (issue 30): the line's automatic promotion, as a positive amount, and its name. */
      discount_minor: z.number().int(),
      promotion: z.string().nullable(),
    }),
  ),
  /** Additive (issue 30): the discounts taken off `subtotal_minor`, as positive amounts, and the voucher's code. */
  promotion_discount_minor: z.number().int(),
  voucher_discount_minor: z.number().int(),
  voucher_code: z.string().nullable(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      reference: z.string(),
      status: z.enum(['pending', 'success', 'failed', 'abandoned']),
      amount_minor: z.number().int(),
      currency: z.enum(currencies),
      verified_at: z.number().int().nullable(),
      /** Why a payment did not count (declined, wrong amount, paid after the order closed: refund due). */
      failure_reason: z.string().nullable(),
      created_at: z.number().int(),
    }),
  ),
  /**
   * Money given back for charges the order could not take (paid after it was cancelled or expired,
   * paid twice, a wrong amount): `requested` until the provider accepts it (retried by the payment
   * job; `error` says why not yet), `succeeded`, or `failed` (the provider refused or we gave up:
   * refund it by hand in the provider's dashboard).
   */
  refunds: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      reference: z.string(),
      amount_minor: z.number().int(),
      currency: z.enum(currencies),
      reason: z.string(),
      status: z.enum(['requested', 'succeeded', 'failed']),
      provider_refund_id: z.string().nullable(),
      provider_status: z.string().nullable(),
      error: z.string().nullable(),
      attempts: z.number().int(),
      created_at: z.number().int(),
      updated_at: z.number().int(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.number().int(),
      from_state: z.enum(orderStates).nullable(),
      to_state: z.enum(orderStates),
      actor_kind: z.enum(['customer', 'staff', 'system', 'provider']),
      actor_name: z.string().nullable(),
      note: z.string().nullable(),
      created_at: z.number().int(),
    }),
  ),
  /** Additive (0033): how the order is paid: the provider's page, a bank transfer, on delivery. */
  payment_method: z.enum(['provider', 'bank_transfer', 'on_delivery']),
  /** The reference the customer writes on a bank transfer; null until they choose one. */
  transfer_reference: z.string().nullable(),
  /** Staff's record of the transfer that arrived, once confirmed. */
  transfer_confirmation: z
    .object({
      amount_minor: z.number().int(),
      currency: z.enum(currencies),
      received_on: z.string(),
      bank_reference: z.string(),
      staff_name: z.string().nullable(),
      created_at: z.number().int(),
    })
    .nullable(),
  /** Pay on delivery's outcome at the door. */
  delivery_outcome: z.enum(['paid', 'refused']).nullable(),
  /** Additive (0033): home delivery or collection, with the pickup station as it was when ordered. */
  delivery: z.object({
    method: z.enum(['home', 'pickup']),
    pickup_station_name: z.string().nullable(),
    pickup_station_address: z.string().nullable(),
  }),
  /** The status changes staff may make now. */
  next_states: z.array(z.enum(staffTargetStates)),
  /** Fees can be set while the order waits for payment. */
  can_review: z.boolean(),
  /** False for an order placed with a street line alone: staff complete the address before the fees. */
  address_complete: z.boolean(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;
