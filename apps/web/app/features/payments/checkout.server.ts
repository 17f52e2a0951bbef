import { data, redirect, redirectDocument, type RouterContextProvider } from 'react-router';
import type { OrderDetail } from '@oja/shared/orders';
import { apiOf } from '../../lib/api.server';
import { fieldMessageOf } from '../../lib/field-errors';
import { signedInUser } from '../accounts/session.server';
import { checkoutPath } from './checkout-path';
import type { MessageId } from '../../i18n/i18n';

type Context = Readonly<RouterContextProvider>;

/** Why the order cannot be paid now (a message id), or null when "Make Payment" is offered. */
function notPayable(order: OrderDetail, now: number): MessageId | null {
  if (order.state === 'cancelled') return 'pay.not-payable.cancelled';
  if (
    order.state === 'expired' ||
    (order.state === 'awaiting' && order.expires_at !== null && order.expires_at <= now)
  ) {
    return 'pay.not-payable.expired';
  }
  if (order.status !== null) return 'pay.not-payable.paid';
  if (!order.order_reviewed) return 'pay.not-payable.reviewing';
  return null;
}

const notFound = (detail: string) => data({ detail, code: 'not_found' as const }, { status: 404 });

/**
 * The checkout of one of the customer's orders. After the provider's return (?payment=), the
 * payment is asked about first — the API verifies it with the provider — and the order after, so
 * the page shows the order as the verified payment left it.
 */
export async function loadCheckout(request: Request, context: Context) {
  const url = new URL(request.url);
  const orderRef = url.searchParams.get('order_id')?.trim() ?? '';
  if (!orderRef) throw notFound('No order was named. Open the checkout from My Orders.');
  const api = apiOf(context);
  const reference = url.searchParams.get('payment');
  const paid = reference ? await api.request('GET', `/api/payments/${encodeURIComponent(reference)}/`) : null;
  const [orders, provider, options, phone] = await Promise.all([
    api.request('GET', `/api/orders/?order_id=${encodeURIComponent(orderRef)}`),
    api.request('GET', '/api/payments/provider/'),
    api.request('GET', `/api/orders/${encodeURIComponent(orderRef)}/payment-options/`),
    api.request('GET', '/api/account/phone/'),
  ]);
  if (!orders.ok) {
    if (orders.status === 404 || orders.status === 400) {
      throw notFound(
        `We could not find order ${orderRef} among your orders. Check the link, or open it from My Orders.`,
      );
    }
    throw data(orders.error, { status: orders.status });
  }
  const order = orders.data[0]!;
  const payment = paid?.ok && paid.data.order_id === order.order_id ? paid.data : null;
  const methods = options.ok ? options.data : null;
  const onDelivery = methods?.method === 'on_delivery' && order.status !== null && order.state !== 'delivered';
  return {
    me: signedInUser(context),
    order,
    provider: provider.ok ? provider.data : null,
    methods,
    phone: phone.ok ? phone.data : null,
    onDelivery,
    notPayable: onDelivery ? ('pay.cod.status' satisfies MessageId) : notPayable(order, Date.now()),
    payment,
    paymentError: paid && !payment ? (paid.ok ? 'This payment belongs to another order.' : paid.error.detail) : null,
  };
}

export type CheckoutActionData = { error: string; phoneSent?: boolean; intent?: string };

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/**
 * "Make Payment": starts the payment and sends the browser to the provider's page (a document
 * redirect, also when the form was sent by a fetcher). With the form's Idempotency-Key a resend
 * after a lost answer gets the payment already started, never a second one.
 */
export async function startPaymentAction(request: Request, context: Context) {
  const form = await request.formData();
  const orderRef = String(form.get('order_id') ?? '').trim();
  const intent = String(form.get('intent') ?? 'provider');
  if (intent !== 'provider') return paymentMethodAction(context, intent, orderRef, form);
  const key = String(form.get('idempotency_key') ?? '');
  const result = await apiOf(context).request(
    'POST',
    `/api/orders/${encodeURIComponent(orderRef)}/payments/`,
    undefined,
    idempotencyKeyPattern.test(key) ? { headers: { 'idempotency-key': key } } : undefined,
  );
  if (!result.ok) return data<CheckoutActionData>({ error: result.error.detail }, { status: result.status });
  throw redirectDocument(result.data.authorization_url);
}

/**
 * The provider's redirect back (/checkout/return?order_id=…&reference=… for Paystack and the test
 * provider, &tx_ref=…&transaction_id=… for Flutterwave): verify now, then show the outcome on the
 * checkout page. What the provider's redirect says about the outcome (status=…) is ignored.
 */
export async function returnFromProvider(request: Request, context: Context): Promise<never> {
  const url = new URL(request.url);
  const orderRef = url.searchParams.get('order_id')?.trim();
  const q = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const reference = q('reference') ?? q('trxref') ?? q('tx_ref');
  if (!orderRef) throw redirect('/dashboard/my-orders');
  if (!reference) throw redirect(checkoutPath(orderRef));
  const transactionId = q('transaction_id');
  const path = `/api/payments/${encodeURIComponent(reference)}/` as const;
  const withId = transactionId && /^\d{1,20}$/.test(transactionId);
  await apiOf(context).request('GET', withId ? `${path}?transaction_id=${transactionId}` : path);
  throw redirect(checkoutPath(orderRef, reference));
}

/**
 * The other ways to pay (docs/decisions/0033): bank transfer (the page then shows the details),
 * pay on delivery, and the phone verification it may need (a code sent by SMS, then entered).
 */
async function paymentMethodAction(context: Context, intent: string, orderRef: string, form: FormData) {
  const api = apiOf(context);
  const order = encodeURIComponent(orderRef);
  const refused = (error: { detail: string }, status: number) =>
    data<CheckoutActionData>({ error: error.detail, intent }, { status });
  if (intent === 'bank_transfer') {
    const sent = await api.request('POST', `/api/orders/${order}/bank-transfer/`);
    if (!sent.ok) return refused(sent.error, sent.status);
    throw redirect(checkoutPath(orderRef));
  }
  if (intent === 'on_delivery') {
    const sent = await api.request('POST', `/api/orders/${order}/pay-on-delivery/`);
    if (!sent.ok) return refused(sent.error, sent.status);
    throw redirect(checkoutPath(orderRef));
  }
  if (intent === 'phone_code') {
    const sent = await api.request('POST', '/api/account/phone/code/', { phone: String(form.get('phone') ?? '') });
    if (!sent.ok) return refused({ detail: fieldMessageOf(sent.error, 'phone') }, sent.status);
    return data<CheckoutActionData>({ error: '', phoneSent: true, intent });
  }
  if (intent === 'phone_verify') {
    const sent = await api.request('POST', '/api/account/phone/verify/', { code: String(form.get('code') ?? '') });
    if (!sent.ok)
      return data<CheckoutActionData>(
        { error: fieldMessageOf(sent.error, 'code'), phoneSent: true, intent },
        { status: sent.status },
      );
    throw redirect(checkoutPath(orderRef));
  }
  return data<CheckoutActionData>({ error: 'Choose how to pay.', intent }, { status: 400 });
}
