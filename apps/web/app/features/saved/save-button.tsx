import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { toast } from '../../ui/toaster';
import { isConnectionFailure } from '../../lib/connection';
import { useHydrated } from '../../lib/use-hydrated';
import { rememberForm, useFailureRetry } from '../../ui/use-failure-retry';
import { HeartIcon } from './heart-icon';
import { savedActionPath } from './saved-intents';
import { useSavedIds } from './use-saved';
import { useT } from '../../i18n/i18n';
import { returnPath } from '../../lib/return-path';

type SaveActionData = { ok: true } | { ok: false; error: string };

/**
 * The save/heart toggle of a product card, popup or page: a form posting to /saved. Without
 * JavaScript the browser posts it and comes back; with it a fetcher sends it and the heart
 * changes at once. A visitor is sent to sign in, and the product is saved afterwards. A request
 * that gets no answer leaves the heart as it was and shows a toast with a Retry.
 */
export function SaveButton({
  productId,
  title,
  className = '',
}: {
  productId: number;
  title: string;
  className?: string;
}) {
  const fetcher = useFetcher<SaveActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const saved = useSavedIds().has(productId);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useFailureRetry(fetcher, 'saved');

  useEffect(() => {
    if (result && !result.ok && !isConnectionFailure(result))
      toast.error(result.error, { id: `saved:${result.error}` });
  }, [result]);

  const t = useT();
  return (
    <fetcher.Form
      method="post"
      action={savedActionPath}
      className={`save-form ${className}`}
      onSubmit={(e) => rememberForm('saved', e.currentTarget)}
    >
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="redirectTo" value={returnPath(location)} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <button
        type="submit"
        className="icon-button save-button"
        aria-pressed={saved}
        aria-label={saved ? t('saved.remove', { title }) : t('saved.save', { title })}
        title={saved ? t('saved.saved') : t('saved.later')}
      >
        <HeartIcon filled={saved} />
      </button>
    </fetcher.Form>
  );
}
