/**
 * JSON for a `<script type="application/ld+json">`. `<` is escaped so that no value (a shop name
 * or address from configuration) can close the script element early.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
