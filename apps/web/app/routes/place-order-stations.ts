import { data } from 'react-router';
import type { PickupStation } from '@oja/shared/delivery';
import type { Route } from './+types/place-order-stations';
import { apiOf } from '../lib/api.server';

export type StationsData = { stations: PickupStation[] } | { error: string };

/** The active pickup stations of a state, for checkout's delivery choice (a GET: fetcher.load). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = new URL(request.url).searchParams.get('state') ?? '';
  const result = await apiOf(context).request('GET', `/api/pickup-stations/?${new URLSearchParams({ state })}`);
  return data<StationsData>(result.ok ? { stations: result.data } : { error: result.error.detail });
}

/** A list that gets no answer is the choice's own message, not a broken page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<StationsData> {
  try {
    return await serverLoader();
  } catch {
    return { error: 'The pickup stations could not be loaded: check your connection.' };
  }
}

export const shouldRevalidate = () => false;
