import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeCategory, makeProduct } from '@oja/testing/factories/factories';

const { app, db, countStatements } = await createTestApp();

beforeAll(async () => {
  for (let c = 0; c < 4; c++) {
    const category = await makeCategory(db, { slug: `shelf-${c}` });
    for (let p = 0; p < 30; p++) await makeProduct(db, category.id);
  }
});

// Catalogue reads must not grow with the number of categories or products (no N+1 queries). The
// products' variants are one statement more for all of them (decision 0036).
it.each([
  '/api/categories/',
  '/api/categories/?include_products=false',
  '/api/products/',
  '/api/products/?category=shelf-2&sort=price_desc&limit=24',
  '/api/products/?sort=rating&limit=21',
])('%s runs at most 4 SQL statements', async (url) => {
  let status = 0;
  const n = await countStatements(async () => {
    status = (await app.inject(url)).statusCode;
  });
  expect(status).toBe(200);
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(4);
});

// A search reads the synonym list once per catalogue generation, not once per search (0035).
it('a search not kept yet runs the generation read and its page, the synonyms kept for the generation', async () => {
  await app.inject('/api/products/?search=shelf&limit=24');
  for (const text of ['product 1', 'seeds melon', 'égusi', 'product']) {
    const n = await countStatements(async () => {
      expect((await app.inject(`/api/products/?search=${encodeURIComponent(text)}&limit=24&lang=yo`)).statusCode).toBe(
        200,
      );
    });
    // generation, count (SQLite) or page with count (PostgreSQL), page, translations of the page,
    // the page's variants
    expect(n, text).toBeLessThanOrEqual(5);
  }
  // A change of the list is seen by the next search (it bumps the generation).
  await db.deleteFrom('search_synonyms').execute();
  const n = await countStatements(async () => {
    await app.inject('/api/products/?search=melon%20seeds&limit=24');
  });
  expect(n).toBeGreaterThanOrEqual(2);
});
