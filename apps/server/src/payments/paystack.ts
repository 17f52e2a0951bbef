import { messageOf, providerRequest, redactTokens } from './http.ts';
import {
  ProviderError,
  type InitializeInput,
  type PaymentProvider,
  type Verification,
  type WebhookEvent,
} from './provider.ts';
import { constantTimeEqual, headerValue, hmacSha512Hex } from './signatures.ts';

interface PaystackConfig {
  secretKey: string;
  baseUrl: string;
}

/** Paystack's transaction statuses → ours. "abandoned" is Paystack's status until the customer pays. */
function normalise(status: unknown): Verification['status'] {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  return 'pending';
}

/**
 * Paystack: initialize a transaction (amount in kobo or cents) → its hosted page; the customer
 * returns to our callback with ?reference=; GET /transaction/verify/{reference} says what happened.
 * Webhooks are signed with HMAC-SHA512 of the raw body keyed with the secret key.
 */
export function paystackProvider({ secretKey, baseUrl }: PaystackConfig): PaymentProvider {
  return {
    name: 'paystack',

    async initialize(input: InitializeInput) {
      const res = await providerRequest('paystack', secretKey, `${baseUrl}/transaction/initialize`, {
        method: 'POST',
        body: {
          email: input.email,
          amount: String(input.amountMinor),
          currency: input.currency,
          reference: input.reference,
          callback_url: input.callbackUrl,
          metadata: {
            order_id: input.orderRef,
            customer_name: input.customerName,
            // "Cancel payment" on Paystack's page brings the customer back to the same place.
            cancel_action: input.callbackUrl,
          },
        },
      });
      const data = (res.body as { status?: unknown; data?: { authorization_url?: unknown } } | null) ?? {};
      const url = data.data?.authorization_url;
      if (res.status !== 200 || data.status !== true || typeof url !== 'string') {
        throw new ProviderError('paystack', `initialize answered ${res.status}: ${messageOf(res.body)}`, res.status);
      }
      return { redirectUrl: url };
    },

    async verify({ reference }) {
      const res = await providerRequest(
        'paystack',
        secretKey,
        `${baseUrl}/transaction/verify/${encodeURIComponent(reference)}`,
      );
      const body = res.body as { status?: unknown; data?: Record<string, unknown> } | null;
      // An unknown reference is "not paid (yet)", never an error that stops a return page.
      if ((res.status === 400 || res.status === 404) && body?.status === false) {
        return {
          status: 'pending',
          amountMinor: null,
          currency: null,
          reference,
          transactionId: null,
          message: messageOf(body),
          raw: body,
        };
      }
      const data = body?.data;
      if (res.status !== 200 || body?.status !== true || !data) {
        throw new ProviderError('paystack', `verify answered ${res.status}: ${messageOf(body)}`, res.status);
      }
      const amount = data.amount;
      return {
        status: normalise(data.status),
        amountMinor: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
        currency: typeof data.currency === 'string' ? data.currency : null,
        reference: typeof data.reference === 'string' ? data.reference : null,
        transactionId: typeof data.id === 'number' && Number.isSafeInteger(data.id) ? String(data.id) : null,
        message: typeof data.gateway_response === 'string' ? data.gateway_response.slice(0, 200) : null,
        raw: redactTokens(body),
      };
    },

    verifyWebhookSignature(rawBody, headers) {
      return constantTimeEqual(headerValue(headers, 'x-paystack-signature'), hmacSha512Hex(secretKey, rawBody));
    },

    parseWebhook(rawBody): WebhookEvent | null {
      const body = parseJson(rawBody) as { event?: unknown; data?: { reference?: unknown; id?: unknown } } | null;
      const reference = body?.data?.reference;
      if (body?.event !== 'charge.success' || typeof reference !== 'string') return null;
      return { event: body.event, reference, transactionId: body.data?.id == null ? null : String(body.data.id) };
    },
  };
}

export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}
