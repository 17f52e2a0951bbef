import type { FastifyBaseLogger } from 'fastify';
import type { Payment, PaymentProviderInfo, StartedPayment } from '@oja/shared/payments';
import { createHash } from 'node:crypto';
import { AppError, orderNotFound, refuse } from '../../errors.ts';
import { ProviderError, type Verification } from '../../payments/index.ts';
import type { Actor } from '../accounts/index.ts';
import { idempotency } from '../orders/index.ts';
import { settleClientTransaction } from './client-payments.ts';
import type { PaymentsContext } from './context.ts';
import { refuseUnlessPayable } from './payment-rules.ts';
import { newPaymentReference } from './payment-ref.ts';
import { paymentStartLimits, takeProviderCheck } from './throttles.ts';
import * as repo from './payments.repository.ts';
import { toPaymentView } from './payments.views.ts';
import { providerDisplayNames } from './provider-names.ts';
import { verifyAndSettle } from './verification.ts';

/** An order by its numeric id or its reference (OJA-…), only if it is the actor's. */
async function ownOrder(ctx: PaymentsContext, actor: Actor, key: string): Promise<repo.PayableOrder> {
  const order = await repo.findOrder(ctx.db, /^\d+$/.test(key) ? { id: Number(key) } : { ref: key });
  if (!order || order.user_id !== actor.id) throw orderNotFound(key);
  return order;
}

/** What a payment start answers, and whether it is the stored answer to an earlier request. */
export interface PaymentStart {
  answer: StartedPayment;
  replayed: boolean;
}

/**
 * Starts paying an order (see `beginPayment`). With an Idempotency-Key (the same table as
 * place-order's keys, per customer), the first start's answer is stored and a resend of the same
 * start gets it back instead of a second pending payment; the key on another order is refused.
 * A start that fails gives its key back, so the shopper can try again with it.
 */
export async function startPayment(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  actor: Actor,
  orderKey: string,
  clientIp: string,
  idempotencyKey?: string,
): Promise<PaymentStart> {
  if (idempotencyKey === undefined) {
    return {
      answer: await beginPayment(ctx, log, actor, await ownOrder(ctx, actor, orderKey), clientIp),
      replayed: false,
    };
  }
  const order = await ownOrder(ctx, actor, orderKey);
  const hash = createHash('sha256').update(`payment-start:${order.id}`).digest('hex');
  // A resend gets its answer back whatever the rate limit says (as place-order's).
  const stored = await idempotency.findKey(ctx.db, actor.id, idempotencyKey);
  if (stored) return replay(stored, hash);
  const claimed = await idempotency.claimKey(ctx.db, actor.id, idempotencyKey, hash);
  if (claimed === undefined) return replay(await idempotency.findKey(ctx.db, actor.id, idempotencyKey), hash);
  try {
    const answer = await beginPayment(ctx, log, actor, order, clientIp);
    await idempotency.storeResponse(ctx.db, claimed, 201, answer);
    return { answer, replayed: false };
  } catch (error) {
    await idempotency.releaseKey(ctx.db, claimed);
    throw error;
  }
}

function replay(stored: Awaited<ReturnType<typeof idempotency.findKey>>, hash: string): PaymentStart {
  if (stored && stored.request_hash !== hash) {
    throw refuse('conflict', 'detail.pay.key-reused');
  }
  if (!stored || stored.response_body === null) {
    throw refuse('conflict', 'detail.pay.key-in-progress');
  }
  return { answer: JSON.parse(stored.response_body) as StartedPayment, replayed: true };
}

/**
 * A pending payment for exactly the order's total in its currency, under a reference we issue,
 * then the provider's page to send the customer to. Every start asks the provider for a
 * transaction, so starts are limited per customer and per client address.
 */
async function beginPayment(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  actor: Actor,
  order: repo.PayableOrder,
  clientIp: string,
): Promise<StartedPayment> {
  refuseUnlessPayable(order);
  await ctx.limiter.take(paymentStartLimits(actor.id, clientIp), 'detail.limit.payments');
  const provider = ctx.providers.active;
  const now = Date.now();
  const payment = await repo.insertPayment(ctx.db, {
    order_id: order.id,
    provider: provider.name,
    reference: newPaymentReference(order.order_ref),
    status: 'pending',
    amount_minor: order.total_minor,
    currency: order.currency,
    created_at: now,
    updated_at: now,
  });
  try {
    const { redirectUrl } = await provider.initialize({
      reference: payment.reference,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      email: order.email,
      customerName: `${order.first_name} ${order.last_name}`.trim(),
      callbackUrl: `${ctx.config.publicUrl}/checkout/return?order_id=${encodeURIComponent(order.order_ref)}`,
      orderRef: order.order_ref,
    });
    return { payment: toPaymentView(payment, order), authorization_url: redirectUrl };
  } catch (error) {
    const name = providerDisplayNames[provider.name];
    await repo.markFailed(ctx.db, payment.id, `The payment could not be started with ${name}.`, null, Date.now());
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ payment: payment.reference, err: error.message }, 'could not start a payment');
    throw refuse('unavailable', 'detail.pay.unreachable-start', { provider: name });
  }
}

export interface PaymentClaim {
  /** The order the client says it paid (the contract's path); absent when asking by reference. */
  orderKey?: string;
  reference?: string;
  transactionId?: string;
}

/**
 * A browser's return or a client's claim ("I paid"): verified with the provider, never believed.
 * The reference must be one we issued for this customer's order (for this order, when named).
 */
export async function confirmPayment(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  actor: Actor,
  claim: PaymentClaim,
): Promise<Payment> {
  const order = claim.orderKey === undefined ? null : await ownOrder(ctx, actor, claim.orderKey);
  // A Flutterwave transaction id is checked first: the provider says which reference it paid.
  const known =
    claim.transactionId !== undefined && (ctx.providers.byName('flutterwave') || claim.reference === undefined)
      ? await verifyTransactionId(ctx, log, actor, claim.transactionId)
      : undefined;
  const reference = claim.reference ?? known?.reference ?? undefined;
  const payment = reference ? await repo.findPaymentByReference(ctx.db, reference) : undefined;
  const paymentOrder = payment && (await repo.findOrder(ctx.db, { id: payment.order_id }));
  const issuedHere =
    payment && paymentOrder && paymentOrder.user_id === actor.id && (!order || order.id === paymentOrder.id);
  if (!issuedHere) {
    if (!order) throw refuse('not_found', 'detail.payment-not-found');
    const clientTransaction = payment ? null : clientTransactionOf(ctx, claim, known);
    if (clientTransaction) {
      // A Paystack reference is checked with Paystack now (a Flutterwave id was counted above).
      if (!clientTransaction.known) {
        await takeProviderCheck(
          ctx.limiter,
          actor.id,
          `${clientTransaction.provider.name}:${actor.id}:${clientTransaction.claimed}`,
        );
      }
      return settleClientTransaction(ctx, log, order, clientTransaction);
    }
    log.warn({ order: order.order_ref, reference }, 'payment claim refused: reference not issued for this order');
    throw refuse('conflict', 'detail.pay.reference-other-order', { ref: order.order_ref });
  }
  if (known && known.reference !== payment.reference) {
    log.warn(
      { payment: payment.reference, paid: known.reference },
      'payment claim refused: transaction of another payment',
    );
    throw refuse('conflict', 'detail.pay.transaction-other-order', { ref: paymentOrder.order_ref });
  }
  // Only a check that reaches the provider counts (a settled payment is answered from our records).
  if (payment.status !== 'success' && !known) await takeProviderCheck(ctx.limiter, actor.id, payment.reference);
  const settled =
    payment.status === 'success'
      ? payment
      : await verifyAndSettle(ctx, log, payment, { transactionId: claim.transactionId, known });
  const now = (await repo.findOrder(ctx.db, { id: payment.order_id }))!;
  return toPaymentView(settled, now);
}

/**
 * A claim naming no payment of ours is a transaction the client started itself: Flutterwave's by
 * transaction id, Paystack's by reference, when that provider is configured.
 */
function clientTransactionOf(ctx: PaymentsContext, claim: PaymentClaim, known: Verification | undefined) {
  const flutterwave = ctx.providers.byName('flutterwave');
  if (flutterwave && claim.transactionId !== undefined) {
    return { provider: flutterwave, claimed: claim.transactionId, known };
  }
  const paystack = ctx.providers.byName('paystack');
  if (paystack && claim.reference !== undefined) return { provider: paystack, claimed: claim.reference };
  return null;
}

async function verifyTransactionId(ctx: PaymentsContext, log: FastifyBaseLogger, actor: Actor, transactionId: string) {
  const flutterwave = ctx.providers.byName('flutterwave');
  if (!flutterwave) throw new AppError('invalid', 'Send the payment reference (reference, trxref or tx_ref).');
  await takeProviderCheck(ctx.limiter, actor.id, `flutterwave:${actor.id}:${transactionId}`);
  try {
    return await flutterwave.verify({ reference: '', transactionId });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ err: error.message }, 'could not verify a transaction id');
    throw refuse('unavailable', 'detail.pay.unreachable-check', { provider: 'Flutterwave' });
  }
}

export function providerInfo(ctx: PaymentsContext): PaymentProviderInfo {
  const name = ctx.providers.active.name;
  return { provider: name, display_name: providerDisplayNames[name], test_mode: name === 'test' };
}
