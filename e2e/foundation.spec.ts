import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page arrives rendered by the server, with products and dollar prices', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.locator('.sample .product-card');
    await expect(cards).toHaveCount(21);
    await expect(cards.first().locator('.price-now')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(cards.first().locator('.stock')).toHaveText(/\d+ items Left|Out of stock/);
    await expect(page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link')).toHaveText([
      'Spices',
      'Beauty Products',
      'Art',
      'Food Stuff',
      'African Fabrics',
      'Herbs',
    ]);
    await expect(page.getByText('Get Your Daily Needs From Our Store')).toBeVisible();
  });

  test('/home shows the same page', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('.sample .product-card')).toHaveCount(21);
  });
});

test('the page hydrates: the categories menu opens and closes in the browser', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Categories' });
  const list = page.locator('.menu-list');
  await expect(list).toBeHidden();
  // Before hydration the button does nothing; retry until React has attached its handler.
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  await expect(list.getByRole('link')).toHaveCount(11);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
});

test('built assets are served with long-lived cache headers', async ({ page, request }) => {
  await page.goto('/');
  const script = await page
    .locator('script[type="module"]')
    .first()
    .getAttribute('src', { timeout: 5000 })
    .catch(() => null);
  const href = script ?? (await page.locator('link[rel="modulepreload"]').first().getAttribute('href'));
  expect(href).toMatch(/^\/assets\//);
  const asset = await request.get(href!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages allow only their own nonce-carrying scripts, and still hydrate without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  const inlineScripts = page.locator('script:not([src])');
  for (const script of await inlineScripts.all()) {
    expect(await script.evaluate((el) => (el as HTMLScriptElement).nonce)).toBe(nonce);
  }
  const button = page.getByRole('button', { name: 'Categories' });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  expect(violations).toEqual([]);
});
