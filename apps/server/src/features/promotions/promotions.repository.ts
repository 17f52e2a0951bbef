import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, PromotionsTable, VouchersTable } from '../../db/schema.ts';

export type VoucherRow = Selectable<VouchersTable>;
export type PromotionRow = Selectable<PromotionsTable>;

/** States whose orders no longer hold a voucher's use. */
export const releasedStates = ['cancelled', 'expired'] as const;

export function findVoucherByCode(db: Kysely<DB>, code: string) {
  return db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findVoucher(db: Kysely<DB>, id: number) {
  return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listVouchers(db: Kysely<DB>) {
  return db.selectFrom('vouchers').selectAll().orderBy('active', 'desc').orderBy('id', 'desc').execute();
}

export async function insertVoucher(db: Kysely<DB>, v: Insertable<VouchersTable>) {
  return (await db.insertInto('vouchers').values(v).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateVoucher(db: Kysely<DB>, id: number, v: Updateable<VouchersTable>) {
  return db.updateTable('vouchers').set(v).where('id', '=', id).execute();
}

/**
 * Takes one use of a voucher atomically: succeeds only while it is active and under its total
 * limit, whatever other transactions or processes do at the same moment (the row stays locked by
 * the update until the order's transaction ends; the condition is re-checked on the locked row).
 */
export async function takeUse(db: Kysely<DB>, voucherId: number): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set({ used_count: sql`used_count + 1` })
    .where('id', '=', voucherId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a use back (an order cancelled or expired). */
export function returnUse(db: Kysely<DB>, voucherId: number) {
  return db
    .updateTable('vouchers')
    .set({ used_count: sql`used_count - 1` })
    .where('id', '=', voucherId)
    .where('used_count', '>', 0)
    .execute();
}

/** The customer's orders that hold a use of the voucher (not cancelled or expired). */
export async function customerUses(db: Kysely<DB>, voucherId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('voucher_id', '=', voucherId)
    .where('user_id', '=', userId)
    .where('state', 'not in', releasedStates)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer's orders that count as earlier orders (not cancelled or expired). */
export async function customerOrderCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', 'not in', releasedStates)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Promotions running at `now`. */
export function runningPromotions(db: Kysely<DB>, now: number) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('id', 'asc')
    .execute();
}

/** Switched-on promotions not ended at `now` (those not started yet among them), oldest first. */
export function unendedPromotionRows(db: Kysely<DB>, now: number) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Switched-on promotions not ended at `now` (those not started yet among them), with the category
 * each covers, its title in `lang` (English where none is entered): what shoppers are shown.
 */
export function unendedPromotions(db: Kysely<DB>, now: number, lang: string) {
  return db
    .selectFrom('promotions as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('category_translations as ct', (j) => j.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang))
    .select([
      'p.id',
      'p.name',
      'p.kind',
      'p.percent',
      'p.buy_quantity',
      'p.free_quantity',
      'p.starts_at',
      'p.ends_at',
      'c.id as category_id',
      'c.slug as category_slug',
      (eb) => eb.fn.coalesce('ct.title', 'c.title').as('category_title'),
    ])
    .where('p.active', '=', 1)
    .where((eb) => eb.or([eb('p.ends_at', 'is', null), eb('p.ends_at', '>', now)]))
    .orderBy('p.id', 'asc')
    .execute();
}

export function categoriesOf(db: Kysely<DB>, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'category_id']).where('id', 'in', productIds).execute();
}

export function listPromotions(db: Kysely<DB>) {
  return db
    .selectFrom('promotions as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .selectAll('p')
    .select([
      'c.title as category_name',
      (eb) =>
        eb
          .selectFrom('order_items as i')
          .innerJoin('orders as o', 'o.id', 'i.order_id')
          .select((e) => e.fn.count<number>('i.order_id').distinct().as('n'))
          .whereRef('i.promotion_id', '=', 'p.id')
          .where('o.state', 'not in', releasedStates)
          .as('used_count'),
    ])
    .orderBy('p.active', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

export async function insertPromotion(db: Kysely<DB>, p: Insertable<PromotionsTable>) {
  return (await db.insertInto('promotions').values(p).returning('id').executeTakeFirstOrThrow()).id;
}

export function updatePromotion(db: Kysely<DB>, id: number, p: Updateable<PromotionsTable>) {
  return db.updateTable('promotions').set(p).where('id', '=', id).execute();
}

export function findPromotion(db: Kysely<DB>, id: number) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function categoryExists(db: Kysely<DB>, id: number) {
  return db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
}
