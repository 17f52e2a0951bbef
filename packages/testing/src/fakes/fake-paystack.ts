import { randomBytes } from 'node:crypto';
import { hmacSha512Hex } from '@oja/server/payments/signatures';
import { startJsonServer, type FakeOutcome, type FakeRequest, type FakeResponse } from './fake-http.ts';

interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  metadata: unknown;
  /** Paystack's status: "abandoned" from initialize until the customer pays. */
  status: 'abandoned' | 'success' | 'failed';
  paidAmount: number;
  paidCurrency: string;
  paidAt: string | null;
}

const error = (status: number, message: string): FakeResponse => ({ status, body: { status: false, message } });

/** A verify answer as Paystack sends it (the parts a test may want to break). */
export interface VerifyAnswer {
  status: boolean;
  message: string;
  data: Record<string, unknown>;
}

/** A refund Paystack accepted: what the shop asked for, as Paystack recorded it. */
export interface FakeRefund {
  id: number;
  transaction: string;
  amount: number;
  currency: string;
}

/**
 * A local stand-in for Paystack's API, used only by tests: the endpoints Oja calls with their real
 * request and response shapes (amounts in kobo/cents), bearer-key checks, and webhooks signed the
 * way Paystack signs them (HMAC-SHA512 of the raw body with the secret key).
 */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, Transaction>();
  const refunds: FakeRefund[] = [];
  const refundState = { down: false };
  const answerState: { mangleVerify: ((body: VerifyAnswer) => unknown) | null } = { mangleVerify: null };
  let nextId = 4_099_260_000;
  let nextRefundId = 3_018_000;

  const data = (tx: Transaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.status === 'abandoned' ? tx.amount : tx.paidAmount,
    message: null,
    gateway_response:
      tx.status === 'success'
        ? 'Successful'
        : tx.status === 'failed'
          ? 'Declined'
          : 'The transaction was not completed',
    paid_at: tx.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    currency: tx.status === 'abandoned' ? tx.currency : tx.paidCurrency,
    metadata: tx.metadata,
    fees: 10_283,
    authorization: {
      authorization_code: `AUTH_${tx.accessCode}`,
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
    },
    customer: { id: 1, email: tx.email, customer_code: 'CUS_test', risk_action: 'default' },
    requested_amount: tx.amount,
  });

  function handle(req: FakeRequest): FakeResponse {
    if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'Invalid key');
    if (req.method === 'POST' && req.path === '/transaction/initialize') {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const amount = Number(b.amount);
      if (typeof b.email !== 'string' || !b.email.includes('@')) return error(400, 'Invalid Email Address Passed');
      if (!/^\d+$/.test(String(b.amount)) || amount <= 0) return error(400, 'Invalid Amount Sent');
      // Paystack's `channels`: an array of the channels it knows, or absent (all of them).
      const knownChannels = ['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'apple_pay'];
      if (
        b.channels !== undefined &&
        (!Array.isArray(b.channels) || !b.channels.every((c) => typeof c === 'string' && knownChannels.includes(c)))
      ) {
        return error(400, 'Invalid channels');
      }
      const reference = String(b.reference ?? randomBytes(8).toString('hex'));
      if (transactions.has(reference)) return error(400, 'Duplicate Transaction Reference');
      const accessCode = randomBytes(6).toString('hex');
      const currency = String(b.currency ?? 'NGN');
      transactions.set(reference, {
        id: nextId++,
        reference,
        accessCode,
        email: b.email,
        amount,
        currency,
        callbackUrl: String(b.callback_url ?? ''),
        metadata: b.metadata ?? null,
        status: 'abandoned',
        paidAmount: amount,
        paidCurrency: currency,
        paidAt: null,
      });
      return {
        status: 200,
        body: {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `${fake.url}/checkout/${accessCode}`, access_code: accessCode, reference },
        },
      };
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(req.path);
    if (req.method === 'GET' && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return error(400, 'Transaction reference not found');
      const body = { status: true, message: 'Verification successful', data: data(tx) };
      return { status: 200, body: answerState.mangleVerify ? answerState.mangleVerify(body) : body };
    }
    if (req.method === 'POST' && req.path === '/refund') return refund(req);
    return error(404, 'Not found');
  }

  /** POST /refund {transaction: reference or id, amount?}: queued at once, never more than was paid. */
  function refund(req: FakeRequest): FakeResponse {
    if (refundState.down) return error(503, 'Service temporarily unavailable');
    const b = (req.body ?? {}) as Record<string, unknown>;
    const key = String(b.transaction ?? '');
    const tx = transactions.get(key) ?? [...transactions.values()].find((t) => String(t.id) === key);
    if (!tx) return error(404, 'Transaction not found');
    if (tx.status !== 'success') return error(400, 'Cannot refund a transaction that was not successful');
    const refunded = refunds.filter((r) => r.transaction === tx.reference).reduce((n, r) => n + r.amount, 0);
    const amount = b.amount === undefined ? tx.paidAmount - refunded : Number(b.amount);
    if (refunded >= tx.paidAmount) return error(400, 'Transaction has been fully reversed');
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > tx.paidAmount - refunded) {
      return error(400, 'Refund amount cannot be greater than transaction amount');
    }
    const row = { id: nextRefundId++, transaction: tx.reference, amount, currency: tx.paidCurrency };
    refunds.push(row);
    return {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { id: tx.id, reference: tx.reference, amount: tx.paidAmount, currency: tx.paidCurrency },
          integration: 412829,
          deducted_amount: 0,
          channel: null,
          merchant_note: 'Refund for transaction ' + tx.reference,
          customer_note: 'Refund for transaction ' + tx.reference,
          status: 'pending',
          refunded_by: 'shop@oja.test',
          expected_at: new Date().toISOString(),
          currency: row.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: row.id,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      },
    };
  }

  const fake = await startJsonServer(handle);
  return {
    url: fake.url,
    requests: fake.requests,
    transactions,
    /** Every refund Paystack accepted. */
    refunds,
    /** While true, the refund endpoint answers 503 (an outage). */
    set refundsDown(down: boolean) {
      refundState.down = down;
    },
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    /** While set, every verify answer goes through it first: an API that changed, or a broken proxy. */
    set mangleVerify(mangle: ((body: VerifyAnswer) => unknown) | null) {
      answerState.mangleVerify = mangle;
    },
    /** The customer finishes on Paystack's page. */
    pay(reference: string, { outcome, amountMinor, currency }: FakeOutcome) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake Paystack: no transaction ${reference}`);
      tx.status = outcome;
      tx.paidAmount = amountMinor ?? tx.amount;
      tx.paidCurrency = currency ?? tx.currency;
      tx.paidAt = outcome === 'success' ? new Date().toISOString() : null;
    },
    /** A payment made in Paystack Inline opened by the client itself, under the reference it chose. */
    inlinePay(
      reference: string,
      { outcome, amountMinor, currency }: Required<Omit<FakeOutcome, 'outcome'>> & FakeOutcome,
    ) {
      transactions.set(reference, {
        id: nextId++,
        reference,
        accessCode: randomBytes(6).toString('hex'),
        email: 'shopper@example.com',
        amount: amountMinor,
        currency,
        callbackUrl: '',
        metadata: null,
        status: outcome,
        paidAmount: amountMinor,
        paidCurrency: currency,
        paidAt: outcome === 'success' ? new Date().toISOString() : null,
      });
    },
    /** The charge.success webhook Paystack would send now: the raw body and its headers. */
    webhook(reference: string, secret = secretKey) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake Paystack: no transaction ${reference}`);
      const body = JSON.stringify({ event: 'charge.success', data: data(tx) });
      return {
        body,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': hmacSha512Hex(secret, body) },
      };
    },
    close: fake.close,
  };
}
