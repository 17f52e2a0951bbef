import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { makeStaff, signIn } from './support/staff';

/**
 * The running automatic promotions are shown before the cart (QA E13): first on /offers, with what
 * they give, their end and a link to what they cover, and as a note under a covered product's
 * price, from the server's HTML (no JavaScript needed).
 */

test.use({ locale: 'en-NG', viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

test('at 360 px /offers lists a promotion staff add, and its products’ pages say so under the price', async ({
  page,
  browser,
}) => {
  // Spices, which no demo promotion covers; "buy 50, get 1 free" changes no other journey's cart.
  const categories: { id: number; slug: string; title: string }[] = await (
    await page.request.get('/api/categories/?include_products=false')
  ).json();
  const spices = categories.find((c) => c.slug === 'spices')!;
  const [product]: { slug: string; title: string }[] = await (
    await page.request.get('/api/products/?category=spices&limit=1')
  ).json();

  const staff = await browser.newPage({ javaScriptEnabled: true });
  const account = await makeStaff('Funmi');
  await signIn(staff, account.email, account.password, '/admin');
  const name = `Spice week ${randomUUID().slice(0, 6)}`;
  const created = await staff.request.post('/api/admin/promotions/', {
    data: {
      name,
      kind: 'buy_x_get_y',
      category_id: spices.id,
      buy_quantity: 50,
      free_quantity: 1,
      ends_at: Date.now() + 7 * 24 * 3_600_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const promotion = (await created.json()) as { id: number };

  try {
    await page.goto('/offers');
    const section = page.getByRole('region', { name: 'Promotions running now' });
    const item = section.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('Buy 50, get 1 free');
    await expect(item).toContainText('Until ');
    await expect(item.getByRole('link', { name: `See ${spices.title}` })).toHaveAttribute(
      'href',
      `/categories/${spices.slug}`,
    );
    // The promotions come before the products on sale.
    const order = await page.evaluate(() => {
      const list = document.querySelector('.promo-list');
      const grid = document.querySelector('.product-grid, .empty-message');
      return list && grid ? list.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(`/products/${product!.slug}`);
    await expect(page.locator('.product-info .product-promo')).toHaveText(`Buy 50, get 1 free in the cart (${name})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    const off = await staff.request.patch(`/api/admin/promotions/${promotion.id}`, { data: { active: false } });
    expect(off.ok()).toBe(true);
    await staff.close();
  }
  // Switched off: gone at once.
  await page.goto('/offers');
  await expect(page.getByText(name)).toHaveCount(0);
});
