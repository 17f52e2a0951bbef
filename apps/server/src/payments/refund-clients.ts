import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { messageOf, providerRequest } from './http.ts';
import { minorToMajorText } from './major-units.ts';
import { ProviderError, type PaymentProviderName } from './provider.ts';
import { assertTestPaymentsAllowed, testPaymentsAllowed } from './test-provider.ts';

/** Money to give back: a whole verified charge, in the currency it was paid in. */
export interface RefundRequest {
  /** Our reference of the charge. */
  reference: string;
  /** The provider's id of the charge (Flutterwave refunds by it); null when unknown. */
  transactionId: string | null;
  amountMinor: number;
  currency: 'NGN' | 'USD';
}

/** The provider took the refund: its id, and its own status word ("pending", "processed", …). */
export interface RefundAccepted {
  refundId: string;
  status: string;
}

/**
 * The provider said no, and asking again will not change that (e.g. "transaction already fully
 * reversed", an unknown transaction). Anything else thrown is worth another try later.
 */
export class RefundRefused extends ProviderError {
  constructor(provider: PaymentProviderName, message: string, status?: number) {
    super(provider, message, status);
    this.name = 'RefundRefused';
  }
}

export interface RefundClient {
  readonly name: PaymentProviderName;
  refund(request: RefundRequest): Promise<RefundAccepted>;
}

export type RefundClients = (provider: string) => RefundClient | undefined;

const id = z.union([z.number().int(), z.string().min(1)]).transform(String);

/** 4xx (but 408 and 429) is the provider's decision; 5xx, timeouts and garbage are worth a retry. */
const definitive = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

function refusedOrRetry(provider: PaymentProviderName, status: number, body: unknown): never {
  const message = `refund answered ${status}: ${messageOf(body)}`;
  throw definitive(status)
    ? new RefundRefused(provider, message, status)
    : new ProviderError(provider, message, status);
}

const paystackRefundAnswer = z.object({
  status: z.literal(true),
  data: z.object({ id, status: z.string().min(1) }),
});

/** Paystack: POST /refund {transaction: our reference, amount: in kobo/cents} (Bearer secret key). */
export function paystackRefunds({ secretKey, baseUrl }: { secretKey: string; baseUrl: string }): RefundClient {
  return {
    name: 'paystack',
    async refund({ reference, amountMinor, currency }) {
      const res = await providerRequest('paystack', secretKey, `${baseUrl}/refund`, {
        method: 'POST',
        body: { transaction: reference, amount: amountMinor, currency },
      });
      const answer = paystackRefundAnswer.safeParse(res.body);
      if (res.status < 200 || res.status >= 300 || !answer.success) refusedOrRetry('paystack', res.status, res.body);
      return { refundId: answer.data.data.id, status: answer.data.data.status };
    },
  };
}

const flutterwaveRefundAnswer = z.object({
  status: z.literal('success'),
  data: z.object({ id, status: z.string().min(1), amount_refunded: z.union([z.number(), z.string()]).optional() }),
});

/** Flutterwave v3: POST /v3/transactions/{id}/refund {amount: in MAJOR units} (Bearer secret key). */
export function flutterwaveRefunds({ secretKey, baseUrl }: { secretKey: string; baseUrl: string }): RefundClient {
  return {
    name: 'flutterwave',
    async refund({ transactionId, amountMinor }) {
      if (!transactionId || !/^\d{1,20}$/.test(transactionId)) {
        throw new RefundRefused('flutterwave', 'refund needs the transaction id, which is not known');
      }
      const res = await providerRequest(
        'flutterwave',
        secretKey,
        `${baseUrl}/v3/transactions/${transactionId}/refund`,
        {
          method: 'POST',
          body: { amount: Number(minorToMajorText(amountMinor)), comments: 'Paid for an order that could not take it' },
        },
      );
      const answer = flutterwaveRefundAnswer.safeParse(res.body);
      if (res.status < 200 || res.status >= 300 || !answer.success) {
        refusedOrRetry('flutterwave', res.status, res.body);
      }
      return { refundId: answer.data.data.id, status: answer.data.data.status };
    },
  };
}

/**
 * The built-in test provider's refund: recorded in its ledger once, for a successful charge of at
 * least that amount. Refusals mirror a real provider's (unknown or unpaid transaction).
 */
export function testRefunds(config: Config, db: Kysely<DB>): RefundClient {
  return {
    name: 'test',
    async refund({ reference, amountMinor }) {
      assertTestPaymentsAllowed(config);
      const now = Date.now();
      await db
        .updateTable('test_provider_transactions')
        .set({ refunded_minor: amountMinor, refunded_at: now, updated_at: now })
        .where('reference', '=', reference)
        .where('status', '=', 'success')
        .where('amount_minor', '>=', amountMinor)
        .where('refunded_minor', 'is', null)
        .execute();
      const tx = await db
        .selectFrom('test_provider_transactions')
        .select(['id', 'status', 'refunded_minor'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!tx || tx.status !== 'success') throw new RefundRefused('test', 'no successful transaction to refund');
      if (tx.refunded_minor !== amountMinor) throw new RefundRefused('test', 'already refunded another amount');
      return { refundId: `TEST-RF-${tx.id}`, status: 'processed' };
    },
  };
}

/** The refund clients of every configured provider (as the payment providers' registry). */
export function createRefundClients(config: Config, db: Kysely<DB>): RefundClients {
  const { payments } = config;
  const clients = new Map<string, RefundClient>();
  if (payments.paystack) clients.set('paystack', paystackRefunds(payments.paystack));
  if (payments.flutterwave) clients.set('flutterwave', flutterwaveRefunds(payments.flutterwave));
  if (payments.provider === 'test' && testPaymentsAllowed(config)) clients.set('test', testRefunds(config, db));
  return (provider) => clients.get(provider);
}
