import { StarRow } from '../../ui/star-row';
import { useT } from '../../i18n/i18n';

export function Rating({ rating, count }: { rating: number | null; count: number }) {
  const t = useT();
  if (rating === null) return <p className="rating rating-none">{t('rating.none')}</p>;
  return (
    <p className="rating" role="img" aria-label={t('rating.label', { rating, count })}>
      <StarRow filled={Math.round(rating)} />
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count})
      </span>
    </p>
  );
}
