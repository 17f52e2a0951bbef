import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { toast } from '../../ui/toaster';
import type { OwnReview } from '@oja/shared/reviews';
import { checkReviewForm, type ReviewErrors } from './review-checks';
import { RatingSelect, ReviewTextArea, VariantSelect } from './review-fields';
import type { ReviewResult } from './review-checks';
import { isConnectionFailure } from '../../lib/connection';
import { useHydrated } from '../../lib/use-hydrated';
import { rememberForm, useFailureRetry } from '../../ui/use-failure-retry';
import { useT } from '../../i18n/i18n';
import { useSay } from '../../i18n/say';

export const productReviewPath = (slug: string) => `/products/${slug}/review`;

/**
 * Rate and review a product the customer received, or edit their review. Posts to the product's
 * review page (a plain form post without JavaScript; a fetcher with it, and the reviews above
 * update when it is saved).
 */
export function ProductReviewForm({
  slug,
  own,
  startEditing = false,
  posted,
  variants = [],
}: {
  slug: string;
  own: OwnReview | null;
  /** The product's variants the customer received: the review may say which (decision 0036). */
  variants?: { id: number; label: string }[];
  /** The answer to a plain form post (no JavaScript), shown like a fetcher's. */
  posted?: ReviewResult;
  /** Show the form for an existing review at once (the review page) rather than a link to it. */
  startEditing?: boolean;
}) {
  const fetcher = useFetcher<ReviewResult>();
  const t = useT();
  const say = useSay();
  const hydrated = useHydrated();
  const [clientErrors, setClientErrors] = useState<ReviewErrors | null>(null);
  const [editing, setEditing] = useState(own === null || startEditing);
  const busy = fetcher.state !== 'idle';
  // No answer: a toast with a Retry; the form keeps what was typed.
  useFailureRetry(fetcher, 'review');
  const answer = fetcher.data ?? posted;
  const result = isConnectionFailure(answer) ? undefined : answer;
  const errors = clientErrors ?? (busy || !result || result.ok ? {} : result.errors);

  useEffect(() => {
    if (result?.ok) toast.success(say(result.message));
  }, [result, say]);
  // A saved review closes the form (set while rendering: no extra pass through an effect).
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    if (result?.ok) setEditing(false);
  }

  if (own && !editing) {
    return (
      <div className="own-review">
        <p>
          {own.status === 'hidden' ? t('review.hidden') : t('review.thanks')}{' '}
          <Link
            to={productReviewPath(slug)}
            onClick={(e) => {
              e.preventDefault();
              setEditing(true);
            }}
          >
            {t('review.edit')}
          </Link>
        </p>
      </div>
    );
  }
  const values = result && !result.ok ? result.values : undefined;
  return (
    <fetcher.Form
      method="post"
      action={productReviewPath(slug)}
      className="review-form"
      noValidate
      onSubmit={(e) => {
        const found = checkReviewForm(e.currentTarget);
        setClientErrors(found);
        if (found) e.preventDefault();
        else rememberForm('review', e.currentTarget);
      }}
    >
      <h3>{own ? t('review.edit') : t('review.write')}</h3>
      <input type="hidden" name="mode" value={own ? 'edit' : 'create'} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      {errors.form ? (
        <p className="form-error" role="alert">
          {say(errors.form)}
        </p>
      ) : null}
      <RatingSelect defaultValue={Number(values?.rating) || own?.rating || 5} error={errors.rating} />
      <ReviewTextArea defaultValue={values?.body ?? own?.body} error={errors.body} />
      {variants.length > 0 && <VariantSelect variants={variants} defaultLabel={own?.variant_label} />}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('busy.saving') : own ? t('review.save') : t('review.add')}
      </button>
    </fetcher.Form>
  );
}
