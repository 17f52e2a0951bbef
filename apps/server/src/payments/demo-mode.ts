/**
 * `npm start` is the README's one-command demo, and NODE_ENV defaults to production, where the
 * test provider is refused. The start script passes --test-payments-without-keys: when no payment
 * provider is configured at all, test payments are switched on for that run (and the start says so
 * loudly). Any provider key, PAYMENT_PROVIDER or PAYMENTS_TEST_MODE in the environment wins.
 */
export const demoPaymentsFlag = '--test-payments-without-keys';

const providerSettings = ['PAYMENT_PROVIDER', 'PAYSTACK_SECRET_KEY', 'FLUTTERWAVE_SECRET_KEY', 'PAYMENTS_TEST_MODE'];

export function enableDemoTestPayments(env: NodeJS.ProcessEnv, argv: string[]): boolean {
  if (!argv.includes(demoPaymentsFlag)) return false;
  if (providerSettings.some((name) => env[name] !== undefined && env[name] !== '')) return false;
  env.PAYMENTS_TEST_MODE = 'true';
  return true;
}

const box = (lines: string[]) => {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 2);
  return ['', `  ┌${rule}┐`, ...lines.map((l) => `  │ ${l.padEnd(width)} │`), `  └${rule}┘`, ''].join('\n');
};

export const testModeWarning = box([
  'PAYMENTS IN TEST MODE — no real money. Orders are "paid" on a test page.',
  'Set PAYSTACK_SECRET_KEY or FLUTTERWAVE_SECRET_KEY to take real payments.',
]);
