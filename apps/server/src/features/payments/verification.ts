import type { FastifyBaseLogger } from 'fastify';
import { ProviderError, type Verification } from '../../payments/index.ts';
import type { PaymentsContext } from './context.ts';
import type { PaymentRow } from './payments.repository.ts';
import { settleDepsOf } from './refunds.ts';
import { settle } from './settlement.ts';

/**
 * Asks the payment's own provider what happened and applies the answer. A provider that cannot be
 * reached changes nothing: the payment stays pending and the reconciliation job asks again later.
 * `known` is a verification already made (e.g. by transaction id) for this payment.
 */
export async function verifyAndSettle(
  ctx: PaymentsContext,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  options: { transactionId?: string | null; known?: Verification } = {},
): Promise<PaymentRow> {
  const provider = ctx.providers.byName(payment.provider);
  if (!provider) {
    log.warn(
      { payment: payment.reference, provider: payment.provider },
      'payment of a provider that is not configured',
    );
    return payment;
  }
  let verification = options.known;
  try {
    verification ??= await provider.verify({ reference: payment.reference, transactionId: options.transactionId });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ payment: payment.reference, err: error.message }, 'payment verification failed; will retry');
    return payment;
  }
  return settle(settleDepsOf(ctx, log), payment, verification);
}
