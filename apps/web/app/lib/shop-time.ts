import { useRouteLoaderData } from 'react-router';
import type { ShopInfo } from '@oja/shared/shop';

/**
 * Dates shown to shoppers in the shop's time zone (the root loader's shop facts), so the server's
 * rendering and the browser's hydration print the same text whatever zone either is in.
 */
export function useShopDates() {
  const shop = (useRouteLoaderData('root') as { shop?: ShopInfo } | undefined)?.shop;
  const timeZone = shop?.time_zone ?? 'UTC';
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone });
  const instant = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    instant: (iso: string) => instant.format(new Date(iso)),
  };
}
