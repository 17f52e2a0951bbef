import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatMajor } from '@oja/shared/money';
import { orderStatusName } from '@oja/shared/order-status';
import type { Payment } from '@oja/shared/payments';
import { Dialog } from '../../ui/dialog';
import { TestModeNotice } from './test-mode-notice';

interface PaymentStatusDialogProps {
  payment: Payment;
  providerName: string;
  closeHref: string;
  onClose: () => void;
}

/** A provider's message as a sentence of its own ("Declined" → "Declined. "). */
const sentence = (text: string | null) => (text ? `${/[.!?]$/.test(text) ? text : `${text}.`} ` : '');

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
  return (
    <Dialog open title="Payment Status" closeHref={closeHref} onClose={onClose} className="payment-status">
      {payment.test_mode && <TestModeNotice />}
      {paid ? (
        <div className="payment-outcome payment-outcome-paid" role="status">
          <p className="payment-outcome-title">Payment successful</p>
          <p>
            We received {amount} for order #{ref}. Its status is now “{orderStatusName(payment.order_status)}”. A
            confirmation e-mail is on its way.
          </p>
        </div>
      ) : payment.status === 'success' ? (
        <div className="payment-outcome payment-outcome-failed" role="status">
          <p className="payment-outcome-title">Payment received, but order #{ref} is closed</p>
          <p>{payment.failure_reason}</p>
        </div>
      ) : payment.status === 'pending' ? (
        <div className="payment-outcome payment-outcome-pending" role="status">
          <p className="payment-outcome-title">Waiting for confirmation</p>
          <p>
            {providerName} has not confirmed a payment for order #{ref} yet. If you paid, it will show here within a few
            minutes; this page checks again by itself. If you did not, you can try again.
          </p>
        </div>
      ) : (
        <div className="payment-outcome payment-outcome-failed" role="status">
          <p className="payment-outcome-title">
            {payment.status === 'abandoned' ? 'Payment cancelled' : 'Payment failed'}
          </p>
          <p>
            Order #{ref} has not been paid. {sentence(payment.failure_reason)}You can try again whenever you are ready.
          </p>
        </div>
      )}
      <div className="dialog-actions">
        {paid ? (
          <Link to="/dashboard/my-orders" className="button">
            View My Orders
          </Link>
        ) : (
          <Link to={closeHref} replace className="button">
            {payment.status === 'pending' ? 'Back to the checkout' : 'Try again'}
          </Link>
        )}
      </div>
    </Dialog>
  );
}
