import { data, useNavigation } from 'react-router';
import type { Product } from '@oja/shared/catalog';
import type { SearchSuggestions } from '@oja/shared/search-suggestions';
import { catalogLanguageOf } from '../i18n/catalog-language.server';
import type { Route } from './+types/search';
import { apiOf, localeOf } from '../lib/api.server';
import { pageSize, parsePage, parseSort } from '../lib/paging';
import { seoMeta } from '../lib/seo';
import { Pagination } from '../ui/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { SortForm } from '../features/catalog/sort-form';
import { isSearchPath, SearchForm } from '../ui/site-header';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useT, translate } from '../i18n/i18n';
import { languageFromMatches } from '../lib/seo';
import { hydrateLater } from '../ui/later';

// Shown only when a search finds nothing, and all links: its code comes after the first load
// (ui/later.tsx, decision 0032); until then the server's HTML stands and its links work.
const NoResultsSuggestions = hydrateLater(
  import.meta.env.SSR ? (await import('../features/catalog/search-suggestions')).NoResultsSuggestions : null,
  () => import('../features/catalog/search-suggestions').then((m) => m.NoResultsSuggestions),
);

export const handle = { ...styleParts('catalog', 'storefront'), ...messageAreas('storefront') };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('results') ?? '').trim();
  const sort = parseSort(url.searchParams.get('sort'));
  const page = parsePage(url.searchParams.get('page'));
  const empty = {
    query,
    products: [] as Product[],
    total: 0,
    page,
    sort,
    error: null as string | null,
    suggestions: null as SearchSuggestions | null,
  };
  if (!query) return empty;
  const { currency } = await localeOf(context);
  const params = new URLSearchParams({
    search: query,
    currency,
    lang: catalogLanguageOf(request),
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
  if (total > 0) return { ...empty, products: result.data, total };
  // Nothing found: close spellings, popular categories and offers instead (the page works without them).
  const suggested = await apiOf(context).request(
    'GET',
    `/api/search-suggestions/?${new URLSearchParams({ search: query, currency })}`,
  );
  return { ...empty, total, suggestions: suggested.ok ? suggested.data : null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const query = loaderData?.query ?? '';
  return [
    ...seoMeta(
      {
        title: query
          ? translate(languageFromMatches(matches), 'search.results', { query })
          : translate(languageFromMatches(matches), 'search.button'),
        description: translate(languageFromMatches(matches), 'search.meta.description'),
        path: '/search/',
      },
      matches,
    ),
    // Result pages change all the time: not for search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, products, total, page, sort, error, suggestions } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && isSearchPath(navigation.location.pathname);
  const t = useT();
  return (
    <div className="container listing search-page">
      <h1>{query ? t('search.results', { query }) : t('search.title')}</h1>
      <SearchForm className="search page-search" label={t('search.again')} />
      {searching && (
        <p className="loader" role="status">
          <span className="spinner" aria-hidden="true" /> {t('search.searching')}
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
                {t('search.found', { count: total })}
              </p>
              {total > 1 && <SortForm sort={sort} keep={{ results: query }} />}
            </div>
            {total === 0 ? (
              <NoResultsSuggestions query={query} suggestions={suggestions} />
            ) : products.length === 0 ? (
              <p className="empty-message">{t('suggest.none')}</p>
            ) : (
              <ProductGrid products={products} />
            )}
            <Pagination page={page} total={total} label={t('search.pages')} />
          </>
        ) : (
          <p className="empty-message">{t('suggest.type')}</p>
        )}
      </div>
    </div>
  );
}
