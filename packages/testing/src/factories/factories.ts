import type { Kysely } from 'kysely';
import type { DB, NewProduct } from '@oja/server/db/schema';
import { Secret } from 'otpauth';
import { createPasswordHasher, createSession, sessionCookie } from '@oja/server/features/accounts/index';
import { giveDefaultVariants } from '@oja/server/features/catalog/index';

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

export interface VariantSpec {
  label: string;
  quantity: number;
  /** Minor units; defaults grow with the position so that prices differ. */
  usd?: number;
  ngn?: number;
  sku?: string;
}

/**
 * A product, as the shop keeps one (decision 0086): without `options`, sold through its default
 * variant (its own prices and stock); with them, through those variants in that order, its own
 * stock their sum and its own prices the first one's. Answers the product row with its variants.
 */
export async function makeProduct(
  db: Kysely<DB>,
  categoryId: number,
  overrides: Partial<NewProduct> = {},
  options: VariantSpec[] = [],
) {
  const n = next();
  const now = Date.now();
  const first = options[0];
  const product = await db
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
      ...(first ? { price_usd_cents: first.usd ?? 500, price_ngn_kobo: first.ngn ?? 400_000 } : {}),
      ...overrides,
      ...(first ? { quantity: options.reduce((sum, v) => sum + v.quantity, 0) } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (options.length === 0) await giveDefaultVariants(db, product.id);
  else {
    await db
      .insertInto('product_variants')
      .values(
        options.map((v, i) => ({
          product_id: product.id,
          sku: v.sku ?? `TEST-${product.id}-${next()}`,
          label: v.label,
          price_usd_cents: v.usd ?? 500 + i * 250,
          price_ngn_kobo: v.ngn ?? 400_000 + i * 200_000,
          sale_price_usd_cents: null,
          sale_price_ngn_kobo: null,
          quantity: v.quantity,
          position: i,
          image_url: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  const variants = await db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', '=', product.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...product, variants };
}

const testHasher = createPasswordHasher({ memoryKib: 1024, iterations: 1, parallelism: 1 });

/**
 * A customer (or staff member) with a real password hash; `password` is returned for signing in.
 * `twoFactor` (default: for staff, who may not work without it): two-step sign-in already set
 * up, with `totpSecret` returned for computing codes. Set `twoFactor: false` for staff who have
 * yet to set it up.
 */
export async function makeUser(
  db: Kysely<DB>,
  overrides: {
    email?: string;
    password?: string;
    first_name?: string;
    last_name?: string;
    role?: 'customer' | 'staff';
    twoFactor?: boolean;
    emailVerified?: boolean;
  } = {},
) {
  const n = next();
  const now = Date.now();
  const password = overrides.password ?? `password-${n}`;
  const role = overrides.role ?? 'customer';
  const totpSecret = (overrides.twoFactor ?? role === 'staff') ? new Secret({ size: 20 }).base32 : null;
  const user = await db
    .insertInto('users')
    .values({
      email: overrides.email ?? `user${n}@example.com`,
      first_name: overrides.first_name ?? `First${n}`,
      last_name: overrides.last_name ?? `Last${n}`,
      role,
      password_hash: await testHasher.hash(password),
      created_at: now,
      updated_at: now,
      totp_secret: totpSecret,
      totp_enabled_at: totpSecret ? now : null,
      email_verified_at: overrides.emailVerified ? now : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...user, password, totpSecret };
}

/**
 * A session as a real sign-in would open it: with the second factor passed when the account has
 * two-step sign-in on (a factory stands for a sign-in that gave the right code).
 */
export async function openSession(db: Kysely<DB>, user: { id: number; totp_enabled_at: number | null }) {
  return createSession(db, user.id, 'vitest', Date.now(), { secondFactor: user.totp_enabled_at !== null });
}

/**
 * A user with a live session: `auth` is the bearer header, `cookie` the browser's cookie header,
 * for `app.inject({ headers })`.
 */
export async function makeSignedInUser(db: Kysely<DB>, overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  const { token } = await openSession(db, user);
  return {
    user,
    token,
    auth: { authorization: `Bearer ${token}` },
    cookie: { cookie: `${sessionCookie}=${token}` },
  };
}
