import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydrated';

/**
 * The cart shows the automatic promotions on its lines and their discount in the total
 * (decision 0037), with the demo shop's promotions (seed/promotions.ts).
 */

const naira = (n: number) => `₦${n.toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;

async function product(page: Page, slug: string) {
  const res = await page.request.get(`/api/products/${slug}/`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { id: number; title: string; price_naira: number };
}

test.use({ locale: 'en-NG' });

test('at 360 px the cart page shows a category promotion on its line and takes it off the total', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const kente = await product(page, 'kente-strip-stole');
  expect((await page.request.post('/api/cart/items/', { data: { product_id: kente.id } })).ok()).toBe(true);
  await page.goto('/cart');
  await hydrated(page);
  const line = page.locator('.cart-page .cart-line').filter({ hasText: kente.title });
  const off = Math.round(kente.price_naira * 10) / 100;
  await expect(line.locator('.cart-promo')).toHaveText(`Fabric fair, 10 % off: you save ${naira(off)}`);
  const discount = page.locator('.cart-page .cart-discount');
  await expect(discount).toHaveText(`Promotions−${naira(off)}`);
  await expect(page.locator('.cart-page').getByRole('link', { name: /Proceed To Checkout/ })).toContainText(
    naira(kente.price_naira - off),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('on desktop the header cart panel shows buy 2 get 1 once the third drink is in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const zobo = await product(page, 'zobo-drink-1l');
  expect((await page.request.post('/api/cart/items/', { data: { product_id: zobo.id } })).ok()).toBe(true);
  await page.goto('/');
  await hydrated(page);
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  // Hydrated, so the click opens the panel (its code may still be on its way): once, as a second
  // click on a busy machine would land on the opening panel.
  await page.getByRole('link', { name: /^Shopping cart/ }).click();
  await expect(panel).toBeVisible({ timeout: 15_000 });
  const line = panel.locator('.cart-line').filter({ hasText: zobo.title });
  await expect(line.locator('.cart-promo')).toHaveCount(0);
  await expect(panel.locator('.cart-discount')).toHaveCount(0);
  for (const quantity of ['2', '3']) {
    await line.getByRole('button', { name: `One more ${zobo.title}` }).click();
    await expect(line.locator('.qty')).toHaveText(quantity);
  }
  await expect(line.locator('.cart-promo')).toHaveText(`Drinks, buy 2 get 1 free: you save ${naira(zobo.price_naira)}`);
  await expect(panel.locator('.cart-discount')).toHaveText(`Promotions−${naira(zobo.price_naira)}`);
  await expect(panel.getByRole('link', { name: /Proceed To Checkout/ })).toContainText(naira(zobo.price_naira * 2));
});
