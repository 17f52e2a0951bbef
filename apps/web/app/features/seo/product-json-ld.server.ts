import type { Product } from '@oja/shared/catalog';
import type { Currency } from '@oja/shared/money';

/**
 * schema.org Product with its offer in the shopper's currency (Google's product snippets). Made on
 * the server: the product page's loader sends it with the page's data and its meta writes it, so
 * the browser's code carries none of it (decision 0032).
 */
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
