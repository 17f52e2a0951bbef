import { randomBytes } from 'node:crypto';
import { majorToMinor, minorToMajorText } from '@oja/server/payments/major-units';
import { startJsonServer, type FakeOutcome, type FakeRequest, type FakeResponse } from './fake-http.ts';

interface PaymentLink {
  /** A number when the payer's own widget made it up (the original client uses Date.now()). */
  txRef: string | number;
  amount: string;
  currency: string;
  email: string;
  redirectUrl: string;
  /** The payment's metadata (ours names the order); when the transaction was made (ISO), if not now. */
  meta?: unknown;
  createdAt?: string;
  /** Set once the customer has paid or failed: a transaction exists only from then on. */
  transaction: { id: number; status: 'successful' | 'failed'; amountMinor: number; currency: string } | null;
}

const error = (status: number, message: string): FakeResponse => ({
  status,
  body: { status: 'error', message, data: null },
});

/** A refund Flutterwave initiated: for which transaction, how much (minor units, for the tests). */
export interface FakeFlutterwaveRefund {
  id: number;
  transactionId: number;
  txRef: string | number;
  amountMinor: number;
  /** The amount as it arrived on the wire (major units). */
  amount: unknown;
}

/**
 * A local stand-in for Flutterwave's v3 API, used only by tests: payment links (amounts in MAJOR
 * units, as Flutterwave takes them), verify by transaction id and by tx_ref with the real response
 * shapes, and webhooks carrying the dashboard's secret hash in `verif-hash`.
 */
export async function startFakeFlutterwave(secretKey: string, secretHash: string) {
  const links = new Map<string, PaymentLink>();
  const refunds: FakeFlutterwaveRefund[] = [];
  let nextId = 288_200_100;
  let nextRefundId = 75_923;

  const data = (link: PaymentLink) => {
    const tx = link.transaction!;
    const amount = Number(minorToMajorText(tx.amountMinor));
    return {
      id: tx.id,
      tx_ref: link.txRef,
      flw_ref: `FLW-MOCK-${tx.id}`,
      device_fingerprint: 'N/A',
      amount,
      currency: tx.currency,
      charged_amount: amount,
      app_fee: 1.4,
      merchant_fee: 0,
      processor_response: tx.status === 'successful' ? 'Approved by Financial Institution' : 'Insufficient funds',
      auth_model: 'PIN',
      status: tx.status,
      payment_type: 'card',
      created_at: link.createdAt ?? new Date().toISOString(),
      meta: link.meta ?? null,
      card: {
        first_6digits: '553188',
        last_4digits: '2950',
        issuer: 'MASTERCARD',
        country: 'NG',
        type: 'MASTERCARD',
        token: 'flw-t1nf-secret-token',
        expiry: '09/32',
      },
      customer: { id: 1, name: 'Test Customer', phone_number: null, email: link.email },
    };
  };
  const fetched = (link: PaymentLink): FakeResponse => ({
    status: 200,
    body: { status: 'success', message: 'Transaction fetched successfully', data: data(link) },
  });

  function handle(req: FakeRequest): FakeResponse {
    if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'Invalid authorization key');
    if (req.method === 'POST' && req.path === '/v3/payments') {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const customer = b.customer as { email?: unknown } | undefined;
      if (typeof b.tx_ref !== 'string') return error(400, 'tx_ref is required');
      if (!/^\d+(\.\d{1,2})?$/.test(String(b.amount)) || Number(b.amount) <= 0) return error(400, 'amount is invalid');
      if (typeof customer?.email !== 'string') return error(400, 'customer.email is required');
      if (typeof b.redirect_url !== 'string') return error(400, 'redirect_url is required');
      // Flutterwave's `payment_options`: one comma-separated string of the options it knows.
      const knownOptions = ['card', 'account', 'banktransfer', 'ussd', 'qr', 'mobilemoneyghana', 'opay'];
      if (
        b.payment_options !== undefined &&
        (typeof b.payment_options !== 'string' ||
          !b.payment_options.split(',').every((o) => knownOptions.includes(o.trim())))
      ) {
        return error(400, 'payment_options is invalid');
      }
      links.set(b.tx_ref, {
        txRef: b.tx_ref,
        amount: String(b.amount),
        currency: String(b.currency ?? 'NGN'),
        email: customer.email,
        redirectUrl: b.redirect_url,
        meta: b.meta,
        transaction: null,
      });
      const code = randomBytes(10).toString('hex');
      return {
        status: 200,
        body: { status: 'success', message: 'Hosted Link', data: { link: `${fake.url}/v3/hosted/pay/${code}` } },
      };
    }
    const byId = /^\/v3\/transactions\/(\d+)\/verify$/.exec(req.path);
    if (req.method === 'GET' && byId) {
      const link = [...links.values()].find((l) => l.transaction?.id === Number(byId[1]));
      return link ? fetched(link) : error(400, 'No transaction was found for this id');
    }
    if (req.method === 'GET' && req.path === '/v3/transactions/verify_by_reference') {
      const link = links.get(req.query.get('tx_ref') ?? '');
      return link?.transaction ? fetched(link) : error(400, 'No transaction was found for this id');
    }
    const refund = /^\/v3\/transactions\/(\d+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && refund) return refundOf(Number(refund[1]), req.body);
    return error(404, 'Not found');
  }

  /** POST /v3/transactions/{id}/refund {amount?} (major units): never more than was paid. */
  function refundOf(transactionId: number, body: unknown): FakeResponse {
    const link = [...links.values()].find((l) => l.transaction?.id === transactionId);
    const tx = link?.transaction;
    if (!link || !tx) return error(400, 'No transaction was found for this id');
    if (tx.status !== 'successful') return error(400, 'Only successful transactions can be refunded');
    const amount = (body as { amount?: unknown } | null)?.amount;
    const refunded = refunds.filter((r) => r.transactionId === transactionId).reduce((n, r) => n + r.amountMinor, 0);
    const amountMinor = amount === undefined ? tx.amountMinor - refunded : majorToMinor(amount);
    if (refunded >= tx.amountMinor) return error(400, 'Transaction has already been fully refunded');
    if (amountMinor === null || amountMinor <= 0 || amountMinor > tx.amountMinor - refunded) {
      return error(400, 'Refund amount cannot be more than the transaction amount');
    }
    const row = { id: nextRefundId++, transactionId, txRef: link.txRef, amountMinor, amount };
    refunds.push(row);
    return {
      status: 200,
      body: {
        status: 'success',
        message: 'Transaction refund initiated',
        data: {
          id: row.id,
          account_id: 73362,
          tx_id: transactionId,
          flw_ref: `URF_${Date.now()}_${row.id}`,
          wallet_id: 74639,
          amount_refunded: Number(minorToMajorText(amountMinor)),
          status: 'completed',
          destination: 'payment_source',
          meta: { source: 'availablebalance' },
          created_at: new Date().toISOString(),
        },
      },
    };
  }

  const fake = await startJsonServer(handle);
  return {
    url: fake.url,
    requests: fake.requests,
    links,
    /** Every refund Flutterwave initiated. */
    refunds,
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    /** The customer finishes on Flutterwave's page; answers the transaction id it gets. */
    pay(txRef: string, { outcome, amountMinor, currency }: FakeOutcome): number {
      const link = links.get(txRef);
      if (!link) throw new Error(`fake Flutterwave: no payment link ${txRef}`);
      const [major, minor = ''] = link.amount.split('.');
      link.transaction = {
        id: nextId++,
        status: outcome === 'success' ? 'successful' : 'failed',
        amountMinor: amountMinor ?? Number(major) * 100 + Number(minor.padEnd(2, '0')),
        currency: currency ?? link.currency,
      };
      return link.transaction.id;
    },
    /**
     * A payment made in Flutterwave's inline widget opened by the client itself: no payment link
     * of ours, the client's own tx_ref (a number for the original client). Answers the transaction id.
     */
    inlinePay(
      txRef: string | number,
      {
        outcome,
        amountMinor,
        currency,
        email,
        meta,
        createdAt,
      }: Required<Omit<FakeOutcome, 'outcome'>> & FakeOutcome & { email?: string; meta?: unknown; createdAt?: string },
    ) {
      const id = nextId++;
      const link: PaymentLink = {
        txRef,
        amount: minorToMajorText(amountMinor),
        currency,
        meta,
        createdAt,
        email: email ?? 'shopper@example.com',
        redirectUrl: '',
        transaction: { id, status: outcome === 'success' ? 'successful' : 'failed', amountMinor, currency },
      };
      links.set(`inline:${id}`, link);
      return id;
    },
    /** The charge.completed webhook Flutterwave would send now: the raw body and its headers. */
    webhook(txRef: string, hash = secretHash) {
      const link = links.get(txRef) ?? [...links.values()].find((l) => String(l.txRef) === txRef);
      if (!link?.transaction) throw new Error(`fake Flutterwave: ${txRef} has no transaction yet`);
      const body = JSON.stringify({ event: 'charge.completed', data: data(link), 'event.type': 'CARD_TRANSACTION' });
      return { body, headers: { 'content-type': 'application/json', 'verif-hash': hash } };
    },
    close: fake.close,
  };
}
