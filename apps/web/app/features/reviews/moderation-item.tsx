import { Link, useFetcher } from 'react-router';
import type { AdminReview } from '@oja/shared/reviews';
import { Stars } from './stars';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });
const statusNames = { pending: 'Waiting', approved: 'Published', hidden: 'Hidden' } as const;

/** One review for staff: what it says, who wrote it about what, and Approve / Hide. */
export function ModerationItem({ review }: { review: AdminReview }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  // Shown as decided the moment a button is pressed; the page's data follows.
  const pending = fetcher.formData?.get('intent');
  const status = pending === 'approve' ? 'approved' : pending === 'hide' ? 'hidden' : review.status;
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <li className="moderation-item" aria-label={`Review by ${review.author}`}>
      <p className="review-head">
        <Stars rating={review.rating} />
        <span className={`review-tag review-tag-${status}`}>{statusNames[status]}</span>
        <span className="muted">
          {review.kind === 'shop' ? (
            'About the shop'
          ) : (
            <>
              About <Link to={`/products/${review.product_slug}/review`}>{review.product_title}</Link>
            </>
          )}
        </span>
      </p>
      <p className="review-body">{review.body}</p>
      <p className="muted">
        {review.author} ({review.author_email}) ·{' '}
        <time dateTime={review.created_at}>{when.format(new Date(review.created_at))}</time>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <fetcher.Form method="post" className="moderation-actions">
        <input type="hidden" name="id" value={review.id} />
        <button
          type="submit"
          name="intent"
          value="approve"
          className="button moderation-button"
          disabled={status === 'approved'}
          aria-label={`Approve the review by ${review.author}`}
        >
          Approve
        </button>
        <button
          type="submit"
          name="intent"
          value="hide"
          className="button button-quiet moderation-button"
          disabled={status === 'hidden'}
          aria-label={`Hide the review by ${review.author}`}
        >
          Hide
        </button>
      </fetcher.Form>
    </li>
  );
}
