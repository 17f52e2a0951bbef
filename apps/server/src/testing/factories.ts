import type { Kysely } from 'kysely';
import type { DB, NewProduct } from '../db/schema.ts';

let sequence = 0;
const next = () => ++sequence;

export async function makeCategory(
  db: Kysely<DB>,
  overrides: { slug?: string; title?: string; position?: number } = {},
) {
  const n = next();
  const now = Date.now();
  return db
    .insertInto('categories')
    .values({
      slug: overrides.slug ?? `category-${n}`,
      title: overrides.title ?? `Category ${n}`,
      icon: '',
      position: overrides.position ?? n,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeProduct(db: Kysely<DB>, categoryId: number, overrides: Partial<NewProduct> = {}) {
  const n = next();
  const now = Date.now();
  return db
    .insertInto('products')
    .values({
      category_id: categoryId,
      slug: `product-${n}`,
      title: `Product ${n}`,
      description: `Description of product ${n}`,
      image_url: `/media/demo/product-${n}.svg`,
      price_usd_cents: 1000 + n,
      price_ngn_kobo: 1_500_000 + n * 100,
      quantity: 10,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
