import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { formatInstant } from './dates';

/** Formats instants in the shop's time zone (from the shop's public facts in the root loader). */
export function useFormatInstant() {
  const timeZone = useRouteLoaderData<typeof rootLoader>('root')?.shop.time_zone ?? 'UTC';
  return (ms: number) => formatInstant(ms, timeZone);
}
