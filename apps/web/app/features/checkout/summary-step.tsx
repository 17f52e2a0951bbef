import type { Currency } from '@oja/shared/money';
import type { Quote } from '@oja/shared/orders';
import { useT } from '../../i18n/i18n';
import type { CartState } from '../cart/use-cart';
import { ChargeCurrencyNotice } from '../orders/charge-currency-notice';
import { OrderSummary } from '../orders/order-summary';

/**
 * The summary: the lines, the voucher, the fees and the total, with the currency the payment will
 * be in (the delivery decides it, not the header's choice), then the button that places the order.
 * The payment itself is chosen once the order is placed (the checkout page).
 */
export function SummaryStep({
  cart,
  currency,
  browsing,
  country,
  quote,
  quoting,
  voucher,
  busy,
}: {
  cart: CartState;
  currency: Currency;
  browsing: Currency;
  country: string;
  quote: Quote | null;
  quoting: boolean;
  voucher: React.ReactNode;
  busy: boolean;
}) {
  const t = useT();
  return (
    <>
      <OrderSummary
        cart={cart}
        currency={currency}
        quote={quote}
        quoting={quoting}
        notice={<ChargeCurrencyNotice country={country} charged={currency} browsing={browsing} />}
        voucher={voucher}
      />
      {/* After the summary (issue 30, E8): on a phone the total and the fees come before it. */}
      <button
        type="submit"
        name="intent"
        value="place"
        className="button place-button"
        disabled={cart.totalMinor.USD === 0 || busy}
      >
        {busy ? t('checkout.processing') : t('checkout.place.button')}
      </button>
    </>
  );
}
