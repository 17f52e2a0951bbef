import { formatMajor, formatMoney, type Currency } from '@oja/shared/money';
import { freeShippingPromise } from '@oja/shared/delivery-text';
import type { Quote } from '@oja/shared/orders';
import { EstimateLine } from '../delivery/delivery-choice';
import type { CartState } from '../cart/use-cart';

interface OrderSummaryProps {
  cart: CartState;
  currency: Currency;
  /** The fees for the destination entered so far (null before a country and state are known). */
  quote: Quote | null;
  quoting: boolean;
  /** Shown under the heading: which currency the order will be charged in. */
  notice?: React.ReactNode;
}

const feeRows: [keyof Quote, string][] = [
  ['shipping_cost', 'Shipping Cost'],
  ['shipping_fee', 'Freight Fee'],
  ['handling_fee', 'Handling Fee'],
  ['packaging_fee', 'Packaging Fee'],
  ['insurance_fee', 'Insurance Fee'],
];

/** "Order Summary": the cart's lines, then the fees that apply to the destination and the total. */
export function OrderSummary({ cart, currency, quote, quoting, notice }: OrderSummaryProps) {
  const priced = quote && quote.currency === currency ? quote : null;
  return (
    <section className="order-summary" aria-labelledby="summary-heading" aria-busy={quoting}>
      <h2 id="summary-heading">Order Summary</h2>
      {notice}
      {cart.lineCount === 0 ? (
        <p className="muted">Your cart is empty. Add products to place an order.</p>
      ) : (
        <ul className="summary-lines">
          {cart.lines.map((line) => (
            <li key={line.item.id}>
              <img src={line.item.image_url} alt="" width="48" height="48" />
              <span className="summary-title">
                {line.item.title} <span className="muted">× {line.quantity}</span>
              </span>
              <span>{formatMajor(currency === 'NGN' ? line.totalNairaPrice : line.totalPrice, currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="summary-amounts">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(cart.totalMinor[currency], currency)}</dd>
        </div>
        {priced?.covered &&
          feeRows.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{formatMajor(priced[key] as number, currency)}</dd>
            </div>
          ))}
        <div className="summary-total">
          <dt>{priced?.covered ? 'Total' : 'Total before delivery fees'}</dt>
          <dd>
            {priced ? formatMajor(priced.order_total, currency) : formatMoney(cart.totalMinor[currency], currency)}
          </dd>
        </div>
      </dl>
      <p className="summary-note">
        {!priced
          ? 'Enter your country and state to see the delivery fees.'
          : !priced.covered
            ? 'Our staff will set the delivery fees for this destination. You can pay once they have reviewed your order.'
            : priced.free_shipping
              ? 'Free shipping on this order.'
              : `${freeShippingPromise(Math.round(priced.free_shipping_from * 100), currency)}.`}
      </p>
      {priced?.covered && <EstimateLine estimate={priced.delivery_estimate} />}
    </section>
  );
}
