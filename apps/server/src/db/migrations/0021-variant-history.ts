import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Variants in the history (docs/decisions/0036-variants-galleries-and-bulk-import.md): a stock
 * adjustment may name the variant whose stock changed, and a review the variant the customer
 * bought (its id while it exists, its label as it was, so the review keeps saying it).
 */
export const variantHistory = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stock_adjustments')
      .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('stock_adjustments').addColumn('variant_label', 'text').execute();
    await db.schema
      .alterTable('reviews')
      .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('reviews').addColumn('variant_label', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['reviews', 'stock_adjustments']) {
      await db.schema.alterTable(table).dropColumn('variant_label').execute();
      await db.schema.alterTable(table).dropColumn('variant_id').execute();
    }
  },
});
