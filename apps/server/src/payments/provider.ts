import type { PaymentProviderName } from '../config.ts';

export type { PaymentProviderName };

/** What we ask a provider to charge: always an order's exact total, in its own currency. */
export interface InitializeInput {
  /** The reference WE issued for this attempt (unique per provider). */
  reference: string;
  amountMinor: number;
  currency: 'NGN' | 'USD';
  email: string;
  customerName: string;
  /** Where the provider sends the customer back to (our /checkout/return). */
  callbackUrl: string;
  orderRef: string;
}

/**
 * A provider's answer to "what happened to this transaction?", normalised. `status` is final only
 * for success and failed; `pending` covers "not paid yet" (including Paystack's "abandoned", which
 * the customer can still complete); `abandoned` is the customer's explicit choice (test provider).
 */
export interface Verification {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountMinor: number | null;
  currency: string | null;
  reference: string | null;
  /** The provider's own id of the transaction (Flutterwave's and Paystack's `id`), when it has one. */
  transactionId: string | null;
  /** The provider's message for a decline, shown to the customer. */
  message: string | null;
  /** The provider's response, with reusable card tokens removed, for the payment record. */
  raw: unknown;
  /**
   * What ties the transaction to a customer and an order, as far as the provider's answer says
   * (a client-made widget payment is bound by these only; see client-payments.ts).
   */
  binding?: TransactionBinding;
}

export interface TransactionBinding {
  /** The payer's e-mail as given to the provider (the client's own placeholder, possibly). */
  customerEmail: string | null;
  /** The order the transaction's metadata names (our `order_id` meta), when it names one. */
  orderRef: string | null;
  /** When the provider created the transaction (ms since 1970). */
  createdAt: number | null;
}

/** A verified-signature webhook, reduced to what we act on. */
export interface WebhookEvent {
  event: string;
  reference: string;
  transactionId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the transaction at the provider and answers the page to send the customer to. */
  initialize(input: InitializeInput): Promise<{ redirectUrl: string }>;
  /** Asks the provider about one transaction (by our reference, or the provider's id when known). */
  verify(query: { reference: string; transactionId?: string | null }): Promise<Verification>;
  /** Whether a webhook really came from the provider: checked over the RAW body, in constant time. */
  verifyWebhookSignature(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The event of a webhook whose signature was verified; null for events we do not act on. */
  parseWebhook(rawBody: Buffer): WebhookEvent | null;
}

/** The provider could not be reached or answered something we cannot use. Never carries keys. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}
