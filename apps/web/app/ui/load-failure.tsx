import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import toast from 'react-hot-toast';
import { useHydrated } from '../lib/use-hydrated';

const fallback = 'We could not load this page. Please try again in a moment.';

/**
 * What the root error boundary shows inside the page's header and footer: the reason, a toast
 * with it, and a Retry that loads the page's data again (once hydrated; before that, a link to
 * the same address does the same).
 */
export function LoadFailure({ detail }: { detail: string | null }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const message = detail ?? fallback;
  const retrying = revalidator.state !== 'idle';
  useEffect(() => {
    toast.error(message, { id: 'load-failure' });
  }, [message]);
  return (
    <section className="container message-page">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      {hydrated ? (
        <button type="button" className="button" disabled={retrying} onClick={() => void revalidator.revalidate()}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      ) : (
        <a className="button" href="">
          Retry
        </a>
      )}
    </section>
  );
}
