import type { OrderSummary } from '@oja/shared/orders';
import { EstimateLine } from './estimate-line';
import { useT } from '../../i18n/i18n';

/** How an order is delivered: the pickup station it is collected from, and the estimated dates. */
export function OrderDelivery({ order }: { order: Pick<OrderSummary, 'pickup_station' | 'delivery_estimate'> }) {
  const t = useT();
  // Answers cached from before delivery options (an offline copy) have neither field.
  if (!order.pickup_station && !order.delivery_estimate) return null;
  return (
    <div className="order-delivery">
      {order.pickup_station && (
        <p className="pickup-station-line">
          {t('order.collect-from')} <span className="station-name">{order.pickup_station.name}</span>,{' '}
          {order.pickup_station.address}
        </p>
      )}
      <EstimateLine estimate={order.delivery_estimate ?? null} />
    </div>
  );
}
