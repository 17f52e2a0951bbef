import { catalogueLanguageOf } from '../i18n/catalogue-language.server';
import type { Route } from './+types/offers';
import { data } from 'react-router';
import { apiPage, localeOf } from '../lib/api.server';
import { pageSize, parsePage } from '../lib/paging';
import { seoMeta } from '../lib/seo';
import { Pagination } from '../ui/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useT, translate } from '../i18n/i18n';
import { languageFromMatches } from '../lib/seo';

export const handle = { ...styleParts('catalog', 'storefront'), ...messageAreas('storefront') };

/** /offers (and /offer, the same page under one canonical address): best saving first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const { currency } = await localeOf(context);
  const query = new URLSearchParams({
    on_offer: 'true',
    sort: 'discount',
    currency,
    lang: catalogueLanguageOf(request),
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
  });
  const { items, total } = await apiPage(context, `/api/products/?${query}`);
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
  return { products: items, total, page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(
    {
      title: translate(languageFromMatches(matches), 'offers.title'),
      description: translate(languageFromMatches(matches), 'offers.meta.description'),
      path: `/offers${loaderData && loaderData.page > 1 ? `?page=${loaderData.page}` : ''}`,
    },
    matches,
  );

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { products, total, page } = loaderData;
  const t = useT();
  return (
    <div className="container listing">
      <div className="listing-head">
        <div>
          <h1>{t('offers.title')}</h1>
          <p className="listing-count">{total === 0 ? t('offers.none') : t('offers.count', { count: total })}</p>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="empty-message">{t('offers.empty')}</p>
      ) : (
        <ProductGrid products={products} />
      )}
      <Pagination page={page} total={total} label={t('offers.pages')} />
    </div>
  );
}
