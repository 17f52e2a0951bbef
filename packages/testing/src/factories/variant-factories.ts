import type { Kysely } from 'kysely';
import type { DB } from '@oja/server/db/schema';

export function variantStockOf(db: Kysely<DB>, variantId: number) {
  return db
    .selectFrom('product_variants')
    .select('quantity')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow()
    .then((r) => r.quantity);
}
