import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { Quote } from '@oja/shared/orders';
import type { QuoteData } from '../../routes/place-order-quote';
import type { CartState } from '../cart/use-cart';

export const quotePath = '/place-order/quote';

/**
 * The fees for the destination typed so far, asked for again (after a short pause) whenever the
 * country, the state or the cart changes. `fallback` is a quote the server rendered (no JavaScript).
 */
export function useQuote(
  destination: { country: string; state: string },
  cart: CartState,
  fallback?: Quote,
  /** A pickup station's id when the order is to be collected from one; '' for home delivery. */
  station = '',
  /** The voucher code the shopper applied ('' for none). */
  voucher = '',
) {
  const fetcher = useFetcher<QuoteData>();
  const country = destination.country;
  const state = destination.state.trim();
  const lines = cart.lines.map((l) => `${l.item.id}:${l.quantity}`).join(',');
  const { load } = fetcher;

  useEffect(() => {
    if (!country || !state || !lines) return;
    const timer = setTimeout(() => {
      const params = { country, state, lines, ...(station && { station }), ...(voucher && { voucher }) };
      void load(`${quotePath}?${new URLSearchParams(params)}`);
    }, 350);
    return () => clearTimeout(timer);
  }, [country, state, lines, station, voucher, load]);

  const fresh = fetcher.data && 'quote' in fetcher.data ? fetcher.data.quote : undefined;
  const stale = !country || !state || !lines;
  return { value: stale ? null : (fresh ?? fallback ?? null), loading: fetcher.state !== 'idle' };
}
