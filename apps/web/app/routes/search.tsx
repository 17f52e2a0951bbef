import { data, useNavigation } from 'react-router';
import type { Product } from '@oja/shared/catalog';
import type { Route } from './+types/search';
import { apiOf, localeOf } from '../lib/api.server';
import { pageSize, parsePage, parseSort } from '../lib/paging';
import { seoMeta } from '../lib/seo';
import { Pagination } from '../features/catalog/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { SortForm } from '../features/catalog/sort-form';
import { isSearchPath, SearchForm } from '../ui/site-header';
import { styleParts } from '../styles/areas';

export const handle = styleParts('catalog', 'storefront');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('results') ?? '').trim();
  const sort = parseSort(url.searchParams.get('sort'));
  const page = parsePage(url.searchParams.get('page'));
  const empty = { query, products: [] as Product[], total: 0, page, sort, error: null as string | null };
  if (!query) return empty;
  const { currency } = await localeOf(context);
  const params = new URLSearchParams({
    search: query,
    currency,
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
  });
  if (sort) params.set('sort', sort);
  const result = await apiOf(context).request('GET', `/api/products/?${params}`);
  // Too long a search (over 100 characters) is the API's clear 400, shown on the page itself.
  if (!result.ok) {
    if (result.status !== 400) throw data(result.error, { status: result.status });
    return data({ ...empty, error: result.error.detail.replace(/^search: /, '') }, { status: 400 });
  }
  const total = Number(result.headers?.['x-total-count'] ?? result.data.length);
  return { ...empty, products: result.data, total };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const query = loaderData?.query ?? '';
  return [
    ...seoMeta(
      {
        title: query ? `Search results for “${query}”` : 'Search',
        description: 'Search Oja for groceries and African indigenous goods.',
        path: '/search/',
      },
      matches,
    ),
    // Result pages change all the time: not for search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, products, total, page, sort, error } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && isSearchPath(navigation.location.pathname);
  return (
    <div className="container listing search-page">
      <h1>{query ? `Search results for “${query}”` : 'Search our products'}</h1>
      <SearchForm className="search page-search" label="Search again" />
      {searching && (
        <p className="loader" role="status">
          <span className="spinner" aria-hidden="true" /> Searching…
        </p>
      )}
      <div className="search-results" aria-busy={searching || undefined}>
        {error ? (
          <p className="empty-message" role="alert">
            {error}
          </p>
        ) : query ? (
          <>
            <div className="listing-head">
              <p className="listing-count" role="status">
                {total === 1 ? '1 product found' : `${total} products found`}
              </p>
              {total > 1 && <SortForm sort={sort} keep={{ results: query }} />}
            </div>
            {products.length === 0 ? (
              <p className="empty-message">Sorry there are no products here for your search</p>
            ) : (
              <ProductGrid products={products} />
            )}
            <Pagination page={page} total={total} label="Search result pages" />
          </>
        ) : (
          <p className="empty-message">Type what you are looking for, for example fish, apple or oil.</p>
        )}
      </div>
    </div>
  );
}
