import { StarIcon } from '../../ui/icons';

export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <p className="rating rating-none">No reviews yet</p>;
  const rounded = Math.round(rating);
  return (
    <p className="rating">
      <span className="stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} filled={n <= rounded} />
        ))}
      </span>
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count})
      </span>
      <span className="visually-hidden">
        Rated {rating.toFixed(1)} out of 5 from {count} {count === 1 ? 'review' : 'reviews'}
      </span>
    </p>
  );
}
