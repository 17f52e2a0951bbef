import type { Route } from './+types/offers';
import { data } from 'react-router';
import { apiPage, localeOf } from '../lib/api.server';
import { pageSize, parsePage } from '../lib/paging';
import { seoMeta } from '../lib/seo';
import { Pagination } from '../features/catalog/pagination';
import { ProductGrid } from '../features/catalog/product-grid';
import { styleParts } from '../styles/areas';

export const handle = styleParts('catalog', 'storefront');

/** /offers (and /offer, the same page under one canonical address): best saving first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const { currency } = await localeOf(context);
  const query = new URLSearchParams({
    on_offer: 'true',
    sort: 'discount',
    currency,
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
      title: 'Special offers',
      description: 'Latest discounts at Oja: groceries, spices, fabrics and more at up to 20% off, best savings first.',
      path: `/offers${loaderData && loaderData.page > 1 ? `?page=${loaderData.page}` : ''}`,
    },
    matches,
  );

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { products, total, page } = loaderData;
  return (
    <div className="container listing">
      <div className="listing-head">
        <div>
          <h1>Special offers</h1>
          <p className="listing-count">
            {total === 0
              ? 'No offers right now'
              : `${total} ${total === 1 ? 'product' : 'products'} on offer, best saving first`}
          </p>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="empty-message">There are no special offers right now. Please look again soon.</p>
      ) : (
        <ProductGrid products={products} />
      )}
      <Pagination page={page} total={total} label="Offer pages" />
    </div>
  );
}
