import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { makeCategory, makeUser } from '@oja/testing/factories/factories';
import { migrations } from './index.ts';

// Migration 0045 (decision 0086): every product gets a variant row, every cart and order line names
// a variant, and a product's stock and held units follow its variants' in the same statement.
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.drop());
const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(database.dialect) } });

const now = Date.now();
const product = async (categoryId: number, slug: string, quantity: number, held = 0) =>
  (
    await db
      .insertInto('products')
      .values({
        category_id: categoryId,
        slug,
        title: slug,
        description: '',
        image_url: '',
        price_usd_cents: 500,
        price_ngn_kobo: 400_000,
        sale_price_usd_cents: 450,
        sale_price_ngn_kobo: null,
        quantity,
        held,
        weight_grams: 250,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const variant = async (productId: number, label: string, quantity: number, position: number) =>
  (
    await db
      .insertInto('product_variants')
      .values({
        product_id: productId,
        sku: `M45-${productId}-${position}`,
        label,
        price_usd_cents: 600,
        price_ngn_kobo: 500_000,
        sale_price_usd_cents: null,
        sale_price_ngn_kobo: null,
        quantity,
        position,
        image_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

it('gives every product a variant and every line a variant, down and up again', async () => {
  expect((await migrator.migrateTo('0044-outbox')).error).toBeUndefined();
  const category = await makeCategory(db);
  const user = await makeUser(db);
  const plain = await product(category.id, 'm45-plain', 7, 2);
  const sized = await product(category.id, 'm45-sized', 7);
  const small = await variant(sized, '100 g', 3, 0);
  const large = await variant(sized, '1 kg', 4, 1);
  const cart = async () =>
    (
      await db
        .insertInto('carts')
        .values({ created_at: now, updated_at: now, guest_token_hash: `m45-${Math.random()}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [one, two] = [await cart(), await cart()];
  const line = (cartId: number, productId: number, variantId: number, quantity: number) =>
    db
      .insertInto('cart_items')
      .values({ cart_id: cartId, product_id: productId, variant_id: variantId, quantity, created_at: now })
      .execute();
  await line(one, plain, 0, 1);
  await line(one, sized, 0, 1); // put in the cart before the product had options
  await line(one, sized, small, 2); // and its first option too: the old line goes
  await line(two, sized, 0, 5); // alone: it becomes the first option's
  const order = await db
    .insertInto('orders')
    .values({
      order_ref: 'OJA-M45',
      user_id: user.id,
      currency: 'NGN',
      subtotal_minor: 1,
      total_minor: 1,
      address_street: 's',
      address_city: 'c',
      address_state: 'Lagos',
      address_country: 'NG',
      address_postal_code: '1',
      address_phone: '1',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = (productId: number, variantId: number | null, label: string | null) => ({
    order_id: order.id,
    product_id: productId,
    title: 't',
    image_url: '',
    quantity: 1,
    unit_price_usd_cents: 1,
    unit_price_ngn_kobo: 1,
    variant_id: variantId as number,
    variant_label: label,
  });
  await db
    .insertInto('order_items')
    .values([item(plain, null, null), item(sized, large, '1 kg')])
    .execute();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const variants = await db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', 'in', [plain, sized])
    .orderBy('id')
    .execute();
  expect(variants.map((v) => [v.product_id, v.label, v.quantity])).toEqual([
    [sized, '100 g', 3],
    [sized, '1 kg', 4],
    [plain, '', 7],
  ]);
  const byDefault = variants[2]!;
  expect(byDefault).toMatchObject({
    sku: `#${plain}`,
    held: 2,
    price_ngn_kobo: 400_000,
    price_usd_cents: 500,
    sale_price_usd_cents: 450,
    sale_price_ngn_kobo: null,
    weight_grams: 250,
  });
  const lines = await db
    .selectFrom('cart_items')
    .select(['cart_id', 'product_id', 'variant_id', 'quantity'])
    .orderBy('id')
    .execute();
  expect(lines).toEqual([
    { cart_id: one, product_id: plain, variant_id: byDefault.id, quantity: 1 },
    { cart_id: one, product_id: sized, variant_id: small, quantity: 2 },
    { cart_id: two, product_id: sized, variant_id: small, quantity: 5 },
  ]);
  const items = await db.selectFrom('order_items').select(['variant_id', 'variant_label']).orderBy('id').execute();
  expect(items).toEqual([
    { variant_id: byDefault.id, variant_label: null },
    { variant_id: large, variant_label: '1 kg' },
  ]);

  // The product's stock and held units follow its variants' in the statement that changes them.
  await db.updateTable('product_variants').set({ quantity: 1, held: 5 }).where('id', '=', large).execute();
  await db.updateTable('product_variants').set({ quantity: 6 }).where('id', '=', byDefault.id).execute();
  const sums = await db
    .selectFrom('products')
    .select(['id', 'quantity', 'held'])
    .where('id', 'in', [plain, sized])
    .orderBy('id')
    .execute();
  expect(sums).toEqual([
    { id: plain, quantity: 6, held: 2 },
    { id: sized, quantity: 4, held: 5 },
  ]);

  expect((await migrator.migrateTo('0044-outbox')).error).toBeUndefined();
  expect(await db.selectFrom('product_variants').select('id').where('product_id', '=', plain).execute()).toEqual([]);
  expect((await db.selectFrom('order_items').select('variant_id').orderBy('id').execute())[0]).toEqual({
    variant_id: null,
  });
  expect((await db.selectFrom('cart_items').select('variant_id').orderBy('id').execute())[0]).toEqual({
    variant_id: 0,
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
});
