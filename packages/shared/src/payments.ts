import { z } from 'zod';
import { currencies } from './money.ts';
import { orderStates } from './orders.ts';

export const paymentProviders = ['paystack', 'flutterwave', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const paymentStatuses = ['pending', 'success', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One payment attempt of an order, as the provider verified it (never as a browser claimed). */
export const paymentSchema = z.object({
  reference: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentStatuses),
  /** Major units of `currency`: always the order's total when the attempt started. */
  amount: z.number(),
  currency: z.enum(currencies),
  /** The order's reference (OJA-…), as everywhere in the original contract. */
  order_id: z.string(),
  order_status: z.union([z.null(), z.literal(1), z.literal(3), z.literal(4), z.literal(5)]),
  order_state: z.enum(orderStates),
  verified_at: z.number().nullable(),
  /** Why it did not count, or that a refund is due (paid after the order closed). */
  failure_reason: z.string().nullable(),
  /** Made with the built-in test provider: no real money moved. */
  test_mode: z.boolean(),
  created_at: z.number(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const startPaymentSchema = z.object({
  payment: paymentSchema,
  /** Send the customer here (the provider's hosted page). */
  authorization_url: z.string(),
});
export type StartedPayment = z.infer<typeof startPaymentSchema>;

export const paymentProviderInfoSchema = z.object({
  provider: z.enum(paymentProviders),
  display_name: z.string(),
  test_mode: z.boolean(),
});
export type PaymentProviderInfo = z.infer<typeof paymentProviderInfoSchema>;

const cardFields = /^(card|card_?number|cardno|pan|cvv2?|cvc|expiry|exp_month|exp_year|pin)$/i;

/**
 * What the original client posts to /api/payment/{order_id}/: whatever the provider's widget
 * returned. Only a reference (Paystack `reference`/`trxref`, Flutterwave `tx_ref`) and a
 * Flutterwave `transaction_id` are read; the server asks the provider about them. Card details are
 * refused outright: they must never reach this server.
 */
export const confirmPaymentBodySchema = z
  .looseObject({
    reference: z.string().trim().min(1).max(100).optional(),
    trxref: z.string().trim().min(1).max(100).optional(),
    // The original client's inline widget makes its tx_ref up with Date.now(): a number.
    tx_ref: z
      .union([z.string().trim().min(1).max(100), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
      .optional(),
    transaction_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]).optional(),
  })
  .check((ctx) => {
    const found = Object.keys(ctx.value).find((k) => cardFields.test(k));
    if (found) {
      ctx.issues.push({
        code: 'custom',
        path: [found],
        message: 'Card details are never accepted here: pay on the provider’s page.',
        input: ctx.value,
      });
    }
    const v = ctx.value;
    if (!v.reference && !v.trxref && v.tx_ref === undefined && v.transaction_id === undefined) {
      ctx.issues.push({
        code: 'custom',
        message: 'Send the payment reference (reference, trxref or tx_ref) or the transaction_id.',
        input: v,
      });
    }
  });
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

/** Provider return parameters, also accepted by GET /api/payments/{reference}/. */
export const verifyPaymentQuerySchema = z.object({
  transaction_id: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
});

export const webhookAckSchema = z.object({ received: z.literal(true) });
