import { Link, useLocation } from 'react-router';

/** Previous / next links that keep the page's other query parameters (filters, search). */
export function Pagination({
  page,
  perPage,
  total,
  label,
}: {
  page: number;
  perPage: number;
  total: number;
  label: string;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${pathname}?${params}`;
  };
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      {page > 1 ? <Link to={href(page - 1)}>← Previous</Link> : <span aria-hidden="true" />}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={href(page + 1)}>Next →</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
