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

/** TEMPORARY until the accounts branch is merged (its factory replaces this one). */
export async function makeUser(db: Kysely<DB>, overrides: { email?: string; first_name?: string } = {}) {
  const n = next();
  const now = Date.now();
  return db
    .insertInto('users')
    .values({
      email: overrides.email ?? `user${n}@example.com`,
      first_name: overrides.first_name ?? `First${n}`,
      last_name: `Last${n}`,
      password_hash: '!',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
