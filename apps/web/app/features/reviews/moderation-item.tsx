import { Link, useFetcher } from 'react-router';
import type { AdminReview } from '@oja/shared/reviews';
import { staffMessages } from '@oja/shared/staff-rules';
import type { ActionResult } from '../../ui/action-result';
import { useSubmissionToast } from '../../ui/use-submission-toast';
import { useFormatInstant } from '../../lib/staff-time';
import { Stars } from './stars';

const statusTags = {
  pending: { label: 'Waiting', className: 'tag tag-warn' },
  approved: { label: 'Published', className: 'tag tag-ok' },
  hidden: { label: 'Hidden', className: 'tag' },
} as const;

/** One review for staff: what it says, who wrote it about what, and Approve / Hide. */
export function ModerationItem({ review }: { review: AdminReview }) {
  const fetcher = useFetcher<ActionResult & { review?: AdminReview }>();
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(busy, staffMessages.updating, fetcher.data);
  const formatInstant = useFormatInstant();
  // Shown as decided the moment a button is pressed, then as the API answered.
  const intent = fetcher.formData?.get('intent');
  const status =
    intent === 'approve' ? 'approved' : intent === 'hide' ? 'hidden' : (fetcher.data?.review?.status ?? review.status);
  const tag = statusTags[status];
  return (
    <li className="moderation-item" aria-label={`Review by ${review.author}`}>
      <p className="review-head">
        <Stars rating={review.rating} />
        <span className={tag.className}>{tag.label}</span>
        <span className="admin-muted">
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
      <p className="admin-muted">
        {review.author} ({review.author_email}) ·{' '}
        <time dateTime={review.created_at}>{formatInstant(Date.parse(review.created_at))}</time>
      </p>
      <fetcher.Form method="post" className="moderation-actions">
        <input type="hidden" name="id" value={review.id} />
        <button
          type="submit"
          name="intent"
          value="approve"
          className="button button-small"
          disabled={busy || status === 'approved'}
          aria-label={`Approve the review by ${review.author}`}
        >
          Approve
        </button>
        <button
          type="submit"
          name="intent"
          value="hide"
          className="button button-quiet button-small"
          disabled={busy || status === 'hidden'}
          aria-label={`Hide the review by ${review.author}`}
        >
          Hide
        </button>
      </fetcher.Form>
    </li>
  );
}
