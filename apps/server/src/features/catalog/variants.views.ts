import type { GalleryImage, Product, ProductVariant } from '@oja/shared/catalog';
import { toMajorUnits } from '@oja/shared/money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { productImagesOf } from './image-variants.ts';
import { galleryOf, variantsOfProducts, type GalleryRow, type VariantRow } from './variants.repository.ts';

export function toVariantView(v: VariantRow): ProductVariant {
  return {
    id: v.id,
    sku: v.sku,
    label: v.label,
    price: toMajorUnits(v.sale_price_usd_cents ?? v.price_usd_cents),
    price_naira: toMajorUnits(v.sale_price_ngn_kobo ?? v.price_ngn_kobo),
    regular_price: toMajorUnits(v.price_usd_cents),
    regular_price_naira: toMajorUnits(v.price_ngn_kobo),
    quantity: v.quantity,
    image_url: v.image_url,
  };
}

export const toGalleryView = (g: GalleryRow): GalleryImage => ({
  url: g.url,
  alt: g.alt,
  images: productImagesOf(g.image_variants),
  variant_id: g.variant_id,
});

/** The products with their `variants` field (one query for all of them). */
export async function withVariants<P extends Product>(db: Kysely<DB>, products: P[]): Promise<P[]> {
  if (products.length === 0) return products;
  const byProduct = new Map<number, ProductVariant[]>();
  for (const v of await variantsOfProducts(
    db,
    products.map((p) => p.id),
  )) {
    byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), toVariantView(v)]);
  }
  return products.map((p) => ({ ...p, variants: byProduct.get(p.id) ?? [] }));
}

/** One product with its variants and its gallery (the product page). */
export async function withVariantsAndGallery(db: Kysely<DB>, product: Product): Promise<Product> {
  const [withV] = await withVariants(db, [product]);
  return { ...withV!, gallery: (await galleryOf(db, product.id)).map(toGalleryView) };
}
