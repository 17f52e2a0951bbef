import type { PaymentProviderName } from '@oja/shared/payments';

/** How each provider is named to customers. */
export const providerDisplayNames: Record<PaymentProviderName, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  test: 'the Oja test provider',
};
