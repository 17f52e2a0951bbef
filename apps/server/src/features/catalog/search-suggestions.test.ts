import { beforeAll, describe, expect, it } from 'vitest';
import { searchSuggestionsSchema } from '@oja/shared/search-suggestions';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';
import { closestWord, correctedSearch, editDistance, splitCompound, vocabularyOf } from './search-suggestions.ts';

// The same file runs on SQLite and PostgreSQL (vitest.config.ts).
const { app, db } = await createTestApp();

const suggest = (search: string, currency = 'NGN') =>
  app.inject(`/api/search-suggestions/?search=${encodeURIComponent(search)}&currency=${currency}`);

beforeAll(async () => {
  const spices = await makeCategory(db, { slug: 'spices', title: 'Spices' });
  const beauty = await makeCategory(db, { slug: 'beauty', title: 'Beauty' });
  await makeProduct(db, spices.id, { title: 'Yaji suya spice 200g' });
  await makeProduct(db, spices.id, { title: 'Cameroon pepper, ground' });
  await makeProduct(db, spices.id, { title: 'Dried Bitter Leaf 100g' });
  await makeProduct(db, spices.id, { title: 'Secret pepper blend', visible: 0 });
  await makeProduct(db, beauty.id, {
    title: 'Raw shea butter',
    sale_price_ngn_kobo: 900_000,
    price_ngn_kobo: 1_500_000,
  });
  await makeProduct(db, beauty.id, { title: 'Black soap', sale_price_ngn_kobo: 1_400_000, price_ngn_kobo: 1_500_000 });
});

describe('close spellings', () => {
  it('measures edits, a swap of neighbours counting as one, and stops past the limit', () => {
    expect(editDistance('pepper', 'pepper', 2)).toBe(0);
    expect(editDistance('peper', 'pepper', 2)).toBe(1);
    expect(editDistance('pepepr', 'pepper', 2)).toBe(1);
    expect(editDistance('shae', 'shea', 1)).toBe(1);
    expect(editDistance('butter', 'bread', 2)).toBe(3);
  });

  it('corrects only unknown words, to the closest and most used word, and gives up when nothing is close', () => {
    const words = vocabularyOf(['Palm oil', 'Palm wine', 'Groundnut oil', 'Pepper soup', 'Pepper mix']);
    expect(closestWord('peper', words)).toBe('pepper');
    expect(closestWord('pepper', words)).toBeNull();
    expect(closestWord('xylophone', words)).toBeNull();
    expect(correctedSearch('plam oil', words)).toBe('palm oil');
    expect(correctedSearch('palm oil', words)).toBeNull();
  });

  it('splits two known words written as one (QA E20)', () => {
    const words = vocabularyOf(['Dried Bitter Leaf', 'Bitter Kola', 'Palm oil', 'Palm wine', 'Pepper soup']);
    expect(splitCompound('bitterleaf', words)).toBe('bitter leaf');
    expect(splitCompound('palmwine', words)).toBe('palm wine');
    expect(splitCompound('bitter', words)).toBeNull();
    expect(splitCompound('bitterleave', words)).toBeNull();
    expect(correctedSearch('peppersoup palmoil', words)).toBe('pepper soup palm oil');
  });
});

describe('GET /api/search-suggestions/', () => {
  it('offers the corrected search and what it finds, popular categories and the best offers', async () => {
    const res = await suggest('cameron peper');
    expect(res.statusCode).toBe(200);
    const body = searchSuggestionsSchema.parse(res.json());
    expect(body.did_you_mean).toBe('cameroon pepper');
    expect(body.products.map((p) => p.title)).toEqual(['Cameroon pepper, ground']);
    expect(body.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['spices', 'beauty']));
    // Biggest discount first, in the asked currency.
    expect(body.offers.map((p) => p.title)).toEqual(['Raw shea butter', 'Black soap']);
  });

  it('suggests a compound written as one word, spaced ("bitterleaf", QA E20)', async () => {
    for (const [typed, meant, title] of [
      ['bitterleaf', 'bitter leaf', 'Dried Bitter Leaf 100g'],
      ['cameroonpepper', 'cameroon pepper', 'Cameroon pepper, ground'],
    ]) {
      const body = searchSuggestionsSchema.parse((await suggest(typed!)).json());
      expect(body.did_you_mean, typed).toBe(meant);
      expect(body.products.map((p) => p.title)).toEqual([title]);
    }
  });

  it('never learns words from hidden products, and offers no correction that finds nothing', async () => {
    const body = searchSuggestionsSchema.parse((await suggest('secrit')).json());
    expect(body.did_you_mean).toBeNull();
    expect(body.products).toEqual([]);
    // Still never a dead end: categories and offers come all the same.
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.offers.length).toBe(2);
  });

  it('refuses an empty or overlong search with a clear 400', async () => {
    for (const search of ['', 'x'.repeat(101)]) {
      const res = await suggest(search);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    }
  });
});
