import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from './toaster';
import { useHydrated } from '../lib/use-hydrated';
import { useT } from '../i18n/i18n';

/**
 * What the root error boundary shows inside the page's header and footer: the reason, a toast
 * with it, and a Retry that loads the page's data again (once hydrated; before that, a link to
 * the same address does the same).
 */
export function LoadFailure({ detail }: { detail: string | null }) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const message = detail ?? t('failure.load');
  const retrying = revalidator.state !== 'idle';
  useEffect(() => {
    toast.error(message, { id: 'load-failure' });
  }, [message]);
  return (
    <section className="container message-page">
      <h1>{t('failure.title')}</h1>
      <p>{message}</p>
      {hydrated ? (
        <button type="button" className="button" disabled={retrying} onClick={() => void revalidator.revalidate()}>
          {retrying ? t('failure.retrying') : t('failure.retry')}
        </button>
      ) : (
        <a className="button" href="">
          {t('failure.retry')}
        </a>
      )}
    </section>
  );
}
