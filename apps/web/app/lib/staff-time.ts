import { useRootData } from './root-data';

/**
 * An instant as the shop's staff read it, in the shop's time zone (so the server's rendering and
 * the browser's hydration agree whatever zone either is in).
 */
export function formatInstant(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(ms));
}

/** Formats instants in the shop's time zone (from the shop's public facts in the root loader). */
export function useFormatInstant() {
  const timeZone = useRootData()?.shop.time_zone ?? 'UTC';
  return (ms: number) => formatInstant(ms, timeZone);
}
