import { useEffect } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { toast } from '../../ui/toaster';
import { isConnectionFailure } from '../../lib/connection';
import { useResendWhenLost } from '../../lib/use-resend-when-lost';
import { useT } from '../../i18n/i18n';

/**
 * "Make Payment" whose answer never arrived: the payment may have been started. The form's
 * Idempotency-Key (kept per order, see `usePaymentKey`) makes the server answer a resend with the
 * payment it already started (and the page goes on to the provider's page), or start it now (see
 * useResendWhenLost). The toast offers Retry.
 */
export function useLostPayment(payer: FetcherWithComponents<unknown>) {
  const t = useT();
  const answer = useResendWhenLost(payer, {
    toastId: 'make-payment',
    checking: t('pay.lost.checking'),
    lost: t('pay.lost.text'),
    retryInToast: true,
  });
  const { state, data } = payer;

  useEffect(() => {
    // An answer (a refusal; a start leaves the page): the check is over.
    if (state === 'idle' && data !== undefined && !isConnectionFailure(data)) toast.dismiss('make-payment');
  }, [state, data]);

  return answer;
}
