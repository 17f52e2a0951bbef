import { catalogLanguageOf } from '../i18n/catalog-language.server';
import type { Route } from './+types/offers';
import { data, Link } from 'react-router';
import { languageOfRequest } from '@oja/shared/languages';
import { apiData, apiPage, localeOf, sharedApiData } from '../lib/api.server';
import { promotionsShown } from '../features/promotions/promotions-shown.server';
import { pageSize, parsePage } from '../lib/paging';
import { seoMeta } from '../lib/seo';
import { Pagination } from '../ui/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useT, translate } from '../i18n/i18n';
import { languageFromMatches } from '../lib/seo';

export const handle = { ...styleParts('catalog', 'storefront', 'offers'), ...messageAreas('storefront') };

/** /offers (and /offer, the same page under one canonical address): best saving first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const { currency } = await localeOf(context);
  const query = new URLSearchParams({
    on_offer: 'true',
    sort: 'discount',
    currency,
    lang: catalogLanguageOf(request),
    limit: String(pageSize),
    offset: String((page - 1) * pageSize),
  });
  const lang = catalogLanguageOf(request);
  const [{ items, total }, running, shop] = await Promise.all([
    apiPage(context, `/api/products/?${query}`),
    // The running automatic promotions (QA E13), first on the first page, as plain text.
    page === 1 ? apiData(context, `/api/promotions/?lang=${lang}`) : [],
    sharedApiData(context, '/api/shop/'),
  ]);
  if (page > 1 && items.length === 0) throw data(null, { status: 404 });
  const { language } = languageOfRequest(request);
  return { products: items, total, page, promotions: promotionsShown(running, language, shop.time_zone) };
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
  const { products, total, page, promotions } = loaderData;
  const t = useT();
  return (
    <div className="container listing">
      <div className="listing-head">
        <div>
          <h1>{t('offers.title')}</h1>
          <p className="listing-count">{total === 0 ? t('offers.none') : t('offers.count', { count: total })}</p>
        </div>
      </div>
      {promotions.items.length > 0 && (
        <section className="promo-list" aria-labelledby="promotions-title">
          <h2 id="promotions-title">{promotions.title}</h2>
          <p>{promotions.intro}</p>
          <ul>
            {promotions.items.map((p) => (
              <li key={p.id}>
                <strong>{p.name}</strong> <span>{p.gives}</span>
                {p.ends && <span className="promo-ends">{p.ends}</span>}
                <Link to={p.href}>{p.see}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length === 0 ? (
        <p className="empty-message">{t('offers.empty')}</p>
      ) : (
        <ProductGrid products={products} />
      )}
      <Pagination page={page} total={total} label={t('offers.pages')} />
    </div>
  );
}
