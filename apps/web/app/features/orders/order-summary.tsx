import { formatMajor, formatMoney, type Currency } from '@oja/shared/money';
import { itemName } from '@oja/shared/order-bill';
import type { Quote } from '@oja/shared/orders';
import { EstimateLine } from '../delivery/estimate-line';
import { promotionDiscountMinor } from '../cart/promotion-discount';
import type { CartState } from '../cart/use-cart';
import { pictureOf } from '../../lib/picture';
import { useT, type MessageId } from '../../i18n/i18n';

interface OrderSummaryProps {
  cart: CartState;
  currency: Currency;
  /** The fees for the destination entered so far (null before a country and state are known). */
  quote: Quote | null;
  quoting: boolean;
  /** Shown under the heading: which currency the order will be charged in. */
  notice?: React.ReactNode;
  /** The voucher box, shown above the amounts. */
  voucher?: React.ReactNode;
}

const feeRows: [keyof Quote, MessageId][] = [
  ['shipping_cost', 'checkout.fee.shipping'],
  ['shipping_fee', 'checkout.fee.freight'],
  ['handling_fee', 'checkout.fee.handling'],
  ['packaging_fee', 'checkout.fee.packaging'],
  ['insurance_fee', 'checkout.fee.insurance'],
];

/** "Order Summary": the cart's lines, then the fees that apply to the destination and the total. */
export function OrderSummary({ cart, currency, quote, quoting, notice, voucher }: OrderSummaryProps) {
  const t = useT();
  const priced = quote && quote.currency === currency ? quote : null;
  const lineOff = new Map(priced?.line_discounts.map((l) => [l.id, l]) ?? []);
  const minus = (major: number) => `−${formatMajor(major, currency)}`;
  // Before a quote, the promotions as the cart page counts them (issue 30, E19).
  const cartPromotions = promotionDiscountMinor(cart.lines, currency);
  return (
    <section className="order-summary" aria-labelledby="summary-heading" aria-busy={quoting}>
      <h2 id="summary-heading">{t('checkout.summary')}</h2>
      {notice}
      {cart.lineCount === 0 ? (
        <p className="muted">{t('checkout.summary.empty')}</p>
      ) : (
        <ul className="summary-lines">
          {cart.lines.map((line) => (
            <li key={`${line.item.id}:${line.variant_id ?? 0}`}>
              <img src={pictureOf(line.item.image_url)} alt="" width="48" height="48" />
              <span className="summary-title">
                {itemName(line.item.title, line.variant_label)} <span className="muted">× {line.quantity}</span>
              </span>
              <span>{formatMajor(currency === 'NGN' ? line.totalNairaPrice : line.totalPrice, currency)}</span>
              {lineOff.has(line.item.id) && (
                <span className="summary-line-promotion">
                  {lineOff.get(line.item.id)!.promotion ?? t('checkout.promotion')}:{' '}
                  {minus(lineOff.get(line.item.id)!.discount)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {voucher}
      <dl className="summary-amounts">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{formatMoney(cart.totalMinor[currency], currency)}</dd>
        </div>
        {priced
          ? priced.promotion_discount > 0 && (
              <div className="summary-discount">
                <dt>{t('cart.promotions')}</dt>
                <dd>{minus(priced.promotion_discount)}</dd>
              </div>
            )
          : cartPromotions > 0 && (
              <div className="summary-discount">
                <dt>{t('cart.promotions')}</dt>
                <dd>−{formatMoney(cartPromotions, currency)}</dd>
              </div>
            )}
        {priced?.voucher && priced.voucher.discount > 0 && (
          <div className="summary-discount">
            <dt>{t('voucher.line', { code: priced.voucher.code })}</dt>
            <dd>{minus(priced.voucher.discount)}</dd>
          </div>
        )}
        {priced?.covered &&
          feeRows.map(([key, label]) => (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd>{formatMajor(priced[key] as number, currency)}</dd>
            </div>
          ))}
        <div className="summary-total">
          <dt>{priced?.covered ? t('checkout.total') : t('checkout.total-before-fees')}</dt>
          <dd>
            {priced
              ? formatMajor(priced.order_total, currency)
              : formatMoney(cart.totalMinor[currency] - cartPromotions, currency)}
          </dd>
        </div>
      </dl>
      <p className="summary-note">
        {!priced
          ? t('checkout.summary.enter-destination')
          : !priced.covered
            ? t('checkout.summary.staff-fees')
            : priced.free_shipping
              ? t('checkout.summary.free-shipping')
              : t('checkout.summary.free-from', {
                  amount: formatMoney(Math.round(priced.free_shipping_from * 100), currency),
                })}
      </p>
      {/* Issue 30, E4: the voucher is what costs the free shipping; say so, with what it costs. */}
      {priced?.voucher && priced.free_shipping_lost_by_voucher != null && (
        <p className="summary-note" role="status">
          {t('checkout.summary.voucher-ends-free', {
            code: priced.voucher.code,
            goods: formatMajor(priced.amount, currency),
            threshold: formatMajor(priced.free_shipping_from, currency),
            shipping: formatMajor(priced.free_shipping_lost_by_voucher, currency),
          })}
        </p>
      )}
      {priced?.covered && <EstimateLine estimate={priced.delivery_estimate} />}
    </section>
  );
}
