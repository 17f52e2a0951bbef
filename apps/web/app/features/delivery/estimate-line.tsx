import type { DeliveryEstimate } from '@oja/shared/delivery';
import { usePageLanguage, useT } from '../../i18n/i18n';
import { formatEstimate } from '../../lib/shop-time';

// A file of its own: the order pages show it without the place-order page's delivery choice.
/** "Estimated delivery: Tue 1 Dec – Thu 3 Dec", or nothing when no estimate is known. */
export function EstimateLine({ estimate }: { estimate: DeliveryEstimate }) {
  const t = useT();
  const { language } = usePageLanguage();
  if (!estimate) return null;
  return (
    <p className="delivery-estimate">
      {t('checkout.estimate')} <span className="estimate-dates">{formatEstimate(language, estimate)}</span>
    </p>
  );
}
