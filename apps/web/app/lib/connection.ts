import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { documentLanguage, translate } from '../i18n/i18n';

/**
 * What a form's action answers in the browser when its request never got an answer (the
 * connection dropped, the request was aborted) or the server failed unexpectedly: a value the form
 * shows as a toast with a Retry, instead of an error thrown to the root error boundary (which
 * replaced the whole page).
 */
export interface ConnectionFailure {
  ok: false;
  error: string;
  /** Marks the answer as made up in the browser: nothing is known about what the server did. */
  connection: true;
}

export function isConnectionFailure(value: unknown): value is ConnectionFailure {
  return typeof value === 'object' && value !== null && (value as { connection?: unknown }).connection === true;
}

function messageOf(error: unknown): string {
  // A fetch that never got an answer is a TypeError ("Failed to fetch"); an answer the server could
  // not give (a 500 page) has no message worth showing to a shopper.
  const lang = documentLanguage();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return translate(lang, 'failure.offline');
  if (error instanceof TypeError) return translate(lang, 'failure.no-answer');
  return translate(lang, 'failure.server');
}

/**
 * A route's `clientAction` that calls its server action and turns a failed request into a
 * {@link ConnectionFailure} with status 503. The status makes React Router skip reloading the page's
 * data (which would fail the same way); what was on screen stays as it was.
 */
export async function guardServerAction<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect goes on as before; anything else (no answer, an answer that is not the action's
    // own, such as a proxy's 500 page) leaves the page as it was.
    if (error instanceof Response) throw error;
    const failure: ConnectionFailure = { ok: false, error: messageOf(error), connection: true };
    return data(failure, { status: 503 });
  }
}

/** For a route's `shouldRevalidate`: reload after an action unless its request got no answer. */
export function revalidateUnlessConnectionFailed({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isConnectionFailure(actionResult) ? false : defaultShouldRevalidate;
}
