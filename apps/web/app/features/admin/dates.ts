/**
 * An instant as the shop's staff read it, in the shop's time zone (so the server's rendering and
 * the browser's hydration agree whatever zone either is in).
 */
export function formatInstant(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(ms));
}
