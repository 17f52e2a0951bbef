import { z } from 'zod';
import { messageOf, noTransactionYet, parseAnswer, parseJson, providerRequest, redactTokens } from './http.ts';
import {
  ProviderError,
  type InitializeInput,
  type PaymentProvider,
  type Verification,
  type WebhookEvent,
} from './provider.ts';
import { bindingOf } from './binding.ts';
import { constantTimeEqual, headerValue, hmacSha512Hex } from './signatures.ts';

interface PaystackConfig {
  secretKey: string;
  baseUrl: string;
  /** Paystack's `channels`: what its page offers (card, bank_transfer, ussd…); unset: its default. */
  channels?: string[];
}

/** Paystack's transaction statuses → ours. "abandoned" is Paystack's status until the customer pays. */
function normalise(status: string): Verification['status'] {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  return 'pending';
}

// Paystack's answers, read with zod (never cast). Fields we do not use are let through untouched:
// the whole answer, tokens removed, is what the payment record keeps.
const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url({ protocol: /^https?$/ }) }),
});
/** GET /transaction/verify for a reference Paystack does not know: 400 or 404 with status false. */
const unknownReference = z.object({ status: z.literal(false) });
const verifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    status: z.string(),
    amount: z.int().nonnegative(),
    currency: z.string().min(1),
    reference: z.string().min(1),
    id: z.int().nullish(),
    gateway_response: z.string().nullish(),
    // What binds a widget payment to its order (never a reason to refuse the answer itself).
    created_at: z.string().nullish().catch(null),
    customer: z.object({ email: z.string().nullish() }).nullish().catch(null),
    metadata: z.object({ order_id: z.unknown() }).partial().nullish().catch(null),
  }),
});
/** The one event acted on; its id is a hint only (verification asks again), so a bad one is dropped. */
const chargeSuccess = z.object({
  event: z.literal('charge.success'),
  data: z.object({ reference: z.string().min(1), id: z.union([z.int(), z.string()]).nullish().catch(null) }),
});

/**
 * Paystack: initialize a transaction (amount in kobo or cents) → its hosted page; the customer
 * returns to our callback with ?reference=; GET /transaction/verify/{reference} says what happened.
 * Webhooks are signed with HMAC-SHA512 of the raw body keyed with the secret key.
 */
export function paystackProvider({ secretKey, baseUrl, channels }: PaystackConfig): PaymentProvider {
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
          // What the hosted page offers (PAYSTACK_CHANNELS): card, bank transfer, USSD by default.
          ...(channels && channels.length > 0 ? { channels } : {}),
          metadata: {
            order_id: input.orderRef,
            customer_name: input.customerName,
            // "Cancel payment" on Paystack's page brings the customer back to the same place.
            cancel_action: input.callbackUrl,
          },
        },
      });
      if (res.status !== 200) {
        throw new ProviderError('paystack', `initialize answered ${res.status}: ${messageOf(res.body)}`, res.status);
      }
      const url = parseAnswer('paystack', 'initialize', res, initializeAnswer).data.authorization_url;
      return { redirectUrl: url };
    },

    async verify({ reference }) {
      const res = await providerRequest(
        'paystack',
        secretKey,
        `${baseUrl}/transaction/verify/${encodeURIComponent(reference)}`,
      );
      if ((res.status === 400 || res.status === 404) && unknownReference.safeParse(res.body).success) {
        return noTransactionYet(reference, res.body);
      }
      if (res.status !== 200) {
        throw new ProviderError('paystack', `verify answered ${res.status}: ${messageOf(res.body)}`, res.status);
      }
      const { data } = parseAnswer('paystack', 'verify', res, verifyAnswer);
      return {
        status: normalise(data.status),
        amountMinor: data.amount,
        currency: data.currency,
        reference: data.reference,
        transactionId: data.id == null ? null : String(data.id),
        message: data.gateway_response?.slice(0, 200) ?? null,
        raw: redactTokens(res.body),
        binding: bindingOf(data.customer?.email, data.metadata?.order_id, data.created_at),
      };
    },

    verifyWebhookSignature(rawBody, headers) {
      return constantTimeEqual(headerValue(headers, 'x-paystack-signature'), hmacSha512Hex(secretKey, rawBody));
    },

    parseWebhook(rawBody): WebhookEvent | null {
      const body = chargeSuccess.safeParse(parseJson(rawBody));
      if (!body.success) return null;
      const { reference, id } = body.data.data;
      return { event: body.data.event, reference, transactionId: id == null ? null : String(id) };
    },
  };
}
