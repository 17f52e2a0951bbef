import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { DB, TestProviderTransactionsTable } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { parseJson } from './http.ts';
import type { InitializeInput, PaymentProvider, Verification, WebhookEvent } from './provider.ts';
import { constantTimeEqual, headerValue, hmacSha512Hex } from './signatures.ts';

export const testSignatureHeader = 'x-oja-test-signature';
export const testModeNotice = 'TEST MODE — no real money';

/** The test provider may run anywhere but in production, where it needs PAYMENTS_TEST_MODE=true. */
export const testPaymentsAllowed = (config: Config) => config.env !== 'production' || config.payments.testMode;

export const testPaymentsRefused =
  'The built-in test payment provider is refused when NODE_ENV=production: configure PAYSTACK_SECRET_KEY or ' +
  'FLUTTERWAVE_SECRET_KEY (and FLUTTERWAVE_SECRET_HASH), or set PAYMENTS_TEST_MODE=true for a demo that takes no real money.';

/** Checked again at every use, not only at start: no code path may take test payments in production. */
export function assertTestPaymentsAllowed(config: Config) {
  if (!testPaymentsAllowed(config)) throw new AppError('unavailable', testPaymentsRefused);
}

export interface TestProviderDeps {
  config: Config;
  db: Kysely<DB>;
  secret: string;
  /** Sends a signed webhook to our /api/webhooks/test, as a real provider would after a payment. */
  sendWebhook: (rawBody: string, signature: string) => void;
}

export type TestOutcome = 'success' | 'failed' | 'abandoned';
export type TestTransaction = Selectable<TestProviderTransactionsTable>;

export interface TestProvider extends PaymentProvider {
  /** The tester's choice for a transaction; null for an unknown reference. */
  choose(reference: string, outcome: TestOutcome): Promise<{ callbackUrl: string } | null>;
  find(reference: string): Promise<TestTransaction | undefined>;
}

/** The test provider's webhook (see `choose`): any `charge.` event for one of its references. */
const testWebhook = z.object({
  event: z.string().startsWith('charge.'),
  data: z.object({ reference: z.string() }),
});

/**
 * The built-in test provider: a hosted page on our own server (/payments/test/{reference}) where
 * the tester chooses success, failure or abandon. Its ledger is a table of its own; it sends the
 * customer back to our return URL and delivers a webhook signed with HMAC-SHA512, so our code
 * verifies it through the same interface as Paystack and Flutterwave.
 */
export function testProvider(deps: TestProviderDeps): TestProvider {
  const { config, db, secret } = deps;
  const ledger = () => db.selectFrom('test_provider_transactions').selectAll();
  return {
    name: 'test',

    async initialize(input: InitializeInput) {
      assertTestPaymentsAllowed(config);
      const now = Date.now();
      await db
        .insertInto('test_provider_transactions')
        .values({
          reference: input.reference,
          amount_minor: input.amountMinor,
          currency: input.currency,
          email: input.email,
          callback_url: input.callbackUrl,
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { redirectUrl: `${config.publicUrl}/payments/test/${encodeURIComponent(input.reference)}` };
    },

    async verify({ reference }): Promise<Verification> {
      assertTestPaymentsAllowed(config);
      const tx = await ledger().where('reference', '=', reference).executeTakeFirst();
      if (!tx) {
        return {
          status: 'pending',
          amountMinor: null,
          currency: null,
          reference,
          transactionId: null,
          message: null,
          raw: null,
        };
      }
      return {
        status: tx.status,
        amountMinor: tx.amount_minor,
        currency: tx.currency,
        reference: tx.reference,
        transactionId: `test-${tx.id}`,
        message: tx.status === 'failed' ? 'Declined by the tester (test mode)' : null,
        raw: { provider: 'test', test_mode: true, ...tx },
      };
    },

    verifyWebhookSignature(rawBody, headers) {
      return constantTimeEqual(headerValue(headers, testSignatureHeader), hmacSha512Hex(secret, rawBody));
    },

    parseWebhook(rawBody): WebhookEvent | null {
      const body = testWebhook.safeParse(parseJson(rawBody));
      if (!body.success) return null;
      return { event: body.data.event, reference: body.data.data.reference, transactionId: null };
    },

    /** The tester's choice: recorded once (a second click changes nothing), then the webhook goes. */
    async choose(reference, outcome) {
      assertTestPaymentsAllowed(config);
      const tx = await ledger().where('reference', '=', reference).executeTakeFirst();
      if (!tx) return null;
      const result = await db
        .updateTable('test_provider_transactions')
        .set({ status: outcome, updated_at: Date.now() })
        .where('id', '=', tx.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      // Like Paystack, no webhook for a payment the customer walked away from.
      if (Number(result.numUpdatedRows) === 1 && outcome !== 'abandoned') {
        const body = JSON.stringify({
          event: outcome === 'success' ? 'charge.success' : 'charge.failed',
          data: { reference, amount: tx.amount_minor, currency: tx.currency, status: outcome },
        });
        deps.sendWebhook(body, hmacSha512Hex(secret, body));
      }
      return { callbackUrl: tx.callback_url };
    },

    find: (reference) => ledger().where('reference', '=', reference).executeTakeFirst(),
  };
}
