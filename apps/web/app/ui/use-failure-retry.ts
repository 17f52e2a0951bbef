import { useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { isConnectionFailure } from '../lib/connection';
import { showFailure } from './failure-toast';

/**
 * For a fetcher whose route guards its action (`guardServerAction`): when a request gets no answer,
 * an error toast with the reason and a Retry that sends the same form to the same action again;
 * the page stays as it was. `id` names the cause, so repeated failures replace one toast.
 * Refusals (the action's own answers) are left to the form.
 */
export function useFailureRetry<T>(fetcher: FetcherWithComponents<T>, id: string) {
  const last = useRef<{ form: FormData; action: string } | null>(null);
  const { formData, formAction, data, state, submit } = fetcher;
  useEffect(() => {
    if (formData && formAction) last.current = { form: formData, action: formAction };
  }, [formData, formAction]);

  const failed = state === 'idle' && isConnectionFailure(data) ? data : null;
  useEffect(() => {
    if (!failed) return;
    const sent = last.current;
    const retry = sent ? () => void submit(sent.form, { method: 'post', action: sent.action }) : undefined;
    showFailure({ id, message: failed.error, retry });
    // Only a new failed answer shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return failed;
}
