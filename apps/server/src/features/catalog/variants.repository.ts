import { defaultVariantLabel } from '@oja/shared/catalog';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const chunkSize = 500;

/**
 * The options of the given products (their variants but a default one, decision 0086), in display
 * order; asked in chunks (bound-parameter limits).
 */
export async function variantsOfProducts(db: Kysely<DB>, productIds: number[]) {
  const rows = [];
  for (let i = 0; i < productIds.length; i += chunkSize) {
    rows.push(
      ...(await db
        .selectFrom('product_variants')
        .selectAll()
        .where('product_id', 'in', productIds.slice(i, i + chunkSize))
        .where('label', '<>', defaultVariantLabel)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}
export type VariantRow = Awaited<ReturnType<typeof variantsOfProducts>>[number];

/** A product's gallery in order. */
export function galleryOf(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type GalleryRow = Awaited<ReturnType<typeof galleryOf>>[number];
