import { describe, expect, it } from 'vitest';
import {
  emailVerificationMail,
  passwordResetMail,
  paymentReceivedMail,
  readyForPaymentMail,
  refundMail,
  statusChangedMail,
} from './index.ts';

const name = '<a href="https://evil.example/">Claim your prize</a>';
const to = { email: 'x@example.com', first_name: name };

describe('names in e-mails', () => {
  it('appear in every e-mail’s HTML as escaped text, never as a link or other markup', () => {
    const mails = [
      passwordResetMail(to.email, name, 'https://oja.test/reset-password/t'),
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
      refundMail({
        to: to.email,
        firstName: name,
        orderRef: 'OJA-1',
        amountMinor: 100,
        currency: 'NGN',
        providerName: 'Paystack',
        reason: 'Paid after the order had expired.',
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

describe('mails to an address not verified yet (security review N9)', () => {
  it('greet no one: the name was typed by whoever registered the address', () => {
    const verify = emailVerificationMail(to.email, 'https://oja.test/verify-email/t');
    const reset = passwordResetMail(to.email, null, 'https://oja.test/reset-password/t');
    for (const mail of [verify, reset]) {
      expect(mail.text.split('\n')[0], mail.subject).toBe('Hello,');
      expect(mail.html, mail.subject).toMatch(/^<p>Hello,<\/p>/);
      expect(mail.html, mail.subject).not.toContain('Claim your prize');
    }
    expect(emailVerificationMail(to.email, 'https://oja.test/v', 'ha').text).toMatch(/^Sannu,\n/);
  });
});

/** The visible text of an HTML body, line by line, roughly as a mail reader lays it out. */
const renderedLines = (html: string) =>
  html
    .replace(/\n/g, ' ')
    .replace(/<br>|<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

describe('the "ready for payment" e-mail', () => {
  const mail = readyForPaymentMail(
    { email: 'ada@example.com', first_name: 'Ada' },
    {
      ref: 'OJA-7',
      currency: 'NGN',
      subtotal: 1_000_000,
      fees: [
        { label: 'Shipping cost', minor: 150_000 },
        { label: 'Handling fee', minor: 50_000 },
      ],
      total: 1_200_000,
    },
    'https://oja.test',
  );

  it('shows each fee on a line of its own in the HTML body, as in the text body', () => {
    const lines = renderedLines(mail.html!);
    const subtotal = lines.findIndex((l) => l.startsWith('Subtotal:'));
    expect(lines.slice(subtotal, subtotal + 4)).toEqual([
      'Subtotal: ₦10,000',
      'Shipping cost: ₦1,500',
      'Handling fee: ₦500',
      'Total to pay: ₦12,000',
    ]);
    expect(mail.text).toContain('Subtotal: ₦10,000\nShipping cost: ₦1,500\nHandling fee: ₦500\nTotal to pay: ₦12,000');
  });

  it('has the same greeting, link and signature in both bodies', () => {
    expect(mail.html).toBe(
      [
        '<p>Hello Ada,</p>',
        '<p>We have reviewed your order OJA-7 and set its delivery fees. You can pay for it now.</p>',
        '<p>Subtotal: ₦10,000<br>\nShipping cost: ₦1,500<br>\nHandling fee: ₦500<br>\nTotal to pay: ₦12,000</p>',
        '<p><a href="https://oja.test/dashboard/my-orders">Pay in My Orders</a></p>',
        '<p>Oja</p>',
      ].join('\n'),
    );
    expect(mail.text.split('\n').at(0)).toBe('Hello Ada,');
    expect(mail.text).toContain('Pay in My Orders: https://oja.test/dashboard/my-orders');
  });
});

describe('order e-mails’ HTML bodies', () => {
  it('say what the text bodies say, paragraph by paragraph', () => {
    const mail = statusChangedMail(
      { email: 'a@example.com', first_name: 'Ada' },
      'OJA-2',
      'processed',
      'https://oja.test',
    );
    expect(renderedLines(mail.html!)).toEqual([
      'Hello Ada,',
      'Your order OJA-2 is on its way to you.',
      'See your orders',
      'Oja',
    ]);
    expect(mail.text.split('\n').filter(Boolean)).toEqual([
      'Hello Ada,',
      'Your order OJA-2 is on its way to you.',
      'See your orders: https://oja.test/dashboard/my-orders',
      'Oja',
    ]);
  });

  it('mark test-mode payments in both bodies', () => {
    const mail = paymentReceivedMail({
      to: 'a@example.com',
      firstName: 'Ada',
      orderRef: 'OJA-3',
      amountMinor: 2_500,
      currency: 'USD',
      providerName: 'Test payments',
      testMode: true,
      myOrdersUrl: 'https://oja.test/dashboard/my-orders',
    });
    expect(renderedLines(mail.html!)[1]).toBe('TEST MODE — no real money was taken.');
    expect(renderedLines(mail.html!)[2]).toBe(
      'We have received your payment of $25.00 for order OJA-3 (paid with Test payments).',
    );
    expect(mail.text).toContain('TEST MODE — no real money was taken. We have received your payment of $25.00');
  });
});

describe('a processed order (issue 30, E14)', () => {
  it('is on its way, to the shopper or to the pickup station, as its SMS says, in every language', () => {
    const home = statusChangedMail(to, 'OJA-1', 'processed', 'https://oja.test');
    expect(home.text).toContain('Your order OJA-1 is on its way to you.');
    const pickup = statusChangedMail(to, 'OJA-1', 'processed', 'https://oja.test', 'Yaba Pickup');
    expect(pickup.text).toContain('Your order OJA-1 is on its way to the pickup station Yaba Pickup.');
    for (const language of ['pcm', 'yo', 'ha', 'ig']) {
      const mail = statusChangedMail({ ...to, language }, 'OJA-1', 'processed', 'https://oja.test', 'Yaba Pickup');
      expect(mail.text, language).toContain('Yaba Pickup');
    }
  });
});
