import { formatMajor } from '@oja/shared/money';
import type { OrderDetail } from '@oja/shared/orders';

const rows: [keyof OrderDetail, string][] = [
  ['amount', 'Subtotal'],
  ['shipping_cost', 'Shipping Cost'],
  ['shipping_fee', 'Freight Fee'],
  ['handling_fee', 'Handling Fee'],
  ['packaging_fee', 'Packaging Fee'],
  ['insurance_fee', 'Insurance Fee'],
];

/** "Your Order #{order_id} Summary": the items, every fee and the total, in the order's currency. */
export function CheckoutSummary({ order }: { order: OrderDetail }) {
  const money = (major: number) => formatMajor(major, order.currency);
  return (
    <section className="order-summary checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">Your Order #{order.order_id} Summary</h2>
      <ul className="summary-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <img src={item.image_url} alt="" width="48" height="48" />
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
            <dt>{label}</dt>
            <dd>{money(order[key] as number)}</dd>
          </div>
        ))}
        <div className="summary-total">
          <dt>TOTAL COST</dt>
          <dd>{money(order.order_total)}</dd>
        </div>
      </dl>
    </section>
  );
}
