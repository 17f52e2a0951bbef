import { toMajorUnits } from '@oja/shared/money';
import { orderStatusOfState } from '@oja/shared/order-status';
import type { Payment, PaymentProviderName } from '@oja/shared/payments';
import type { PayableOrder, PaymentRow } from './payments.repository.ts';

export function toPaymentView(p: PaymentRow, order: Pick<PayableOrder, 'order_ref' | 'state'>): Payment {
  return {
    reference: p.reference,
    provider: p.provider as PaymentProviderName,
    status: p.status,
    amount: toMajorUnits(p.amount_minor),
    currency: p.currency,
    order_id: order.order_ref,
    order_status: orderStatusOfState(order.state),
    order_state: order.state,
    verified_at: p.verified_at,
    failure_reason: p.failure_reason,
    test_mode: p.provider === 'test',
    created_at: p.created_at,
  };
}
