/** The query parameters a page needs to be shown again as it was (search, sort, page, variant, view). */
const kept = ['results', 'sort', 'page', 'variant', 'view', 'order_id'];
const maxLength = 300;

/**
 * Where a product card's forms send the browser back to: the path and only the parameters the
 * shop reads, at most 300 characters. Echoing the whole query string let a 12 KB URL make every
 * card carry it (review N16: a 650 KB home page).
 */
export function returnPath(location: { pathname: string; search: string }): string {
  const incoming = new URLSearchParams(location.search);
  const params = new URLSearchParams();
  for (const name of kept) {
    const value = incoming.get(name);
    if (value !== null && value.length <= 100) params.set(name, value);
  }
  const query = params.toString();
  const path = query ? `${location.pathname}?${query}` : location.pathname;
  return path.length <= maxLength ? path : location.pathname.slice(0, maxLength);
}
