import { expect, test } from '@playwright/test';
import { seedLoadShop } from '@oja/testing/factories/load-shop';
import { createScratchDatabase, type ScratchDatabase } from '@oja/testing/databases/scratch-database';
import { startShopProcess, type ShopProcess } from '@oja/testing/processes/shop-process';
import { startTcpProxy, type TcpProxy } from '@oja/testing/fakes/tcp-proxy';

/**
 * Pages while PostgreSQL is away: a shop of its own on a fresh PostgreSQL database, behind a TCP
 * proxy that refuses every connection (as a stopped database does) and is then restored. The API
 * side is covered by apps/server/src/faults/db-outage.test.ts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('\n⚠  Database outage journey SKIPPED: it needs TEST_DATABASE_URL (PostgreSQL).\n');

test.describe('a database outage seen from the pages', () => {
  // The outage is PostgreSQL's (SQLite is a file in the process: it cannot go away); CI sets
  // TEST_DATABASE_URL, so this runs there. Without it the journey has no database to cut.
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (PostgreSQL)');
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let shop: ShopProcess;

  test.beforeAll(async () => {
    database = await createScratchDatabase('postgres', { adminUrl, prefix: 'oja_e2e_outage' });
    await seedLoadShop(database.db, { customers: 1, stocks: [5, 7], label: 'outage' });
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    shop = await startShopProcess({
      databaseUrl: proxy.urlThrough(database.url),
      port: Number(process.env.E2E_PORT ?? 3100) + 60,
      env: { SERVE_PAGES: 'true' },
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await proxy?.close();
    await database?.drop();
  });

  test('show a friendly 503 page while it is away, and the shop again when it is back', async ({ page }) => {
    const category = `${shop.baseUrl}/categories/outage`;
    expect((await page.goto(category))!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('outage');

    await proxy.cut('refuse');
    for (const url of [category, `${shop.baseUrl}/`]) {
      const response = (await page.goto(url))!;
      expect(response.status()).toBe(503);
      expect(response.headers()['retry-after']).toBe('5');
      await expect(page.getByRole('main')).toContainText('The shop is briefly unavailable. Please try again');
      // The page around the message still works: the header links home and to the cart.
      await expect(page.getByRole('link', { name: 'Oja home' }).first()).toBeVisible();
    }

    await proxy.restore();
    expect((await page.goto(category))!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('outage');
    expect(shop.alive()).toBe(true);
  });
});
