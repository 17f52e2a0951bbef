import { Link, useLocation } from 'react-router';
import { pageCount, pageSize, withQuery } from '../lib/paging';
import { useT } from '../i18n/i18n';

/**
 * Numbered pages plus Previous and Next, as links that keep the page's other query values
 * (filters, search): they work without JavaScript too. The one pagination of the shop and the
 * back office; its words are in the `storefront` message area, which both name.
 */
export function Pagination({
  page,
  total,
  label,
  perPage = pageSize,
}: {
  page: number;
  total: number;
  label: string;
  perPage?: number;
}) {
  const location = useLocation();
  const t = useT();
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const url = new URL(location.pathname + location.search, 'http://x');
  const to = (n: number) => withQuery(url, { page: n });
  // First, last, and two either side of the current page; gaps shown as an ellipsis.
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          {t('listing.page.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className="pagination-off">
          {t('listing.page.previous')}
        </span>
      )}
      <ul>
        {shown.map((n, i) => (
          <li key={n}>
            {i > 0 && n - (shown[i - 1] ?? n) > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={to(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('listing.page.number', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          {t('listing.page.next')}
        </Link>
      ) : (
        <span aria-hidden="true" className="pagination-off">
          {t('listing.page.next')}
        </span>
      )}
    </nav>
  );
}
