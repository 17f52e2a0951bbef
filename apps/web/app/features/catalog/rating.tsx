import { StarIcon } from '../../ui/icons';

export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <p className="rating rating-none">No reviews yet</p>;
  const rounded = Math.round(rating);
  return (
    <p className="rating" role="img" aria-label={`Rated ${rating} out of 5 from ${count} reviews`}>
      <span className="stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} filled={n <= rounded} />
        ))}
      </span>
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count})
      </span>
    </p>
  );
}
