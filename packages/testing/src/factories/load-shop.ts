import type { Insertable, Kysely } from 'kysely';
import type { Address } from '@oja/shared/orders';
import type { DB, OrdersTable } from '@oja/server/db/schema';
import { createSession } from '@oja/server/features/accounts/index';
import { firstVariantOf, giveDefaultVariants } from '@oja/server/features/catalog/index';
import { lagosAddress } from './addresses.ts';

/** Where the load's orders go: a Lagos address, payable at once. */
export const loadAddress: Address = lagosAddress;

export interface LoadProduct {
  id: number;
  /** The stock it started with. */
  quantity: number;
}

/**
 * A shop for load scripts and fault drills, written straight into the database: one category with
 * a product per entry of `stocks` (that many units each) and `customers` customers with a session
 * each (`tokens[i]` is customer i's bearer token; they never sign in with a password).
 */
export async function seedLoadShop(
  db: Kysely<DB>,
  { customers, stocks, label = 'load' }: { customers: number; stocks: number[]; label?: string },
): Promise<{ products: LoadProduct[]; tokens: string[] }> {
  const now = Date.now();
  const category = await db
    .insertInto('categories')
    .values({ slug: label, title: label, icon: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const products: LoadProduct[] = [];
  for (const [i, quantity] of stocks.entries()) {
    const row = await db
      .insertInto('products')
      .values({
        category_id: category.id,
        slug: `${label}-${i}`,
        title: `${label} product ${i}`,
        description: '',
        image_url: '',
        price_usd_cents: 350,
        price_ngn_kobo: 280_000,
        quantity,
        weight_grams: 250,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'quantity'])
      .executeTakeFirstOrThrow();
    await giveDefaultVariants(db, row.id);
    products.push(row);
  }
  const tokens: string[] = [];
  for (let i = 0; i < customers; i++) tokens.push(await createLoadCustomer(db, label, i));
  return { products, tokens };
}

/** Customer `i` of a load shop (`${label}${i}@example.com`) with a session; answers its bearer token. */
export async function createLoadCustomer(db: Kysely<DB>, label: string, i: number): Promise<string> {
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      email: `${label}${i}@example.com`,
      password_hash: '!',
      first_name: 'Load',
      last_name: `${i}`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await createSession(db, user.id, label)).token;
}

/**
 * The i-th order of a load: the first product (the scarce one in the benchmarks) in a third of
 * the orders, plus 1–3 lines of 1–2 units of the others, in the original client's body shape.
 */
export function loadOrderBody(products: LoadProduct[], i: number) {
  const lines = new Map<number, number>();
  const others = products.slice(1);
  if (i % 3 === 0 || others.length === 0) lines.set(products[0]!.id, 1);
  const extra = others.length === 0 ? 0 : 1 + (i % 3);
  for (let k = 0; k < extra; k++) lines.set(others[(i + k * 3) % others.length]!.id, 1 + (k % 2));
  return {
    address: loadAddress,
    items: [...lines].map(([id, quantity]) => ({ item: { id, price: 0.01 }, quantity })),
  };
}

/** An order written straight into the database by a load script, with its lines. */
export type LoadOrder = Omit<
  Insertable<OrdersTable>,
  | 'address_street'
  | 'address_city'
  | 'address_state'
  | 'address_country'
  | 'address_postal_code'
  | 'address_phone'
  | 'updated_at'
> &
  Partial<Pick<Insertable<OrdersTable>, 'address_state' | 'address_country' | 'updated_at'>> & {
    lines: { product_id: number; quantity: number; unit_minor: number }[];
  };

/**
 * Writes many orders and their lines in two multi-row inserts (no order service, no stock or held
 * units touched: the caller keeps those consistent if its measure depends on them). Orders go to
 * `loadAddress` unless they say another state or country. Answers the new orders' ids, in order.
 */
export async function insertLoadOrders(db: Kysely<DB>, orders: LoadOrder[]): Promise<number[]> {
  if (orders.length === 0) return [];
  const rows = await db
    .insertInto('orders')
    .values(
      orders.map(({ lines: _lines, ...o }) => ({
        address_street: loadAddress.street,
        address_city: loadAddress.city,
        address_state: loadAddress.state,
        address_country: 'NG',
        address_postal_code: loadAddress.postal_code,
        address_phone: loadAddress.phone,
        updated_at: o.created_at,
        ...o,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const lines = orders.flatMap((o, k) =>
    o.lines.map((l) => ({
      order_id: ids[k]!,
      product_id: l.product_id,
      variant_id: firstVariantOf(l.product_id),
      title: `Load product ${l.product_id}`,
      image_url: '',
      quantity: l.quantity,
      // The order's own currency's price is what the reports read; the other is kept consistent.
      unit_price_usd_cents: o.currency === 'USD' ? l.unit_minor : Math.max(1, Math.round(l.unit_minor / 80_000)),
      unit_price_ngn_kobo: o.currency === 'NGN' ? l.unit_minor : l.unit_minor * 800,
    })),
  );
  if (lines.length > 0) await db.insertInto('order_items').values(lines).execute();
  return ids;
}
