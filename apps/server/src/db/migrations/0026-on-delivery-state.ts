import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

const before = `'awaiting', 'opened'`;
const after = `'awaiting', 'on_delivery', 'opened'`;
/** What existing unpaid pay-on-delivery orders get to be dispatched from now (ON_DELIVERY_DISPATCH_HOURS' default). */
const dispatchMs = 72 * 3_600_000;

/**
 * Pay on delivery gets its own order state, `on_delivery` (docs/decisions/0040-pay-on-delivery-state.md):
 * the state column's check allows it, and orders accepted for pay on delivery that are neither paid
 * nor dispatched move there from `opened` (which keeps meaning paid), with a dispatch deadline.
 *
 * SQLite cannot change a check constraint in place: the table is rebuilt from its own definition
 * (SQLite's documented 12-step procedure), with foreign keys off so that nothing cascades.
 */
export const onDeliveryState = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await replaceStateCheck(db, dialect, before, after, async (trx) => {
      await sql`update orders set state = 'on_delivery', expires_at = ${Date.now() + dispatchMs}
        where state = 'opened' and payment_method = 'on_delivery' and paid_at is null`.execute(trx);
    });
  },
  async down(db: Kysely<unknown>) {
    await replaceStateCheck(db, dialect, after, before, async (trx) => {
      await sql`update orders set state = 'opened' where state = 'on_delivery'`.execute(trx);
    });
  },
});

const rest = `'processed', 'delivered', 'refunded', 'cancelled', 'expired'`;

async function replaceStateCheck(
  db: Kysely<unknown>,
  dialect: Dialect,
  from: string,
  to: string,
  moveRows: (trx: Kysely<unknown>) => Promise<void>,
) {
  if (dialect === 'postgres') {
    // Kysely runs each PostgreSQL migration in a transaction of its own.
    if (to.length < from.length) await moveRows(db);
    const checks = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where conrelid = 'orders'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%''awaiting''%'`.execute(
      db,
    );
    for (const c of checks.rows) await sql`alter table orders drop constraint ${sql.id(c.name)}`.execute(db);
    await sql`alter table orders add constraint orders_state_check check (state in (${sql.raw(to)}, ${sql.raw(rest)}))`.execute(
      db,
    );
    if (to.length > from.length) await moveRows(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      if (to.length < from.length) await moveRows(trx);
      const objects = await sql<{ type: string; name: string; sql: string | null }>`
        select type, name, sql from sqlite_master where tbl_name = 'orders'`.execute(trx);
      const table = objects.rows.find((o) => o.type === 'table')!.sql!;
      if (!table.includes(from)) throw new Error('orders: the state check is not the one expected');
      const rebuilt = table
        .replace(from, to)
        .replace(/^CREATE TABLE\s+("orders"|orders)/i, 'CREATE TABLE "orders_rebuilt"');
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into orders_rebuilt select * from orders`.execute(trx);
      await sql`drop table orders`.execute(trx);
      await sql`alter table orders_rebuilt rename to orders`.execute(trx);
      for (const o of objects.rows) {
        if ((o.type === 'index' || o.type === 'trigger') && o.sql !== null) await sql.raw(o.sql).execute(trx);
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('orders: foreign keys broken by the rebuild');
      if (to.length > from.length) await moveRows(trx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
