import { expect, test } from '@playwright/test';
import { makeStaff, signIn } from './support/staff';
import { watchErrors } from './support/page-errors';

// The back office's audit log (issue 36): staff find who changed a price, by who, what and when,
// and page through it, on a 360 px phone and on a desktop.

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`the audit log (${label})`, () => {
    test.use({ viewport });

    test('staff find a price change by who, what and when, and page through the entries', async ({ page }) => {
      test.setTimeout(300_000);
      const errors = watchErrors(page, { allowClientErrors: true });
      const staff = await makeStaff('Kemi');
      await signIn(page, staff.email, staff.password, '/admin');

      // 21 price changes of a new product through the API, in this staff member's session: 22 entries.
      const categories = await (await page.request.get('/api/categories/?include_products=false')).json();
      const created = await page.request.post('/api/admin/products/', {
        data: {
          title: `Audit pepper ${Date.now()}`,
          category_id: categories[0].id,
          price_usd: '2.00',
          price_ngn: '1000',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const product = await created.json();
      for (let i = 1; i <= 21; i++) {
        const changed = await page.request.patch(`/api/admin/products/${product.id}`, {
          data: { price_ngn: String(1000 + i) },
        });
        expect(changed.status()).toBe(200);
      }

      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      const filters = page.getByRole('form', { name: 'Filter the audit log' });
      await filters.getByLabel('Staff e-mail').fill(staff.email);
      await filters.getByRole('button', { name: 'Filter' }).click();
      const pages = page.getByRole('navigation', { name: 'Audit log pages' });
      // The shop's one pagination (decision 0070): numbered pages, the current one marked.
      await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(2);
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      const rows = page.locator('.admin-table tbody tr');
      await expect(rows).toHaveCount(20);
      // Newest first: the last change, from what to what, by whom.
      await expect(rows.first()).toContainText('product.update');
      await expect(rows.first()).toContainText('price_ngn_kobo: 102000 → 102100');
      await expect(rows.first()).toContainText(staff.email);

      await pages.getByRole('link', { name: 'Next' }).click();
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(rows).toHaveCount(2);
      await expect(rows.last()).toContainText('product.create');
      await expect(rows.last()).toContainText('price_ngn_kobo: — → 100000');

      // What: only the creation; when: today has them all, a day long ago none.
      await filters.getByLabel('Action').selectOption('product.create');
      await filters.getByRole('button', { name: 'Filter' }).click();
      await expect(rows).toHaveCount(1);
      await expect(page).toHaveURL(/action=product\.create/);
      await expect(page).not.toHaveURL(/page=2/);
      await filters.getByLabel('Action').selectOption('');
      await filters.getByLabel('Id or reference').fill(String(product.id));
      await filters.getByLabel('From', { exact: true }).fill('2020-01-01');
      await filters.getByLabel('To', { exact: true }).fill('2020-01-02');
      await filters.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByText('No entries.')).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
    });
  });
}
