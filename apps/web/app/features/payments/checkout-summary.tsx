import { formatMajor } from '@oja/shared/money';
import type { OrderDetail } from '@oja/shared/orders';
import { pictureOf } from '../catalog/picture';
import { useT, type MessageId } from '../../i18n/i18n';

const rows: [keyof OrderDetail, MessageId][] = [
  ['amount', 'checkout.subtotal'],
  ['shipping_cost', 'checkout.fee.shipping'],
  ['shipping_fee', 'checkout.fee.freight'],
  ['handling_fee', 'checkout.fee.handling'],
  ['packaging_fee', 'checkout.fee.packaging'],
  ['insurance_fee', 'checkout.fee.insurance'],
];

/** "Your Order #{order_id} Summary": the items, every fee and the total, in the order's currency. */
export function CheckoutSummary({ order }: { order: OrderDetail }) {
  const money = (major: number) => formatMajor(major, order.currency);
  const t = useT();
  return (
    <section className="order-summary checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{t('checkout.order-summary', { ref: order.order_id })}</h2>
      <ul className="summary-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={pictureOf(item.image_url)} alt="" width="48" height="48" />
            <span className="summary-title">
              {item.title} <span className="muted">× {item.quantity}</span>
            </span>
            <span>{money(order.currency === 'NGN' ? item.total_price_naira : item.total_price)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary-amounts">
        {rows.map(([key, label]) => (
          <div key={key}>
            <dt>{t(label)}</dt>
            <dd>{money(order[key] as number)}</dd>
          </div>
        ))}
        <div className="summary-total">
          <dt>{t('checkout.total-cost')}</dt>
          <dd>{money(order.order_total)}</dd>
        </div>
      </dl>
    </section>
  );
}
