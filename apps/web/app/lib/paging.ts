/** Products per page on category, search and offers pages. */
export const pageSize = 24;

/** The sort choices, each labelled by its message id. */
export const sortOptions = [
  { value: '', label: 'listing.sort.featured' },
  { value: 'price_desc', label: 'listing.sort.high' },
  { value: 'price_asc', label: 'listing.sort.low' },
] as const;

export type PriceSort = 'price_desc' | 'price_asc';

export function parseSort(value: string | null): PriceSort | undefined {
  return value === 'price_desc' || value === 'price_asc' ? value : undefined;
}

/** The 1-based page number of `?page=`; anything malformed is page 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export const pageCount = (total: number, perPage = pageSize) => Math.max(1, Math.ceil(total / perPage));

/** The same address with other query values (empty or page 1 removes them). */
export function withQuery(url: URL, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(url.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : '');
}
