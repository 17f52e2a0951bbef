import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * The units unpaid orders hold, kept per product and per variant as a number
 * (docs/decisions/0067-held-units-counter.md): placing an order adds its lines in the statement
 * that reserves their stock, and the step that ends the hold (payment, cancellation, expiry, a
 * refusal at the door) takes them off in its own transaction. The share cap reads it by key
 * instead of summing every unpaid order. Backfilled here from the orders that hold stock now
 * (the same condition as `holdsUnpaidStock` in features/orders/holdings.repository.ts).
 */
const holding = sql`(o.state in ('awaiting', 'on_delivery') or (o.state = 'processed' and o.payment_method = 'on_delivery' and o.paid_at is null))`;

export const heldUnits = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const table of ['products', 'product_variants']) {
      await db.schema
        .alterTable(table)
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    // One grouped pass over the holding orders, not a sum per product (UPDATE … FROM: SQLite 3.33+, PostgreSQL).
    for (const [table, key] of [
      ['products', 'product_id'],
      ['product_variants', 'variant_id'],
    ] as const) {
      await sql`update ${sql.table(table)} set held = h.units
        from (select oi.${sql.ref(key)} as id, sum(oi.quantity) as units
              from order_items oi join orders o on o.id = oi.order_id
              where oi.${sql.ref(key)} is not null and ${holding} group by oi.${sql.ref(key)}) h
        where ${sql.table(table)}.id = h.id`.execute(db);
    }
    // The update queued the catalogue generation's deferred trigger (0008) on products; PostgreSQL
    // refuses a later migration's ALTER of products in the same transaction while it is pending.
    if (dialect === 'postgres') await sql`set constraints all immediate`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['products', 'product_variants']) {
      await db.schema.alterTable(table).dropColumn('held').execute();
    }
  },
});
