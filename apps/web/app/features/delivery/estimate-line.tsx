import type { DeliveryEstimate } from '@oja/shared/delivery';
import { formatDeliveryEstimate } from '@oja/shared/delivery-text';
import { useT } from '../../i18n/i18n';

// A file of its own: the order pages show it without the place-order page's delivery choice.
/** "Estimated delivery: Tue 1 Dec – Thu 3 Dec", or nothing when no estimate is known. */
export function EstimateLine({ estimate }: { estimate: DeliveryEstimate }) {
  const t = useT();
  if (!estimate) return null;
  return (
    <p className="delivery-estimate">
      {t('checkout.estimate')} <span className="estimate-dates">{formatDeliveryEstimate(estimate)}</span>
    </p>
  );
}
