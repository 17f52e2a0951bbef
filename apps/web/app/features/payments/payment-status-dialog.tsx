import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatMajor } from '@oja/shared/money';
import type { Payment } from '@oja/shared/payments';
import { Dialog } from '../../ui/dialog';
import { TestModeNotice } from './test-mode-notice';
import { useT } from '../../i18n/i18n';
import { useOrderStatusName } from '../orders/order-status-name';

interface PaymentStatusDialogProps {
  payment: Payment;
  providerName: string;
  closeHref: string;
  onClose: () => void;
}

/** A provider's message as a sentence of its own ("Declined" → "Declined."). */
const sentence = (text: string | null) => (text ? (/[.!?]$/.test(text) ? text : `${text}.`) : '');

/** While the provider has not confirmed yet, look again every few seconds (for about a minute). */
function useRecheckWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (!pending || checks >= 15 || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setChecks((n) => n + 1);
      void revalidator.revalidate();
    }, 4_000);
    return () => clearTimeout(timer);
  }, [pending, checks, revalidator]);
}

/**
 * "Payment Status" after the provider's return: only what the server verified with the provider.
 * Nothing says "successful" unless the payment really is.
 */
export function PaymentStatusDialog({ payment, providerName, closeHref, onClose }: PaymentStatusDialogProps) {
  const ref = payment.order_id;
  const amount = formatMajor(payment.amount, payment.currency);
  const paid = payment.status === 'success' && payment.order_status !== null;
  useRecheckWhilePending(payment.status === 'pending');
  const t = useT();
  const statusName = useOrderStatusName();
  return (
    <Dialog open title={t('pay.status.title')} closeHref={closeHref} onClose={onClose} className="payment-status">
      {payment.test_mode && <TestModeNotice />}
      {paid ? (
        <div className="payment-outcome payment-outcome-paid" role="status">
          <p className="payment-outcome-title">{t('pay.status.paid')}</p>
          <p>{t('pay.status.paid-text', { amount, ref, status: statusName(payment.order_status) })}</p>
        </div>
      ) : payment.status === 'success' ? (
        <div className="payment-outcome payment-outcome-failed" role="status">
          <p className="payment-outcome-title">{t('pay.status.closed', { ref })}</p>
          <p>{payment.failure_reason}</p>
        </div>
      ) : payment.status === 'pending' ? (
        <div className="payment-outcome payment-outcome-pending" role="status">
          <p className="payment-outcome-title">{t('pay.status.pending')}</p>
          <p>{t('pay.status.pending-text', { provider: providerName, ref })}</p>
        </div>
      ) : (
        <div className="payment-outcome payment-outcome-failed" role="status">
          <p className="payment-outcome-title">
            {payment.status === 'abandoned' ? t('pay.status.cancelled') : t('pay.status.failed')}
          </p>
          <p>
            {[t('pay.status.not-paid', { ref }), sentence(payment.failure_reason), t('pay.status.try-when-ready')]
              .filter(Boolean)
              .join(' ')}
          </p>
        </div>
      )}
      <div className="dialog-actions">
        {paid ? (
          <Link to="/dashboard/my-orders" className="button">
            {t('order.view-list')}
          </Link>
        ) : (
          <Link to={closeHref} replace className="button">
            {payment.status === 'pending' ? t('pay.status.back') : t('pay.status.try-again')}
          </Link>
        )}
      </div>
    </Dialog>
  );
}
