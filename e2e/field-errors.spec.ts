import { expect, test } from '@playwright/test';
import { makeStaff, signIn } from './support/staff';

test('a field the API refuses shows the API’s message beside that field, not only above the form', async ({ page }) => {
  const staff = await makeStaff('Bisi');
  await signIn(page, staff.email, staff.password, '/admin/products/new');
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();

  // The browser and the page's action accept it; only the API knows a sale price must be lower.
  await page.getByLabel('Title').fill(`Field Error Pepper ${Date.now()}`);
  await page.getByLabel('Category').selectOption({ label: 'Spices' });
  await page.getByLabel('Price in US dollars ($)').fill('6.50');
  await page.getByLabel('Price in naira (₦)').fill('4,500');
  await page.getByLabel('Sale price in US dollars (optional)').fill('9.00');
  await page.getByRole('button', { name: 'Add product' }).click();

  const sale = page.getByLabel('Sale price in US dollars (optional)');
  await expect(sale).toHaveAttribute('aria-invalid', 'true');
  await expect(sale).toHaveAccessibleDescription(/a sale price must be above zero and below the regular price/);
  await expect(page.getByLabel('Price in US dollars ($)')).not.toHaveAttribute('aria-invalid', 'true');
  // Nothing was added: the page is still the empty form, with what was typed kept.
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(sale).toHaveValue('9.00');
});
