import { useCallback, useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { toast } from '../../ui/toaster';
import { isConnectionFailure } from '../../lib/connection';

/**
 * "Place your Order" whose answer never arrived: the order may exist. The form's Idempotency-Key
 * (the same on every resend, as the page's data is not reloaded after a failed request) makes the
 * server answer a resend with the order it already placed, or place it now if it was never
 * placed. So the page sends the same form once more at once, and again when the shopper taps
 * Retry or the browser comes back online.
 */
export function useLostAnswer(placer: FetcherWithComponents<unknown>, messages: { checking: string; lost: string }) {
  const { checking: checkingMessage, lost: lostMessage } = messages;
  const lastPlace = useRef<FormData | null>(null);
  const checkedOnce = useRef(false);
  const { submit, state, data } = placer;
  // With JavaScript this fetcher only ever sends "Place your Order" (quotes have their own).
  const lost = state === 'idle' && isConnectionFailure(data);

  const resend = useCallback(() => {
    const form = lastPlace.current;
    if (!form) return;
    toast.loading(checkingMessage, { id: 'place-order' });
    void submit(form, { method: 'post' });
  }, [submit, checkingMessage]);

  useEffect(() => {
    if (!lost) return;
    if (!checkedOnce.current) {
      checkedOnce.current = true;
      resend();
      return;
    }
    toast.error(lostMessage, { id: 'place-order' });
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [lost, data, resend, lostMessage]);

  /** Keeps what "Place your Order" sent, for resending it. */
  const remember = useCallback((form: FormData) => {
    lastPlace.current = form;
    checkedOnce.current = false;
  }, []);

  return { lost, resend, remember };
}
