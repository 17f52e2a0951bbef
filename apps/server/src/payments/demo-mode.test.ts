import { describe, expect, it } from 'vitest';
import { demoPaymentsFlag, enableDemoTestPayments } from './demo-mode.ts';

describe('npm start without payment keys', () => {
  it('switches test payments on only with the flag and when nothing about payments is configured', () => {
    const bare: NodeJS.ProcessEnv = {};
    expect(enableDemoTestPayments(bare, ['node', 'main.ts', demoPaymentsFlag])).toBe(true);
    expect(bare.PAYMENTS_TEST_MODE).toBe('true');

    const noFlag: NodeJS.ProcessEnv = {};
    expect(enableDemoTestPayments(noFlag, ['node', 'main.ts'])).toBe(false);
    expect(noFlag.PAYMENTS_TEST_MODE).toBeUndefined();

    for (const configured of [
      { PAYSTACK_SECRET_KEY: 'sk_live_x' },
      { FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x' },
      { PAYMENT_PROVIDER: 'paystack' },
      { PAYMENTS_TEST_MODE: 'false' },
    ]) {
      const env: NodeJS.ProcessEnv = { ...configured };
      expect(enableDemoTestPayments(env, [demoPaymentsFlag])).toBe(false);
      expect(env).toEqual(configured);
    }
  });
});
