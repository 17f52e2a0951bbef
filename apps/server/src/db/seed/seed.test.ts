import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOff } from '@oja/shared/money';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { catalogService } from '../../features/catalog/index.ts';
import { cartPromotions, offersFor } from '../../features/promotions/index.ts';
import { isEmpty, salePrice, seedDemoData } from './seed.ts';
import { categoryNames, productNames } from './translations.ts';

const database = await createTestDatabase();
const { db } = database;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-seed-'));
afterAll(async () => {
  await database.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('demo data', () => {
  beforeAll(async () => {
    expect(await isEmpty(db)).toBe(true);
    await seedDemoData(db, mediaDir);
  });

  it('fills the shop: the six spec categories first, then daily necessities, each with an icon', async () => {
    const categories = await db.selectFrom('categories').selectAll().orderBy('position').execute();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories.slice(0, 6).map((c) => c.slug)).toEqual([
      'spices',
      'beauty-products',
      'art',
      'food-stuff',
      'african-fabrics',
      'herbs',
    ]);
    for (const c of categories) {
      expect(c.title).not.toBe('');
      expect(fs.readFileSync(path.join(mediaDir, c.icon.replace('/media/', '')), 'utf8')).toMatch(/^<svg[\s>]/);
    }
    expect(await isEmpty(db)).toBe(false);
  });

  it('has at least 80 products with descriptions, both prices, stock and a drawn image', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(80);
    for (const p of products) {
      expect(p.description.length, p.slug).toBeGreaterThan(20);
      expect(Number.isInteger(p.price_usd_cents) && p.price_usd_cents > 0, p.slug).toBe(true);
      expect(Number.isInteger(p.price_ngn_kobo) && p.price_ngn_kobo % 100 === 0, p.slug).toBe(true);
      expect(p.quantity).toBeGreaterThanOrEqual(0);
      const svg = fs.readFileSync(path.join(mediaDir, p.image_url.replace('/media/', '')), 'utf8');
      expect(svg, p.slug).toMatch(/^<svg[\s>][\s\S]*<\/svg>\s*$/);
      expect(svg, p.slug).not.toMatch(/<script|href="http/);
    }
  });

  it('puts some products on offer between 5 and 20 % off, so "up to 20% off" is true', async () => {
    const offers = await db.selectFrom('products').selectAll().where('sale_price_usd_cents', 'is not', null).execute();
    expect(offers.length).toBeGreaterThanOrEqual(10);
    const savings = offers.map((p) => percentOff(p.price_usd_cents, p.sale_price_usd_cents!));
    for (const s of savings) expect(s).toBeGreaterThanOrEqual(5);
    expect(Math.max(...savings)).toBe(20);
    for (const p of offers) expect(p.sale_price_ngn_kobo! % 100).toBe(0);
  });

  it('keeps each product rating equal to its approved reviews', async () => {
    const rows = await db
      .selectFrom('products as p')
      .leftJoin('reviews as r', (j) => j.onRef('r.product_id', '=', 'p.id').on('r.status', '=', 'approved'))
      .select(['p.id', 'p.rating_count', 'p.rating_sum'])
      .select((eb) => [eb.fn.count<number>('r.id').as('n'), sql<number>`coalesce(sum(r.rating), 0)`.as('total')])
      .groupBy(['p.id', 'p.rating_count', 'p.rating_sum'])
      .execute();
    for (const r of rows) {
      expect(r.rating_count).toBe(Number(r.n));
      expect(r.rating_sum).toBe(Number(r.total));
    }
    expect(rows.filter((r) => r.rating_count >= 3).length).toBeGreaterThanOrEqual(21);
  });

  it('names no pack size in the title of a product sold in several (QA E27: "Yaji Suya Spice 200g" in 1 kg)', async () => {
    const sold = await db
      .selectFrom('products as p')
      .innerJoin('product_variants as v', 'v.product_id', 'p.id')
      .select(['p.id', 'p.title'])
      .where('v.label', '<>', '') // its options, not a default variant
      .distinct()
      .execute();
    expect(sold.length).toBeGreaterThanOrEqual(4);
    for (const p of sold) expect(p.title).not.toMatch(/\d\s*(g|kg|yards?)\b/i);
    const named = await db
      .selectFrom('product_translations')
      .select('title')
      .where(
        'product_id',
        'in',
        sold.map((p) => p.id),
      )
      .execute();
    for (const t of named) expect(t.title).not.toMatch(/\d\s*(g|kg|yards?)\b/i);
  });

  it('dates the reviews over past months, not all on the day of seeding (QA E30)', async () => {
    const rows = await db.selectFrom('reviews').select(['created_at', 'product_id']).execute();
    const times = rows.map((r) => Number(r.created_at));
    const days = new Set(times.map((t) => new Date(t).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(Math.min(100, rows.length / 2));
    expect(Math.max(...times)).toBeLessThan(Date.now() - 3_600_000);
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(200 * 24 * 3_600_000);
    const reviewers = await db.selectFrom('users').select('created_at').where('password_hash', '=', '!').execute();
    expect(Math.max(...reviewers.map((u) => Number(u.created_at)))).toBeLessThan(Math.min(...times));
  });

  it('has approved reviews of the shop itself for the home page testimonials', async () => {
    const shop = await db.selectFrom('reviews').selectAll().where('product_id', 'is', null).execute();
    expect(shop.length).toBeGreaterThanOrEqual(3);
    expect(shop.every((r) => r.status === 'approved' && r.body.length >= 10)).toBe(true);
  });
});

describe('salePrice', () => {
  it('names products and categories in Pidgin, Yoruba, Hausa and Igbo, every name listed for review', async () => {
    const counts = await db
      .selectFrom('product_translations')
      .select(['lang', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('lang')
      .orderBy('lang')
      .execute();
    expect(counts.map((c) => c.lang)).toEqual(['ha', 'ig', 'pcm', 'yo']);
    for (const c of counts) expect(Number(c.n), c.lang).toBeGreaterThanOrEqual(c.lang === 'pcm' ? 5 : 20);
    const review = fs.readFileSync(new URL('../../../../../docs/catalogue-languages.md', import.meta.url), 'utf8');
    for (const names of [...Object.values(productNames), ...Object.values(categoryNames)]) {
      for (const name of Object.values(names)) expect(review, name).toContain(name);
    }
  });

  it('has the demo vouchers and automatic promotions, which the pricing applies', async () => {
    const vouchers = await db.selectFrom('vouchers').selectAll().orderBy('code').execute();
    expect(vouchers.map((v) => v.code)).toEqual(['FREESHIP', 'OJA500', 'WELCOME10']);
    const product = (slug: string) =>
      db
        .selectFrom('products')
        .select([
          'id',
          'category_id',
          'price_ngn_kobo',
          'price_usd_cents',
          'sale_price_ngn_kobo',
          'sale_price_usd_cents',
        ])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
    const line = async (slug: string, quantity: number) => {
      const p = await product(slug);
      const unit = { NGN: p.sale_price_ngn_kobo ?? p.price_ngn_kobo, USD: p.sale_price_usd_cents ?? p.price_usd_cents };
      return { productId: p.id, categoryId: p.category_id, quantity, unitMinor: unit };
    };
    const drinks = await line('zobo-drink-1l', 3);
    const fabric = await line('kente-strip-stole', 1);
    const spice = await line('yaji-suya-spice-200g', 1);
    const [buy2, tenOff, none] = await cartPromotions(db, [drinks, fabric, spice]);
    expect(buy2).toMatchObject({ promotion: { name: 'Drinks, buy 2 get 1 free' }, discountMinor: drinks.unitMinor });
    expect(tenOff!.promotion!.name).toBe('Fabric fair, 10 % off');
    expect(tenOff!.discountMinor.NGN).toBe(Math.round(fabric.unitMinor.NGN / 10));
    expect(none!.promotion).toBeNull();

    // A new customer: WELCOME10 takes 10 % of the goods after the promotions; OJA500 needs ₦10,000.
    const [user] = await db.selectFrom('users').select('id').limit(1).execute();
    const goods = spice.unitMinor.NGN;
    const ask = (voucherCode: string) =>
      offersFor(db, { userId: user!.id, currency: 'NGN', lines: [{ ...spice, unitMinor: goods }], voucherCode });
    expect((await ask('WELCOME10')).voucher).toMatchObject({
      code: 'WELCOME10',
      discountMinor: Math.round(goods / 10),
    });
    expect((await ask('FREESHIP')).voucher).toMatchObject({ freeDelivery: true, discountMinor: 0 });
    const oja500 = await ask('OJA500');
    if (goods < 1_000_000) expect(oja500.voucherProblem?.message).toMatch(/needs a spend of at least ₦10,000/);
    else expect(oja500.voucher?.discountMinor).toBe(50_000);
  });

  it('finds demo products by local names, synonyms, accents and in any word order', async () => {
    const find = async (search: string) =>
      (await catalogService.listProducts(db, { search, limit: 24 })).products.map((p) => p.slug).sort();
    expect(await find('égusi')).toEqual(['egusi-melon-seeds-1kg']);
    expect(await find('seeds melon')).toEqual(['egusi-melon-seeds-1kg']);
    expect(await find('tarugu')).toEqual(['ata-rodo-scotch-bonnet-250g']);
    expect(await find('scotch bonnet')).toEqual(['ata-rodo-scotch-bonnet-250g']);
    expect(await find('ogbonno')).toEqual(['ogbono-ground-500g']);
    expect(await find('locust beans')).toEqual(['iru-locust-beans-200g']);
    expect(await find('daddawa')).toEqual(['iru-locust-beans-200g']);
    expect(await find('zobo')).toEqual(['zobo-dried-hibiscus-500g', 'zobo-drink-1l']);
    expect(await find('zoɓo busasshe')).toEqual(['zobo-dried-hibiscus-500g']);
    expect(await find('kashi')).toEqual(['beef-boneless-1kg']);
    expect(await find('ugu ẹ̀fọ́')).toEqual(['ugu-fluted-pumpkin-leaves-bunch']);
    expect(await find('mmanu nkwu')).toEqual(['red-palm-oil-1l', 'red-palm-oil-5l']);
  });

  it('takes the percentage off and rounds to the step', () => {
    expect(salePrice(1000, 20, 1)).toBe(800);
    expect(salePrice(650000, 15, 100)).toBe(552500);
    expect(salePrice(999, 5, 1)).toBe(949);
  });
});
