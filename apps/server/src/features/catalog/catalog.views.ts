import type { Category, Product } from '@oja/shared/catalog';
import { percentOff, toMajorUnits } from '@oja/shared/money';
import { averageRating } from '@oja/shared/reviews-rules';
import type { ProductListRow } from './catalog.repository.ts';
import { productImagesOf } from './image-variants.ts';

/** The API's product shape from a database row: prices become major units only here. */
export function toProductView(row: ProductListRow): Product {
  const usd = row.sale_price_usd_cents ?? row.price_usd_cents;
  const ngn = row.sale_price_ngn_kobo ?? row.price_ngn_kobo;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    images: productImagesOf(row.image_variants),
    price: toMajorUnits(usd),
    price_naira: toMajorUnits(ngn),
    regular_price: toMajorUnits(row.price_usd_cents),
    regular_price_naira: toMajorUnits(row.price_ngn_kobo),
    percent_off: percentOff(row.price_usd_cents, usd),
    quantity: row.quantity,
    show: row.visible === 1,
    category: row.category_id,
    category_slug: row.category_slug,
    rating: averageRating(row.rating_sum, row.rating_count),
    rating_count: row.rating_count,
  };
}

export type CategoryView = Omit<Category, 'products'> & { products?: Product[] };
