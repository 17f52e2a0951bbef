import { useCallback, useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { toast } from '../ui/toaster';
import { showFailure } from '../ui/failure-toast';
import { isConnectionFailure } from './connection';

interface LostAnswerTexts {
  /** The toast's id: one toast for the form, whatever happens to it. */
  toastId: string;
  /** Shown while the form is sent once more by itself. */
  checking: string;
  /** Shown when that is lost too. */
  lost: string;
  /** Whether the toast itself offers Retry (else the page has its own). */
  retryInToast?: boolean;
}

/**
 * A form whose answer never arrived (place an order, start a payment): the server may have done
 * it. The form's Idempotency-Key (the same on every resend) makes the server answer a resend with
 * what it already did, or do it now. So the page sends the same form once more at once, then tells
 * the shopper and resends on Retry or when the browser comes back online. The page calls
 * `remember` with what the form sends, in its submit handler: what the fetcher renders may skip a
 * request that failed at once, so it is not read from there.
 */
export function useResendWhenLost(
  fetcher: FetcherWithComponents<unknown>,
  { toastId, checking, lost: lostMessage, retryInToast = false }: LostAnswerTexts,
) {
  const lastSent = useRef<FormData | null>(null);
  const checkedOnce = useRef(false);
  const { submit, state, data } = fetcher;
  const lost = state === 'idle' && isConnectionFailure(data);

  const resend = useCallback(() => {
    const form = lastSent.current;
    if (!form) return;
    toast.loading(checking, { id: toastId });
    void submit(form, { method: 'post' });
  }, [submit, checking, toastId]);

  useEffect(() => {
    if (!lost) return;
    if (!checkedOnce.current) {
      checkedOnce.current = true;
      resend();
      return;
    }
    if (retryInToast) showFailure({ id: toastId, message: lostMessage, retry: resend });
    else toast.error(lostMessage, { id: toastId });
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [lost, data, resend, lostMessage, retryInToast, toastId]);

  /** Keeps what the form sent, for resending it; a new send gets its own check. */
  const remember = useCallback((form: FormData) => {
    lastSent.current = form;
    checkedOnce.current = false;
  }, []);

  return { lost, resend, remember };
}
