import { formatMoney } from '@oja/shared/money';
import type { Currency } from '@oja/shared/money';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';

/**
 * The one free-shipping promise in `currency`, from the shop's fee rules (GET /api/shop/): the same
 * words and amount on the home page, in the cart and at checkout, which also applies it.
 */
export function useFreeShippingPromise(currency: Currency): string | null {
  const from = useRootData()?.shop?.free_shipping_from;
  const t = useT();
  // The words of @oja/shared's freeShippingPromise, in the page's language.
  return from ? t('delivery.free-from', { amount: formatMoney(Math.round(from[currency] * 100), currency) }) : null;
}

export function FreeShippingNote({ currency }: { currency: Currency }) {
  const promise = useFreeShippingPromise(currency);
  return promise ? <p className="free-shipping-note">{promise}.</p> : null;
}
