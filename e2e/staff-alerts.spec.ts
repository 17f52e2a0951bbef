import { expect, test } from '@playwright/test';
import { makeStaff, signIn } from './support/staff';
import { watchErrors } from './support/page-errors';

// Alerts to staff (issue 35): each staff member chooses the alerts they get, and a product may have
// its own low-stock line; on a 360 px phone and on a desktop, and the choice also without scripts.

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`alerts to staff (${label})`, () => {
    test.use({ viewport });

    test('staff choose two alerts and find them kept; a product keeps its own low-stock line', async ({ page }) => {
      const errors = watchErrors(page, { allowClientErrors: true });
      const staff = await makeStaff('Amaka');
      await signIn(page, staff.email, staff.password, '/admin');

      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'My alerts' }).click();
      await expect(page.getByRole('heading', { name: 'My alerts' })).toBeVisible();
      const form = page.getByRole('form', { name: 'My alerts' });
      // Nothing is chosen for a new staff member; each choice says what it is for.
      const all = [
        'An order is paid',
        'A bank transfer to confirm',
        'A refund failed',
        'Stock running low',
        'Morning summary',
      ];
      for (const name of all) await expect(form.getByRole('checkbox', { name })).not.toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Stock running low' })).toHaveAccessibleDescription(
        /low-stock line/,
      );
      await form.getByRole('checkbox', { name: 'An order is paid' }).check();
      await form.getByRole('checkbox', { name: 'Stock running low' }).check();
      await form.getByRole('checkbox', { name: 'Morning summary' }).check();
      await form.getByRole('button', { name: 'Save my alerts' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.reload();
      await expect(form.getByRole('checkbox', { name: 'An order is paid' })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Stock running low' })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Morning summary' })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'A bank transfer to confirm' })).not.toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'A refund failed' })).not.toBeChecked();
      expect((await (await page.request.get('/api/admin/alerts/')).json()).alerts).toEqual([
        'order_paid',
        'low_stock',
        'morning_summary',
      ]);

      // A product's own low-stock line, on its edit page.
      const categories = await (await page.request.get('/api/categories/?include_products=false')).json();
      const created = await page.request.post('/api/admin/products/', {
        data: {
          title: `Alert pepper ${Date.now()}`,
          category_id: categories[0].id,
          price_usd: '2.00',
          price_ngn: '1000',
          quantity: 20,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const product = await created.json();
      await page.goto(`/admin/products/${product.id}`);
      const details = page.getByRole('form', { name: 'Product details' });
      const threshold = details.getByLabel('Low-stock alert at');
      await expect(threshold).toHaveValue('');
      await expect(threshold).toHaveAccessibleDescription(/shop's default \(\d+\)/);
      await threshold.fill('25');
      await details.getByRole('button', { name: 'Save product' }).click();
      await expect(details.getByRole('status').filter({ hasText: 'The product has been saved.' })).toBeVisible();
      await page.reload();
      await expect(details.getByLabel('Low-stock alert at')).toHaveValue('25');
      // 20 in stock, at or below its own line of 25: in the low-stock list.
      await page.goto(`/admin/products?low_stock=1&q=${encodeURIComponent(product.title)}`);
      await expect(page.locator('.admin-table tbody tr').filter({ hasText: product.title })).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('alerts to staff without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the choice is saved by a plain form post', async ({ page }) => {
    const staff = await makeStaff('Sani');
    await signIn(page, staff.email, staff.password, '/admin/alerts');
    const form = page.getByRole('form', { name: 'My alerts' });
    await form.getByRole('checkbox', { name: 'A bank transfer to confirm' }).check();
    await form.getByRole('checkbox', { name: 'A refund failed' }).check();
    await form.getByRole('button', { name: 'Save my alerts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.goto('/admin/alerts');
    await expect(form.getByRole('checkbox', { name: 'A bank transfer to confirm' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'A refund failed' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'An order is paid' })).not.toBeChecked();
  });
});
