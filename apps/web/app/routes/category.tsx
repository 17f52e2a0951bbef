import { data, Link } from 'react-router';
import type { Locale } from '@oja/shared/locale';
import type { ShopInfo } from '@oja/shared/shop';
import { catalogLanguageOf } from '../i18n/catalog-language.server';
import type { Route } from './+types/category';
import { apiPage, localeOf } from '../lib/api.server';
import { pageSize, parsePage, parseSort } from '../lib/paging';
import { rootDataFromMatches, seoMeta } from '../lib/seo';
import { Pagination } from '../ui/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { SortForm } from '../features/catalog/sort-form';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useT, translate } from '../i18n/i18n';
import { languageFromMatches, notFoundMeta } from '../lib/seo';
import { useRootData } from '../lib/root-data';

export const handle = { ...styleParts('catalog', 'storefront'), ...messageAreas('storefront') };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sort = parseSort(url.searchParams.get('sort'));
  const page = parsePage(url.searchParams.get('page'));
  const { currency } = await localeOf(context);
  const query = new URLSearchParams({
    category: params.slug,
    currency,
    lang: catalogLanguageOf(request),
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
  });
  if (sort) query.set('sort', sort);
  // An unknown category is a 404 from the API, which shows the not-found page with that status.
  const { items, total } = await apiPage(context, `/api/products/?${query}`);
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
  return { slug: params.slug, products: items, total, page, sort };
}

/** What this page's meta reads from the root loader's data. */
type RootData = { categories: { slug: string; title: string }[]; shop: ShopInfo; locale: Locale };
const categoryTitle = (categories: RootData['categories'] | undefined, slug: string) =>
  categories?.find((c) => c.slug === slug)?.title ?? slug;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const root = rootDataFromMatches<RootData>(matches);
  const title = categoryTitle(root?.categories, loaderData.slug);
  const page = loaderData.page > 1 ? `?page=${loaderData.page}` : '';
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: loaderData.page > 1 ? translate(language, 'listing.title-page', { title, page: loaderData.page }) : title,
      description: translate(language, 'category.meta.description', { title, count: loaderData.total }),
      path: `/categories/${loaderData.slug}${page}`,
    },
    matches,
  );
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { slug, products, total, page, sort } = loaderData;
  const categories = useRootData()?.categories;
  const title = categoryTitle(categories, slug);
  const first = (page - 1) * pageSize + 1;
  const t = useT();
  return (
    <div className="container listing">
      <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
        <Link to="/">{t('nav.home')}</Link> <span aria-hidden="true">›</span>{' '}
        <Link to="/categories">{t('footer.categories')}</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">{title}</span>
      </nav>
      <div className="listing-head">
        <div>
          <h1>{title}</h1>
          {total > 0 && (
            <p className="listing-count">
              {total > pageSize
                ? t('listing.showing', { first, last: Math.min(first + products.length - 1, total), count: total })
                : t('listing.count', { count: total })}
            </p>
          )}
        </div>
        {total > 1 && <SortForm sort={sort} />}
      </div>
      {products.length === 0 ? (
        <p className="empty-message">{t('category.empty')}</p>
      ) : (
        <ProductGrid products={products} />
      )}
      <Pagination page={page} total={total} label={t('listing.pages', { title })} />
    </div>
  );
}
