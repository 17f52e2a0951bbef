import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Security review N14: SKUs that differ only in case (`FAB-ANK-OB-6`, `fab-ank-ob-6`) are one SKU
 * to a person, a spreadsheet and the catalogue import, so the database refuses them too: a unique
 * index on `lower(sku)` beside the plain unique one, for every writer (variants form, CSV import,
 * API). Rows that already collide keep the oldest variant's SKU; each later one gets `-<its id>`
 * appended, and the audit log says so, with the SKU it had.
 */
export const skuCase = (): Migration => ({
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ id: number; product_id: number; sku: string }>`
      select id, product_id, sku from product_variants
      where lower(sku) in (select lower(sku) from product_variants group by lower(sku) having count(*) > 1)
      order by id`.execute(db);
    const taken = new Set(
      (await sql<{ sku: string }>`select lower(sku) as sku from product_variants`.execute(db)).rows.map((r) => r.sku),
    );
    const kept = new Set<string>();
    for (const row of rows.rows) {
      const key = row.sku.toLowerCase();
      if (!kept.has(key)) {
        kept.add(key);
        continue;
      }
      let renamed = `${row.sku}-${row.id}`;
      while (taken.has(renamed.toLowerCase())) renamed += 'x';
      taken.add(renamed.toLowerCase());
      await sql`update product_variants set sku = ${renamed} where id = ${row.id}`.execute(db);
      const changes = JSON.stringify({ sku: { from: row.sku, to: renamed } });
      await sql`
        insert into audit_log (created_at, actor_user_id, actor_email, action, entity_type, entity_id, summary, changes)
        values (${Date.now()}, null, 'migration 0037', 'product.variants', 'product', ${String(row.product_id)},
          ${`SKU ${row.sku} of product #${row.product_id} renamed ${renamed}: another variant had it in other letter case`},
          ${changes})`.execute(db);
    }
    await db.schema
      .createIndex('product_variants_sku_any_case')
      .on('product_variants')
      .unique()
      .expression(sql`lower(sku)`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('product_variants_sku_any_case').execute();
  },
});
