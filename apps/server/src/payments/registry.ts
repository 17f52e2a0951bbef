import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ConfigError, type Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { flutterwaveProvider } from './flutterwave.ts';
import { paystackProvider } from './paystack.ts';
import type { PaymentProvider, PaymentProviderName } from './provider.ts';
import { testPaymentsAllowed, testPaymentsRefused, testProvider, type TestProvider } from './test-provider.ts';

export interface PaymentProviders {
  /** Takes new payments. */
  active: PaymentProvider;
  /** Every provider whose keys are configured (payments started before a switch still settle). */
  byName(name: string): PaymentProvider | undefined;
  names: PaymentProviderName[];
  /** The built-in test provider when it is the active one. */
  test: TestProvider | null;
}

interface RegistryDeps {
  config: Config;
  db: Kysely<DB>;
  sendTestWebhook: (rawBody: string, signature: string) => void;
}

/**
 * The providers, from the configuration. The test provider exists only as the active provider, and
 * never in production unless PAYMENTS_TEST_MODE=true: there the start stops with a clear message.
 */
export function createPaymentProviders({ config, db, sendTestWebhook }: RegistryDeps): PaymentProviders {
  const { payments } = config;
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  if (payments.paystack)
    providers.set('paystack', paystackProvider({ ...payments.paystack, channels: payments.channels.paystack }));
  if (payments.flutterwave)
    providers.set(
      'flutterwave',
      flutterwaveProvider({ ...payments.flutterwave, paymentOptions: payments.channels.flutterwave }),
    );
  let test: TestProvider | null = null;
  if (payments.provider === 'test') {
    if (!testPaymentsAllowed(config)) throw new ConfigError(testPaymentsRefused);
    // A secret per process is enough: the test provider delivers its webhooks to its own process.
    const secret = payments.testSecret ?? randomBytes(32).toString('hex');
    test = testProvider({ config, db, secret, sendWebhook: sendTestWebhook });
    providers.set('test', test);
  }
  return {
    active: providers.get(payments.provider)!,
    byName: (name) => providers.get(name as PaymentProviderName),
    names: [...providers.keys()],
    test,
  };
}

const hostedPageOrigins: Record<PaymentProviderName, string[]> = {
  paystack: ['https://checkout.paystack.com'],
  flutterwave: ['https://checkout.flutterwave.com'],
  test: [],
};

/**
 * Where the checkout form's redirect may lead (the page CSP's form-action): the active provider's
 * hosted payment page, the origin of its configured API (local fakes in tests serve their pages
 * there), and for the test provider our own public address.
 */
export function checkoutOrigins(config: Config): string[] {
  const { payments } = config;
  const origins = [...hostedPageOrigins[payments.provider]];
  if (payments.provider === 'paystack' && payments.paystack) origins.push(new URL(payments.paystack.baseUrl).origin);
  if (payments.provider === 'flutterwave' && payments.flutterwave) {
    origins.push(new URL(payments.flutterwave.baseUrl).origin);
  }
  if (payments.provider === 'test') origins.push(new URL(config.publicUrl).origin);
  return [...new Set(origins)];
}
