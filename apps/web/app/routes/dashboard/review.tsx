import { useEffect, useRef, useState } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { toast } from '../../ui/toaster';
import { reviewSays } from '@oja/shared/reviews-rules';
import type { Route } from './+types/review';
import type { loader as dashboardLoader } from './layout';
import { checkReviewForm, type ReviewErrors, type ReviewResult } from '../../features/reviews/review-checks';
import { RatingSelect, ReviewTextArea } from '../../features/reviews/review-fields';
import { submitReview } from '../../features/reviews/review-form.server';
import { useSay } from '../../i18n/say';
import { styleParts } from '../../styles/areas';
import { messageAreas } from '../../i18n/areas';
import { translate, useT } from '../../i18n/i18n';
import { languageFromMatches } from '../../lib/seo';

export const handle = { ...styleParts('catalog', 'profile'), ...messageAreas('storefront', 'reviews') };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'dashboard.nav.review')} | Oja` },
  { name: 'robots', content: 'noindex' },
];

export function action({ request, context }: Route.ActionArgs) {
  return submitReview(request, context, {
    method: 'POST',
    path: '/api/reviews/',
    message: reviewSays.shopReviewAdded,
  });
}

/**
 * The dashboard's review of the shop: e-mail (read-only), stars 5 to 1 and the text. Saved as
 * waiting; staff publish it on the home page. Works as a plain form post without JavaScript.
 */
export default function ShopReview({ actionData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof dashboardLoader>('dashboard')?.user;
  const fetcher = useFetcher<ReviewResult>();
  const t = useT();
  const say = useSay();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<ReviewErrors | null>(null);
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== 'idle';
  const errors = clientErrors ?? (busy || !result || result.ok ? {} : result.errors);

  useEffect(() => {
    if (result?.ok) {
      toast.success(say(result.message));
      formRef.current?.reset();
    }
  }, [result, say]);

  if (!user) return null;
  const values = result && !result.ok ? result.values : undefined;
  return (
    <section className="edit-section review-page" aria-labelledby="review-heading">
      <h1 id="review-heading">{t('dashboard.nav.review')}</h1>
      <p className="muted">{t('review.shop.intro')}</p>
      <fetcher.Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          const found = checkReviewForm(e.currentTarget);
          setClientErrors(found);
          if (found) e.preventDefault();
        }}
      >
        {errors.form ? (
          <p className="form-error" role="alert">
            {say(errors.form)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="review-email">{t('field.email')}</label>
          <input id="review-email" type="email" value={user.email} readOnly />
        </div>
        <RatingSelect key={`r-${values?.rating}`} defaultValue={Number(values?.rating) || 5} error={errors.rating} />
        <ReviewTextArea key={`b-${values?.body}`} defaultValue={values?.body} error={errors.body} />
        {result?.ok && !busy ? (
          <p className="form-success" role="status">
            {say(result.message)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('review.adding') : t('review.add')}
        </button>
      </fetcher.Form>
    </section>
  );
}
