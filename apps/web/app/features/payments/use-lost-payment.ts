import { useCallback, useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { toast } from '../../ui/toaster';
import { isConnectionFailure } from '../../lib/connection';
import { showFailure } from '../../ui/failure-toast';

export const checkingPaymentMessage = 'Checking whether your payment was started…';
export const lostPaymentMessage =
  'We could not reach the shop, so we do not know yet whether your payment was started. Retrying is safe: it never starts a second payment.';

/**
 * "Make Payment" whose answer never arrived: the payment may have been started. The form's
 * Idempotency-Key (kept per order, see `usePaymentKey`) makes the server answer a resend with the
 * payment it already started (and the page goes on to the provider's page), or start it now. So
 * the page sends the same form once more at once, then offers Retry (and resends when the browser
 * comes back online).
 */
export function useLostPayment(payer: FetcherWithComponents<unknown>) {
  const lastStart = useRef<FormData | null>(null);
  const checkedOnce = useRef(false);
  const { submit, state, data, formData } = payer;
  const lost = state === 'idle' && isConnectionFailure(data);

  useEffect(() => {
    if (formData && formData !== lastStart.current) {
      // A new start by the shopper (not a resend of the kept form): one automatic check again.
      lastStart.current = formData;
    }
  }, [formData]);

  const resend = useCallback(() => {
    const form = lastStart.current;
    if (!form) return;
    toast.loading(checkingPaymentMessage, { id: 'make-payment' });
    void submit(form, { method: 'post' });
  }, [submit]);

  useEffect(() => {
    if (!lost) return;
    if (!checkedOnce.current) {
      checkedOnce.current = true;
      resend();
      return;
    }
    showFailure({ id: 'make-payment', message: lostPaymentMessage, retry: resend });
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [lost, data, resend]);

  useEffect(() => {
    // An answer (a refusal; a start leaves the page): the check is over.
    if (state === 'idle' && data !== undefined && !isConnectionFailure(data)) {
      toast.dismiss('make-payment');
      checkedOnce.current = false;
    }
  }, [state, data]);

  return { lost };
}
