import { data } from 'react-router';
import type { Quote } from '@oja/shared/orders';
import type { Route } from './+types/place-order-quote';
import { apiOf } from '../lib/api.server';

export type QuoteData = { quote: Quote } | { error: string };

/**
 * The fees of the visitor's cart for a destination, for the order summary while the address is
 * typed. A GET (fetcher.load), so asking for a quote does not reload the page's other data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const address = { country: params.get('country') ?? '', state: params.get('state') ?? '' };
  const station = Number(params.get('station'));
  const delivery = Number.isSafeInteger(station) && station > 0 ? { method: 'pickup', station_id: station } : undefined;
  const voucher = (params.get('voucher') ?? '').trim().slice(0, 40);
  const result = await apiOf(context).request('POST', '/api/orders/quote/', {
    address,
    delivery,
    ...(voucher && { voucher_code: voucher }),
  });
  // A refusal (an empty cart, an unknown country) is an answer for the summary, not a failure.
  return data<QuoteData>(result.ok ? { quote: result.data } : { error: result.error.detail });
}

/** A quote that gets no answer is shown as the summary's own message, not a broken page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<QuoteData> {
  try {
    return await serverLoader();
  } catch {
    return { error: 'The fees could not be loaded: check your connection.' };
  }
}

/** The summary asks again itself whenever the destination or the cart changes. */
export const shouldRevalidate = () => false;
