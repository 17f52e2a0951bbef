export { checkoutOrigins, createPaymentProviders, type PaymentProviders } from './registry.ts';
export {
  ProviderError,
  type PaymentProvider,
  type PaymentProviderName,
  type Verification,
  type WebhookEvent,
} from './provider.ts';
export {
  assertTestPaymentsAllowed,
  testModeNotice,
  testSignatureHeader,
  type TestOutcome,
  type TestProvider,
} from './test-provider.ts';
export { createTracker, type Tracker } from './tracker.ts';
export { returnUrl, testPaymentPage } from './test-provider-page.ts';
export { demoPaymentsFlag, enableDemoTestPayments, testModeWarning } from './demo-mode.ts';
export {
  createRefundClients,
  RefundRefused,
  type RefundAccepted,
  type RefundClient,
  type RefundClients,
  type RefundRequest,
} from './refund-clients.ts';
