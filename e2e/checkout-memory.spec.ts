import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/**
 * What the place-order page keeps and offers (QA E18): the SMS tick and the voucher survive a
 * refresh as the address does, and a full address book is said, not silently skipped.
 */

/** A product in stock at a naira price below the free-shipping threshold. */
async function fillCart(request: APIRequestContext) {
  const res = await request.get('/api/products/?sort=rating&limit=21');
  const products: { id: number; quantity: number; price_naira: number }[] = await res.json();
  const fit = products.filter((p) => p.quantity >= 10 && p.price_naira >= 1_000 && p.price_naira < 20_000);
  const product = fit[Math.floor(Math.random() * fit.length)]!;
  expect((await request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
}

const lagos = (street: string) => ({
  street,
  city: 'Ikeja',
  state: 'Lagos',
  lga: 'Ikeja',
  country: 'NG',
  postal_code: '',
  phone: '0803 123 4567',
});

test.use({ viewport: { width: 360, height: 740 }, locale: 'en-NG' });

test('a refresh keeps the SMS tick and the voucher, applied again; one no longer valid is refused as when typed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // a staff account with two-step sign-in first
  const staffAccount = await makeStaff('Funmi');
  const staff = await browser.newPage();
  await signIn(staff, staffAccount.email, staffAccount.password, '/admin');
  const code = `KEEP${randomUUID().slice(0, 6).toUpperCase()}`;
  const made = await staff.request.post('/api/admin/vouchers/', { data: { code, kind: 'percent', percent: 10 } });
  expect(made.status()).toBe(201);
  const voucherId = ((await made.json()) as { id: number }).id;

  await registerCustomer(page.request, 'Kemi');
  await fillCart(page.request);
  await page.goto('/place-order');
  await hydrated(page);
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('State', { exact: true }).selectOption('Lagos');
  await page.getByLabel('Local government area').selectOption('Ikeja');
  await page.getByLabel('Street address').fill('3 Allen Avenue');
  await page.getByLabel('City').fill('Ikeja');
  await page.getByLabel('Phone').fill('0803 123 4567');
  const sms = page.getByLabel('Send me order updates by SMS');
  await sms.check();
  const summary = page.locator('.order-summary');
  await summary.getByLabel('Voucher code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  const discount = summary.locator('.summary-discount', { hasText: `Voucher ${code}` });
  await expect(discount.locator('dd')).toHaveText(/^−₦/);
  const total = (await summary.locator('.summary-total dd').textContent())!;

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Street address')).toHaveValue('3 Allen Avenue');
  await expect(sms).toBeChecked();
  await expect(summary.locator('.voucher-applied')).toContainText(`Voucher ${code} applied`);
  await expect(discount.locator('dd')).toHaveText(/^−₦/);
  await expect(summary.locator('.summary-total dd')).toHaveText(total);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The voucher ends meanwhile: the next refresh says so, as when it is typed, and removes it.
  expect((await staff.request.patch(`/api/admin/vouchers/${voucherId}`, { data: { active: false } })).ok()).toBe(true);
  await staff.close();
  await page.reload();
  await hydrated(page);
  await expect(summary.getByRole('alert')).toContainText(`The voucher code ${code} is not valid.`);
  await expect(summary.getByRole('alert')).toContainText('The voucher has been removed.');
  await expect(discount).toHaveCount(0);
  await expect(summary.getByLabel('Voucher code')).toBeVisible();
  await expect(sms).toBeChecked();

  // Unticked, it stays unticked after a refresh (the voucher, removed, does not come back).
  await sms.uncheck();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Street address')).toHaveValue('3 Allen Avenue');
  await expect(sms).not.toBeChecked();
  await expect(summary.locator('.voucher-applied')).toHaveCount(0);
  await expect(summary.getByRole('alert')).toHaveCount(0);
});

test('a full address book: no save tick, and the line that says how to make room', async ({ page }) => {
  await registerCustomer(page.request, 'Tunde');
  for (let i = 1; i <= 10; i++) {
    const res = await page.request.post('/api/account/addresses/', { data: { address: lagos(`${i} Allen Avenue`) } });
    expect(res.status()).toBe(201);
  }
  await fillCart(page.request);
  await page.goto('/place-order');
  await hydrated(page);
  const save = page.getByLabel('Save this address in my address book');
  await expect(save).toBeDisabled();
  await expect(save).not.toBeChecked();
  const full = page.locator('#save-address-full');
  await expect(full).toHaveText(
    'Your address book is full (10 addresses). To save this one, first delete one you no longer use in your address book.',
  );
  await expect(save).toHaveAccessibleDescription(/Your address book is full \(10 addresses\)/);
  await expect(full.getByRole('link', { name: 'your address book' })).toHaveAttribute('href', '/dashboard/addresses');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Nine addresses: the tick is offered, ticked, as before.
  const book = (await (await page.request.get('/api/account/addresses/')).json()) as { addresses: { id: number }[] };
  expect((await page.request.delete(`/api/account/addresses/${book.addresses.at(-1)!.id}`)).ok()).toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(save).toBeEnabled();
  await expect(save).toBeChecked();
  await expect(full).toHaveCount(0);
});
