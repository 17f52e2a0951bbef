import { billOfOrder } from '@oja/shared/order-bill';
import type { OrderDetail } from '@oja/shared/orders';
import { BillAmounts, BillLines } from '../orders/order-bill';
import { useT } from '../../i18n/i18n';

/**
 * "Your Order #{order_id} Summary": the order's bill (the variant of each line, the promotions,
 * the voucher, every fee and the total), in the order's currency, as My Orders shows it.
 */
export function CheckoutSummary({ order }: { order: OrderDetail }) {
  const t = useT();
  const bill = billOfOrder(order);
  return (
    <section className="order-summary checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{t('checkout.order-summary', { ref: order.order_id })}</h2>
      <BillLines bill={bill} />
      <BillAmounts bill={bill} words="checkout" totalLabel={t('checkout.total-cost')} />
    </section>
  );
}
