import { formatMoney } from '@oja/shared/money';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';

/**
 * The shop's free-shipping thresholds (GET /api/shop/, from the fee rules) as message values: the
 * delivery country decides an order's currency (Nigeria: naira; abroad: dollars), so a promise
 * names both, whatever currency the shopper browses in, and never "from $20" to a parcel for Lagos.
 */
export function useFreeShippingValues(): { ngn: string; usd: string } | null {
  const from = useRootData()?.shop?.free_shipping_from;
  return from
    ? { ngn: formatMoney(Math.round(from.NGN * 100), 'NGN'), usd: formatMoney(Math.round(from.USD * 100), 'USD') }
    : null;
}

/**
 * The one free-shipping promise, from the shop's fee rules: the same words and amounts on the home
 * page, the product page and in the cart; checkout applies it for the delivery country and says so.
 */
export function useFreeShippingPromise(): string | null {
  const values = useFreeShippingValues();
  const t = useT();
  return values ? t('delivery.free-from', values) : null;
}

export function FreeShippingNote() {
  const promise = useFreeShippingPromise();
  return promise ? <p className="free-shipping-note">{promise}.</p> : null;
}
