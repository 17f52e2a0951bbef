import { useEffect } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { isConnectionFailure } from '../lib/connection';
import { showFailure } from './failure-toast';

interface Sent {
  form: FormData;
  action: string;
}

/** What each cause last sent, kept by its submit handler (`rememberSent`). */
const lastSent = new Map<string, Sent>();

/**
 * Keeps what a form sends, under its cause's id, when it is sent. It is not read from what the
 * fetcher renders: a request that fails at once may go from idle to idle in one render (the
 * router's updates are transitions, and React merges them), and then a Retry would have nothing
 * to send.
 */
export function rememberSent(id: string, form: FormData, action: string) {
  lastSent.set(id, { form, action });
}

/** `rememberSent` for a `<fetcher.Form>`'s submit handler. */
export function rememberForm(id: string, form: HTMLFormElement) {
  rememberSent(id, new FormData(form), form.getAttribute('action') ?? window.location.pathname);
}

/**
 * For a fetcher whose route guards its action (`guardServerAction`): when a request gets no answer,
 * an error toast with the reason and a Retry that sends the same form to the same action again;
 * the page stays as it was. `id` names the cause, so repeated failures replace one toast; the form
 * that sends calls `rememberSent` or `rememberForm` with it. Refusals (the action's own answers)
 * are left to the form.
 */
export function useFailureRetry<T>(fetcher: FetcherWithComponents<T>, id: string) {
  const { data, state, submit } = fetcher;
  const failed = state === 'idle' && isConnectionFailure(data) ? data : null;
  useEffect(() => {
    if (!failed) return;
    const sent = lastSent.get(id);
    const retry = sent ? () => void submit(sent.form, { method: 'post', action: sent.action }) : undefined;
    showFailure({ id, message: failed.error, retry });
    // Only a new failed answer shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  return failed;
}
