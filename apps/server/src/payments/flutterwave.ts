import { messageOf, providerRequest, redactTokens } from './http.ts';
import { majorToMinor, minorToMajorText } from './major-units.ts';
import { parseJson } from './paystack.ts';
import {
  ProviderError,
  type InitializeInput,
  type PaymentProvider,
  type Verification,
  type WebhookEvent,
} from './provider.ts';
import { constantTimeEqual, headerValue } from './signatures.ts';

interface FlutterwaveConfig {
  secretKey: string;
  secretHash: string;
  baseUrl: string;
}

function normalise(status: unknown): Verification['status'] {
  if (status === 'successful') return 'success';
  if (status === 'failed') return 'failed';
  return 'pending';
}

const transactionIdPattern = /^\d{1,20}$/;

/**
 * A reference or id as text. Flutterwave echoes `tx_ref` with the type the payer's code gave it:
 * the original client's inline widget sends a number (Date.now()).
 */
function idText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

/**
 * Flutterwave Standard (v3): POST /v3/payments (amount in MAJOR units, converted exactly from our
 * minor units here and nowhere else) → a payment link; the customer returns with
 * ?status=&tx_ref=&transaction_id=; GET /v3/transactions/{id}/verify (or verify_by_reference when
 * the id is unknown, e.g. for reconciliation) says what happened. Webhooks carry the "secret
 * hash" configured in the dashboard in the `verif-hash` header.
 */
export function flutterwaveProvider({ secretKey, secretHash, baseUrl }: FlutterwaveConfig): PaymentProvider {
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
          customer: { email: input.email, name: input.customerName },
          customizations: { title: 'Oja', description: `Order ${input.orderRef}` },
          meta: { order_id: input.orderRef },
        },
      });
      const body = res.body as { status?: unknown; data?: { link?: unknown } } | null;
      const link = body?.data?.link;
      if (res.status !== 200 || body?.status !== 'success' || typeof link !== 'string') {
        throw new ProviderError('flutterwave', `payments answered ${res.status}: ${messageOf(body)}`, res.status);
      }
      return { redirectUrl: link };
    },

    async verify({ reference, transactionId }) {
      const url =
        transactionId && transactionIdPattern.test(transactionId)
          ? `${baseUrl}/v3/transactions/${transactionId}/verify`
          : `${baseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`;
      const res = await providerRequest('flutterwave', secretKey, url);
      const body = res.body as { status?: unknown; data?: Record<string, unknown> | null } | null;
      // No transaction yet (the customer never paid, or cancelled): not paid, not an error.
      if ((res.status === 400 || res.status === 404) && body?.status === 'error') {
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
      if (res.status !== 200 || body?.status !== 'success' || !data) {
        throw new ProviderError('flutterwave', `verify answered ${res.status}: ${messageOf(body)}`, res.status);
      }
      return {
        status: normalise(data.status),
        amountMinor: majorToMinor(data.amount),
        currency: typeof data.currency === 'string' ? data.currency : null,
        reference: idText(data.tx_ref),
        transactionId: idText(data.id),
        message: typeof data.processor_response === 'string' ? data.processor_response.slice(0, 200) : null,
        raw: redactTokens(body),
      };
    },

    verifyWebhookSignature(_rawBody, headers) {
      return constantTimeEqual(headerValue(headers, 'verif-hash'), secretHash);
    },

    parseWebhook(rawBody): WebhookEvent | null {
      const body = parseJson(rawBody) as { event?: unknown; data?: { tx_ref?: unknown; id?: unknown } } | null;
      const reference = idText(body?.data?.tx_ref);
      if (body?.event !== 'charge.completed' || reference === null) return null;
      return { event: body.event, reference, transactionId: idText(body.data?.id) };
    },
  };
}
