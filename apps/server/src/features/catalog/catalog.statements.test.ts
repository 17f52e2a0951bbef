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

// Catalogue reads must not grow with the number of categories or products (no N+1 queries).
it.each([
  '/api/categories/',
  '/api/categories/?include_products=false',
  '/api/products/',
  '/api/products/?category=shelf-2&sort=price_desc&limit=24',
  '/api/products/?sort=rating&limit=21',
])('%s runs at most 3 SQL statements', async (url) => {
  let status = 0;
  const n = await countStatements(async () => {
    status = (await app.inject(url)).statusCode;
  });
  expect(status).toBe(200);
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(3);
});
