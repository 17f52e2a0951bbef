import { Link, useRouteLoaderData } from 'react-router';
import type { Product } from '@oja/shared/catalog';
import type { Locale } from '@oja/shared/locale';
import type { ShopInfo } from '@oja/shared/shop';
import { formatMajor, type Currency } from '@oja/shared/money';
import type { Route } from './+types/product';
import { apiData } from '../lib/api.server';
import { useCurrency } from '../lib/currency';
import { rootDataFromMatches, seoMeta } from '../lib/seo';
import { Price } from '../features/catalog/price';
import { stockLabel } from '../features/catalog/product-card';
import { Rating } from '../features/catalog/rating';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { ProductReviews } from '../features/reviews/product-reviews';
import { loadProductReviews } from '../features/reviews/review-data.server';
import { SaveButton } from '../features/saved/save-button';
import type { loader as rootLoader } from '../root';
import { styleParts } from '../styles/areas';

export const handle = styleParts('forms', 'catalog', 'storefront');

export async function loader({ params, context }: Route.LoaderArgs) {
  // Hidden and unknown products are a 404 from the API: the not-found page with that status.
  const [product, reviews] = await Promise.all([
    apiData(context, `/api/products/${encodeURIComponent(params.slug)}/`),
    loadProductReviews(context, params.slug),
  ]);
  return { product, reviews };
}

/** What this page's meta reads from the root loader's data. */
type RootData = { categories: { slug: string; title: string }[]; shop: ShopInfo; locale: Locale };

/** At most about 160 characters, cut at a word (what search results show). */
const summary = (text: string) => (text.length <= 160 ? text : text.slice(0, 157).replace(/\s+\S*$/, '') + '…');

/** schema.org Product with its offer in the shopper's currency (Google's product snippets). */
export function productJsonLd(product: Product, currency: Currency, origin: string, categoryTitle?: string) {
  const url = `${origin}/products/${product.slug}`;
  const now = currency === 'NGN' ? product.price_naira : product.price;
  const regular = currency === 'NGN' ? product.regular_price_naira : product.regular_price;
  const amount = (n: number) => n.toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: product.image_url.startsWith('/') ? origin + product.image_url : product.image_url,
    sku: String(product.id),
    url,
    ...(categoryTitle ? { category: categoryTitle } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: amount(now),
      priceCurrency: currency,
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(product.percent_off > 0
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: amount(regular),
              priceCurrency: currency,
            },
          }
        : {}),
    },
    ...(product.rating !== null && product.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Page not found | Oja' }, { name: 'robots', content: 'noindex' }];
  const { product } = loaderData;
  const root = rootDataFromMatches<RootData>(matches);
  const currency = root?.locale.currency ?? 'USD';
  const category = root?.categories.find((c) => c.slug === product.category_slug)?.title;
  const price = formatMajor(currency === 'NGN' ? product.price_naira : product.price, currency);
  return [
    ...seoMeta(
      {
        title: product.title,
        description: summary(`${product.title}: ${price}. ${product.description}`),
        path: `/products/${product.slug}`,
        image: product.image_url,
        type: 'product',
      },
      matches,
    ),
    { 'script:ld+json': productJsonLd(product, currency, root?.shop.public_url ?? '', category) },
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  const currency = useCurrency();
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories;
  const category = categories?.find((c) => c.slug === product.category_slug);
  return (
    <div className="container product-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/">Home</Link> <span aria-hidden="true">›</span>{' '}
        {category && (
          <>
            <Link to={`/categories/${category.slug}`}>{category.title}</Link> <span aria-hidden="true">›</span>{' '}
          </>
        )}
        <span aria-current="page">{product.title}</span>
      </nav>
      <article className="product-detail">
        <img src={product.image_url} alt={product.title} width="600" height="600" fetchPriority="high" />
        <div className="product-info">
          <h1>{product.title}</h1>
          <Rating rating={product.rating} count={product.rating_count} />
          <Price product={product} currency={currency} />
          <p className={product.quantity > 0 ? 'stock' : 'stock stock-out'}>{stockLabel(product.quantity)}</p>
          <div className="product-actions">
            <AddToCartButton productId={product.id} quantityInStock={product.quantity} />
            <SaveButton productId={product.id} title={product.title} />
          </div>
          <p className="product-description">{product.description}</p>
          {category && (
            <p className="product-category">
              Category: <Link to={`/categories/${category.slug}`}>{category.title}</Link>
            </p>
          )}
        </div>
      </article>
      <ProductReviews data={reviews} />
    </div>
  );
}
