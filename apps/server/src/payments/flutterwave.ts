import { z } from 'zod';
import { idText, messageOf, noTransactionYet, parseAnswer, parseJson, providerRequest, redactTokens } from './http.ts';
import { majorToMinor, minorToMajorText } from './major-units.ts';
import {
  ProviderError,
  type InitializeInput,
  type PaymentProvider,
  type Verification,
  type WebhookEvent,
} from './provider.ts';
import { bindingOf } from './binding.ts';
import { constantTimeEqual, headerValue } from './signatures.ts';

interface FlutterwaveConfig {
  secretKey: string;
  secretHash: string;
  baseUrl: string;
  /** Flutterwave's `payment_options` (card, banktransfer, ussd…); unset: its default. */
  paymentOptions?: string[];
}

function normalise(status: string): Verification['status'] {
  if (status === 'successful') return 'success';
  if (status === 'failed') return 'failed';
  return 'pending';
}

const transactionIdPattern = /^\d{1,20}$/;

/** A major-unit amount (a JSON number or numeric text, at most two decimals) → minor units. */
const majorAmount = z.union([z.number(), z.string()]).transform((major, ctx) => {
  const minor = majorToMinor(major);
  if (minor === null) ctx.addIssue({ code: 'custom', message: 'not an amount with at most two decimals' });
  return minor ?? z.NEVER;
});

// Flutterwave's answers, read with zod (never cast). Fields we do not use are let through
// untouched: the whole answer, tokens removed, is what the payment record keeps. `tx_ref` comes
// back with the type the payer's code gave it: the original client's inline widget sends a number
// (Date.now()).
const paymentLink = z.object({
  status: z.literal('success'),
  data: z.object({ link: z.url({ protocol: /^https?$/ }) }),
});
/** No transaction (yet) for this id or reference: 400 or 404 with status "error". */
const noTransaction = z.object({ status: z.literal('error') });
const verifyAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    status: z.string(),
    amount: majorAmount,
    currency: z.string().min(1),
    tx_ref: idText,
    id: idText,
    processor_response: z.string().nullish(),
    // What binds a widget payment to its order (never a reason to refuse the answer itself).
    created_at: z.string().nullish().catch(null),
    customer: z.object({ email: z.string().nullish() }).nullish().catch(null),
    meta: z.object({ order_id: z.unknown() }).partial().nullish().catch(null),
  }),
});
/** The one event acted on; its id is a hint only (verification asks again), so a bad one is dropped. */
const chargeCompleted = z.object({
  event: z.literal('charge.completed'),
  data: z.object({ tx_ref: idText, id: idText.nullish().catch(null) }),
});

/**
 * Flutterwave Standard (v3): POST /v3/payments (amount in MAJOR units, converted exactly from our
 * minor units here and nowhere else) → a payment link; the customer returns with
 * ?status=&tx_ref=&transaction_id=; GET /v3/transactions/{id}/verify (or verify_by_reference when
 * the id is unknown, e.g. for reconciliation) says what happened. Webhooks carry the "secret
 * hash" configured in the dashboard in the `verif-hash` header.
 */
export function flutterwaveProvider({
  secretKey,
  secretHash,
  baseUrl,
  paymentOptions,
}: FlutterwaveConfig): PaymentProvider {
  return {
    name: 'flutterwave',

    async initialize(input: InitializeInput) {
      const res = await providerRequest('flutterwave', secretKey, `${baseUrl}/v3/payments`, {
        method: 'POST',
        body: {
          tx_ref: input.reference,
          amount: minorToMajorText(input.amountMinor),
          currency: input.currency,
          redirect_url: input.callbackUrl,
          // What the hosted page offers (FLUTTERWAVE_PAYMENT_OPTIONS), comma-separated as Flutterwave reads it.
          ...(paymentOptions && paymentOptions.length > 0 ? { payment_options: paymentOptions.join(',') } : {}),
          customer: { email: input.email, name: input.customerName },
          customizations: { title: 'Oja', description: `Order ${input.orderRef}` },
          meta: { order_id: input.orderRef },
        },
      });
      if (res.status !== 200) {
        throw new ProviderError('flutterwave', `payments answered ${res.status}: ${messageOf(res.body)}`, res.status);
      }
      const { link } = parseAnswer('flutterwave', 'payments', res, paymentLink).data;
      return { redirectUrl: link };
    },

    async verify({ reference, transactionId }) {
      const url =
        transactionId && transactionIdPattern.test(transactionId)
          ? `${baseUrl}/v3/transactions/${transactionId}/verify`
          : `${baseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`;
      const res = await providerRequest('flutterwave', secretKey, url);
      if ((res.status === 400 || res.status === 404) && noTransaction.safeParse(res.body).success) {
        return noTransactionYet(reference, res.body);
      }
      if (res.status !== 200) {
        throw new ProviderError('flutterwave', `verify answered ${res.status}: ${messageOf(res.body)}`, res.status);
      }
      const { data } = parseAnswer('flutterwave', 'verify', res, verifyAnswer);
      return {
        status: normalise(data.status),
        amountMinor: data.amount,
        currency: data.currency,
        reference: data.tx_ref,
        transactionId: data.id,
        message: data.processor_response?.slice(0, 200) ?? null,
        raw: redactTokens(res.body),
        binding: bindingOf(data.customer?.email, data.meta?.order_id, data.created_at),
      };
    },

    verifyWebhookSignature(_rawBody, headers) {
      return constantTimeEqual(headerValue(headers, 'verif-hash'), secretHash);
    },

    parseWebhook(rawBody): WebhookEvent | null {
      const body = chargeCompleted.safeParse(parseJson(rawBody));
      if (!body.success) return null;
      return { event: body.data.event, reference: body.data.data.tx_ref, transactionId: body.data.data.id ?? null };
    },
  };
}
