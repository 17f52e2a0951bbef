import { z } from 'zod';
import { currencies } from './money.ts';
import { moneyTextSchema } from './staff.ts';

/**
 * How an order is paid (docs/decisions/0033-bank-transfer-and-pay-on-delivery.md): on the
 * provider's hosted page (card, bank transfer or USSD there), by bank transfer to the shop's own
 * account (staff confirm the money arrived), or on delivery (cash or card to the rider).
 */
export const paymentMethods = ['provider', 'bank_transfer', 'on_delivery'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Transfer references: 8 characters without 0/O, 1/I/L, so read over the phone or typed in a bank app. */
export const transferReferenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const transferReferencePattern = /^[2-9A-HJKMNP-Z]{8}$/;

/** The shop's bank account, shown with a transfer's details. */
export const shopBankSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
});
export type ShopBank = z.infer<typeof shopBankSchema>;

/** What the shopper must send for one order: to this account, exactly this amount, with this reference. */
export const bankTransferSchema = shopBankSchema.extend({
  order_id: z.string(),
  reference: z.string(),
  amount_minor: z.number().int(),
  currency: z.enum(currencies),
  /** When the order expires unless the transfer is confirmed (ms since the epoch). */
  expires_at: z.number().int().nullable(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** One rule of pay on delivery and whether this order passes it. */
export const onDeliveryCheckSchema = z.object({
  rule: z.enum([
    'enabled',
    'state',
    'max_value',
    'signed_in',
    'verified_phone',
    'refusals',
    'awaiting',
    // Added (decision 0040): how many unpaid pay-on-delivery orders a customer or phone may have.
    'open_orders',
  ]),
  passed: z.boolean(),
  /**
   * In words for the shopper: what the rule asks, and why this order does not meet it (English;
   * a rule not met is in the page's language for the web app's requests, issue 31).
   */
  message: z.string(),
  /**
   * What the message names, for pages that say it in the shopper's language: `states` (state),
   * `currency`, `total` and `max` (max_value; no `max`: that currency never), `count` (refusals).
   */
  values: z.record(z.string(), z.string()).optional(),
});

/** The ways one order may be paid now, decided by the server. */
export const paymentOptionsSchema = z.object({
  order_id: z.string(),
  method: z.enum(paymentMethods),
  provider: z.object({
    display_name: z.string(),
    /** "Card, bank transfer or USSD via Paystack". */
    label: z.string(),
    channels: z.array(z.string()),
  }),
  /** Null when the shop has no bank account configured. */
  bank_transfer: z.object({ available: z.boolean(), details: bankTransferSchema.nullable() }),
  on_delivery: z.object({ available: z.boolean(), checks: z.array(onDeliveryCheckSchema) }),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** Staff's record of a transfer that arrived in the shop's account. */
export const transferConfirmationBodySchema = z.object({
  amount: moneyTextSchema,
  currency: z.enum(currencies, 'Choose the currency the money arrived in: NGN or USD'),
  received_on: z.iso.date('Give the date the money arrived, as YYYY-MM-DD'),
  bank_reference: z
    .string()
    .trim()
    .min(3, 'Give the reference of the transfer on the bank statement (at least 3 characters)')
    .max(100, 'The bank reference is at most 100 characters'),
});
export type TransferConfirmationBody = z.input<typeof transferConfirmationBodySchema>;

export const awaitingTransferSchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  reference: z.string(),
  customer_name: z.string(),
  email: z.string(),
  amount_minor: z.number().int(),
  currency: z.enum(currencies),
  created_at: z.number().int(),
  expires_at: z.number().int().nullable(),
});
export const transferQueueSchema = z.object({ items: z.array(awaitingTransferSchema) });
export type TransferQueue = z.infer<typeof transferQueueSchema>;

export const transferConfirmationSchema = z.object({
  amount_minor: z.number().int(),
  currency: z.enum(currencies),
  received_on: z.string(),
  bank_reference: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.number().int(),
});

/** Staff's outcome of a pay-on-delivery order at the door. */
export const onDeliveryOutcomeSchema = z.object({
  outcome: z.enum(['paid', 'refused'], 'Choose the outcome: paid or refused'),
});

/** The staff-editable rules of pay on delivery. */
export const onDeliveryRulesSchema = z.object({
  enabled: z.boolean(),
  /** Nigerian states where riders collect payment; empty: nowhere. */
  states: z.array(z.string().trim().min(1).max(60)).max(37),
  /** Largest order total per currency (minor units); null: that currency is never paid on delivery. */
  max_ngn_kobo: z.number().int().nonnegative().max(1e12).nullable(),
  max_usd_cents: z.number().int().nonnegative().max(1e10).nullable(),
  require_verified_phone: z.boolean(),
  /** A customer with more refused deliveries than this is no longer offered pay on delivery. */
  max_refusals: z.number().int().min(0).max(100),
});
export type OnDeliveryRules = z.infer<typeof onDeliveryRulesSchema>;

/** Phone verification: the number to send a code to, then the code. */
export const phoneCodeRequestSchema = z.object({ phone: z.string().trim().min(7).max(30) });
export const phoneCodeCheckSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS'),
});
export const phoneStatusSchema = z.object({ phone: z.string().nullable(), verified: z.boolean() });
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

/** The words for a provider's channels ("Card, bank transfer or USSD via Paystack"). */
const channelWords: Record<string, string> = {
  card: 'card',
  bank_transfer: 'bank transfer',
  banktransfer: 'bank transfer',
  ussd: 'USSD',
  bank: 'bank account',
  account: 'bank account',
  mobile_money: 'mobile money',
  mobilemoneyghana: 'mobile money',
  qr: 'QR code',
  opay: 'OPay',
};
export function channelLabel(channels: readonly string[], providerName: string): string {
  const words = [...new Set(channels.map((c) => channelWords[c] ?? c))];
  if (words.length === 0) return `Pay via ${providerName}`;
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return `${list[0]!.toUpperCase()}${list.slice(1)} via ${providerName}`;
}

/**
 * A widget payment no order has claimed (docs/decisions/0042): staff match it to an order by
 * hand, or refund it; unmatched ones are refunded after a set time.
 */
export const unclaimedPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  transaction_id: z.string(),
  reference: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  customer_email: z.string().nullable(),
  status: z.enum(['unclaimed', 'matched', 'refunded']),
  order_ref: z.string().nullable(),
  created_at: z.number().int(),
  /** When it is refunded unless matched first (open ones only). */
  refund_after: z.number().int().nullable(),
  resolved_at: z.number().int().nullable(),
});
export type UnclaimedPayment = z.infer<typeof unclaimedPaymentSchema>;
export const unclaimedPaymentListSchema = z.object({ items: z.array(unclaimedPaymentSchema) });
export const matchUnclaimedBodySchema = z.object({
  order_ref: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^OJA-[2-9A-HJKMNP-Z]{8}$/, 'Give the order reference, such as OJA-7K3M9Q2P'),
});
