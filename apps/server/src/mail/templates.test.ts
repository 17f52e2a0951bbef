import { describe, expect, it } from 'vitest';
import { readyForPaymentMail, statusChangedMail } from '../features/admin/order-mail.ts';
import { paymentReceivedMail } from '../features/payments/payment-mail.ts';
import { emailVerificationMail, passwordResetMail } from './index.ts';

const name = '<a href="https://evil.example/">Claim your prize</a>';
const to = { email: 'x@example.com', first_name: name };

describe('names in e-mails', () => {
  it('appear in every e-mail’s HTML as escaped text, never as a link or other markup', () => {
    const mails = [
      passwordResetMail(to.email, name, 'https://oja.test/reset-password/t'),
      emailVerificationMail(to.email, name, 'https://oja.test/verify-email/t'),
      readyForPaymentMail(
        to,
        { ref: 'OJA-1', currency: 'NGN', subtotal: 100, fees: [], total: 100 },
        'https://oja.test',
      ),
      statusChangedMail(to, 'OJA-1', 'delivered', 'https://oja.test'),
      paymentReceivedMail({
        to: to.email,
        firstName: name,
        orderRef: 'OJA-1',
        amountMinor: 100,
        currency: 'NGN',
        providerName: 'Paystack',
        testMode: false,
        myOrdersUrl: 'https://oja.test/dashboard/my-orders',
      }),
    ];
    for (const mail of mails) {
      expect(mail.html, mail.subject).not.toContain('evil.example/"');
      expect(mail.html, mail.subject).toContain(
        '&lt;a href=&quot;https://evil.example/&quot;&gt;Claim your prize&lt;/a&gt;',
      );
      expect(mail.text, mail.subject).toContain(name);
    }
  });
});
