import { StarRow } from '../../ui/star-row';
import { useT } from '../../i18n/i18n';

/** One review's stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="review-stars" role="img" aria-label={t('stars.label', { rating })}>
      <StarRow filled={rating} />
    </span>
  );
}
