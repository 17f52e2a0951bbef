import { Link, useLocation } from 'react-router';
import { useShopDates } from '../../lib/shop-time';
import { Rating } from '../catalog/rating';
import { loginPath } from '../accounts/next-path';
import { ProductReviewForm } from './product-review-form';
import type { ProductReviewData } from './review-data.server';
import type { ReviewResult } from './review-checks';
import { Stars } from './stars';
import { useT } from '../../i18n/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useSay } from '../../i18n/say';

/**
 * A product's reviews: the average and count, the published reviews, and the way to add one —
 * the form for a customer who received the product, a reason for anyone else.
 */
interface ProductReviewsProps {
  data: ProductReviewData;
  startEditing?: boolean;
  posted?: ReviewResult;
}

export function ProductReviews({ data, startEditing = false, posted }: ProductReviewsProps) {
  const { reviews, mine } = data;
  const location = useLocation();
  const dates = useShopDates();
  const t = useT();
  const hydrated = useHydrated();
  const say = useSay();
  const [beforeLink, afterLink] = t('review.sign-in-to-review', { link: '\u0000' }).split('\u0000');
  return (
    // data-hydrated: the reviews' own code is in (they hydrate after the page, decision 0032).
    <section
      id="reviews"
      className="product-reviews"
      aria-labelledby="reviews-heading"
      data-hydrated={hydrated || undefined}
    >
      <h2 id="reviews-heading">{t('review.heading')}</h2>
      <Rating rating={reviews.rating} count={reviews.rating_count} />
      {mine === null ? (
        <p className="muted">
          {beforeLink}
          <Link to={loginPath(location.pathname + '#reviews')}>{t('review.sign-in')}</Link>
          {afterLink}
        </p>
      ) : mine.can_review || mine.review ? (
        <ProductReviewForm
          slug={reviews.product_slug}
          own={mine.review}
          startEditing={startEditing}
          posted={posted}
          variants={mine.variants_bought}
        />
      ) : (
        <p className="muted">{say(mine.reason_id ? { id: mine.reason_id, text: mine.reason ?? '' } : mine.reason)}</p>
      )}
      {reviews.reviews.length === 0 ? (
        <p>{t('review.none')}</p>
      ) : (
        <ul className="review-list">
          {reviews.reviews.map((r) => (
            <li key={r.id} className="review">
              <p className="review-head">
                <Stars rating={r.rating} /> <strong>{r.author}</strong>{' '}
                <time dateTime={r.created_at} className="muted">
                  {dates.day(r.created_at)}
                </time>
                {r.variant_label ? (
                  <span className="muted"> · {t('variant.more.bought', { label: r.variant_label })}</span>
                ) : null}
              </p>
              <p className="review-body">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
