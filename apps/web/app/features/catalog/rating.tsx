import { StarRow } from '../../ui/star-row';

export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <p className="rating rating-none">No reviews yet</p>;
  return (
    <p className="rating" role="img" aria-label={`Rated ${rating} out of 5 from ${count} reviews`}>
      <StarRow filled={Math.round(rating)} />
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count})
      </span>
    </p>
  );
}
