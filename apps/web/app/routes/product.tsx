import { Link, useSearchParams } from 'react-router';
import type { Locale } from '@oja/shared/locale';
import type { ShopInfo } from '@oja/shared/shop';
import { formatMajor } from '@oja/shared/money';
import { catalogLanguageOf } from '../i18n/catalog-language.server';
import type { Route } from './+types/product';
import { apiData, localeOf, sharedApiData } from '../lib/api.server';
import { productJsonLd } from '../features/seo/product-json-ld.server';
import { useCurrency } from '../lib/currency';
import { rootDataFromMatches, seoMeta } from '../lib/seo';
import { Price } from '../features/catalog/price';
import { StockLabel } from '../features/catalog/product-card';
import { Rating } from '../features/catalog/rating';
import { ProductGallery, slidesOf } from '../features/catalog/product-gallery';
import { VariantPicker } from '../features/catalog/variant-picker';
import { asShown, chosenVariant } from '../features/catalog/variants';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { loadProductReviews } from '../features/reviews/review-data.server';
import { promotionNote } from '../features/promotions/promotions-shown.server';
import { languageOfRequest } from '@oja/shared/languages';
import { SaveButton } from '../features/saved/save-button';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useT } from '../i18n/i18n';
import { notFoundMeta } from '../lib/seo';
import { hydrateLater } from '../ui/later';
import { useRootData } from '../lib/root-data';

// The reviews and their form, below the product: hydrated once their code is in (decision 0032),
// with their messages (the `reviews` area, decision 0034).
const ProductReviews = hydrateLater(
  import.meta.env.SSR ? (await import('../features/reviews/product-reviews')).ProductReviews : null,
  () => import('../features/reviews/product-reviews-later').then((m) => m.ProductReviews),
);

export const handle = { ...styleParts('forms', 'catalog', 'storefront', 'product'), ...messageAreas('storefront') };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Hidden and unknown products are a 404 from the API: the not-found page with that status.
  const lang = catalogLanguageOf(request);
  const [product, reviews, locale, shop, categories, running] = await Promise.all([
    apiData(context, `/api/products/${encodeURIComponent(params.slug)}/?lang=${lang}`),
    loadProductReviews(context, params.slug),
    localeOf(context),
    // The root loader's own answers (one call per page request).
    sharedApiData(context, '/api/shop/'),
    sharedApiData(context, `/api/categories/?include_products=false&lang=${lang}`),
    apiData(context, `/api/promotions/?lang=${lang}`),
  ]);
  const category = categories.find((c) => c.slug === product.category_slug)?.title;
  return {
    product,
    reviews,
    jsonLd: productJsonLd(product, locale.currency, shop.public_url, category),
    // A running automatic promotion's one line, as text (QA E13): no code or messages for it here.
    promotion: promotionNote(running, product.category, languageOfRequest(request).language),
  };
}

/** What this page's meta reads from the root loader's data. */
type RootData = { categories: { slug: string; title: string }[]; shop: ShopInfo; locale: Locale };

/** At most about 160 characters, cut at a word (what search results show). */
const summary = (text: string) => (text.length <= 160 ? text : text.slice(0, 157).replace(/\s+\S*$/, '') + '…');

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { product } = loaderData;
  const root = rootDataFromMatches<RootData>(matches);
  const currency = root?.locale.currency ?? 'USD';
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
    // Made by the loader (features/seo/product-json-ld.server.ts): no code for it in the browser.
    { 'script:ld+json': loaderData.jsonLd },
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  const currency = useCurrency();
  const categories = useRootData()?.categories;
  const category = categories?.find((c) => c.slug === product.category_slug);
  const [search] = useSearchParams();
  const variant = chosenVariant(product, Number(search.get('variant')) || null);
  const shown = asShown(product, variant);
  const slides = slidesOf(
    {
      url: shown.image_url,
      alt: shown.label ? `${product.title}, ${shown.label}` : product.title,
      images: shown.images,
    },
    product.gallery,
    variant?.id ?? null,
  );
  const t = useT();
  return (
    <div className="container product-page">
      <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
        <Link to="/">{t('nav.home')}</Link> <span aria-hidden="true">›</span>{' '}
        {category && (
          <>
            <Link to={`/categories/${category.slug}`}>{category.title}</Link> <span aria-hidden="true">›</span>{' '}
          </>
        )}
        <span aria-current="page">{product.title}</span>
      </nav>
      <article className="product-detail">
        <ProductGallery key={variant?.id ?? 0} slides={slides} />
        <div className="product-info">
          <h1>{product.title}</h1>
          <Rating rating={product.rating} count={product.rating_count} />
          <Price product={shown} currency={currency} />
          {loaderData.promotion && <p className="product-promo">{loaderData.promotion}</p>}
          <VariantPicker variants={product.variants ?? []} chosen={variant} />
          <p className={shown.quantity > 0 ? 'stock' : 'stock stock-out'}>
            <StockLabel quantity={shown.quantity} />
          </p>
          <div className="product-actions">
            <AddToCartButton productId={product.id} variantId={variant?.id} quantityInStock={shown.quantity} />
            <SaveButton productId={product.id} title={product.title} />
          </div>
          <p className="product-description">{product.description}</p>
          {category && (
            <p className="product-category">
              {t('product.category')} <Link to={`/categories/${category.slug}`}>{category.title}</Link>
            </p>
          )}
        </div>
      </article>
      <ProductReviews data={reviews} />
    </div>
  );
}
