import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOff } from '@oja/shared/money';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { isEmpty, salePrice, seedDemoData } from './seed.ts';

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

  it('has approved reviews of the shop itself for the home page testimonials', async () => {
    const shop = await db.selectFrom('reviews').selectAll().where('product_id', 'is', null).execute();
    expect(shop.length).toBeGreaterThanOrEqual(3);
    expect(shop.every((r) => r.status === 'approved' && r.body.length >= 10)).toBe(true);
  });
});

describe('salePrice', () => {
  it('takes the percentage off and rounds to the step', () => {
    expect(salePrice(1000, 20, 1)).toBe(800);
    expect(salePrice(650000, 15, 100)).toBe(552500);
    expect(salePrice(999, 5, 1)).toBe(949);
  });
});
