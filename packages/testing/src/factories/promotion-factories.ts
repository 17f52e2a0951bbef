import type { Insertable, Kysely } from 'kysely';
import type { DB, PromotionsTable, VouchersTable } from '@oja/server/db/schema';

let voucherSequence = 0;

/** A voucher written directly (10% off, no limits, running now unless said otherwise). */
export async function makeVoucher(db: Kysely<DB>, overrides: Partial<Insertable<VouchersTable>> = {}) {
  const now = Date.now();
  const row = await db
    .insertInto('vouchers')
    .values({
      code: `TEST${process.pid}X${++voucherSequence}`,
      kind: 'percent',
      percent: 10,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      per_customer_limit: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

/** A promotion written directly (running now unless said otherwise). */
export async function makePromotion(
  db: Kysely<DB>,
  values: Pick<Insertable<PromotionsTable>, 'kind'> & Partial<Insertable<PromotionsTable>>,
) {
  const now = Date.now();
  return db
    .insertInto('promotions')
    .values({
      name: values.kind === 'buy_x_get_y' ? 'Buy 3, pay 2' : 'Category sale',
      category_id: null,
      starts_at: null,
      ends_at: null,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function usedCount(db: Kysely<DB>, voucherId: number) {
  return db
    .selectFrom('vouchers')
    .select('used_count')
    .where('id', '=', voucherId)
    .executeTakeFirstOrThrow()
    .then((r) => r.used_count);
}
