import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * One variant model (issue 32, decision 0086): every product has at least one variant row. A
 * product without options gets its default variant: label '' and the reserved SKU `#<product id>`
 * (a SKU staff cannot type: `#` is outside the SKU alphabet), with the product's prices, sale
 * prices, weight, stock and held units. Cart lines that said 0 and order lines and stock history
 * that said NULL for "no variant" now name the product's variant (its first, for a product that
 * gained options after the line was written); a cart line that would then repeat another is
 * dropped (the other one stays). Stock lives on variants; `products.quantity` and `held` stay as
 * their sums, so listing, sorting and the original client read one row: a trigger moves them with
 * every change of a variant's stock or held units, in the same statement (no writer can forget, and
 * reserving stock stays one round trip). Adding and removing variants sets the sums anew.
 */
export const oneVariant = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await sql`insert into product_variants (product_id, sku, label, price_usd_cents, price_ngn_kobo,
        sale_price_usd_cents, sale_price_ngn_kobo, quantity, held, weight_grams, image_url, position,
        created_at, updated_at)
      select p.id, '#' || p.id, '', p.price_usd_cents, p.price_ngn_kobo, p.sale_price_usd_cents,
        p.sale_price_ngn_kobo, p.quantity, p.held, p.weight_grams, null, 0, p.created_at, p.updated_at
      from products p
      where not exists (select 1 from product_variants v where v.product_id = p.id)`.execute(db);
    const firstVariant = (productRef: string) =>
      sql.raw(`(select v.id from product_variants v where v.product_id = ${productRef}
        order by v.position, v.id limit 1)`);
    // A line for "no variant" whose product's first variant has a line in the same cart already.
    await sql`delete from cart_items where variant_id = 0 and exists (
        select 1 from cart_items other where other.cart_id = cart_items.cart_id
          and other.product_id = cart_items.product_id and other.variant_id = ${firstVariant('cart_items.product_id')})`.execute(
      db,
    );
    await sql`update cart_items set variant_id = ${firstVariant('cart_items.product_id')} where variant_id = 0`.execute(
      db,
    );
    await sql`update order_items set variant_id = ${firstVariant('order_items.product_id')}
      where variant_id is null`.execute(db);
    await sql`update stock_adjustments set variant_id = ${firstVariant('stock_adjustments.product_id')}
      where variant_id is null`.execute(db);
    const follow = sql`update products set quantity = quantity + new.quantity - old.quantity,
        held = held + new.held - old.held where id = new.product_id`;
    if (dialect === 'postgres') {
      await sql`create function product_variant_sums() returns trigger language plpgsql as $$
        begin
          ${follow};
          return null;
        end
      $$`.execute(db);
      await sql`create trigger product_variant_sums after update of quantity, held on product_variants
        for each row when (new.quantity <> old.quantity or new.held <> old.held)
        execute function product_variant_sums()`.execute(db);
    } else {
      await sql`create trigger product_variant_sums after update of quantity, held on product_variants
        when new.quantity <> old.quantity or new.held <> old.held
        begin ${follow}; end`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`drop trigger product_variant_sums on product_variants`.execute(db);
      await sql`drop function product_variant_sums()`.execute(db);
    } else {
      await sql`drop trigger product_variant_sums`.execute(db);
    }
    const defaults = sql.raw(`(select id from product_variants where label = '')`);
    await sql`update cart_items set variant_id = 0 where variant_id in ${defaults}`.execute(db);
    await sql`update order_items set variant_id = null where variant_id in ${defaults}`.execute(db);
    await sql`update stock_adjustments set variant_id = null where variant_id in ${defaults}`.execute(db);
    await sql`delete from product_variants where label = ''`.execute(db);
  },
});
