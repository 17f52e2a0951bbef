import { StarRow } from '../../ui/star-row';

/** One review's stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      <StarRow filled={rating} />
    </span>
  );
}
