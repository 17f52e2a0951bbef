import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydrated';
import { watchErrors } from './support/page-errors';

/** A new customer, signed in in this browser context, with one product in the cart. */
async function customerWithCart(page: Page) {
  const account = {
    first_name: 'Ngozi',
    last_name: 'Adeyemi',
    email: `addr-${randomUUID().slice(0, 8)}@example.com`,
    password: 'journey-pass-1',
  };
  expect((await page.request.post('/api/register/', { data: account })).status()).toBe(201);
  await fillCart(page);
  return account;
}

async function fillCart(page: Page) {
  const products = (await (await page.request.get('/api/products/?sort=rating&limit=21')).json()) as {
    id: number;
    quantity: number;
  }[];
  const inStock = products.filter((p) => p.quantity > 5);
  const product = inStock[Math.floor(Math.random() * inStock.length)]!;
  expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
}

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`Nigerian addresses (${label})`, () => {
    test.use({ viewport });

    test('state → LGA selects, a local phone, the draft surviving a refresh, the address prefilled next time', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await customerWithCart(page);
      await page.goto('/place-order');
      await hydrated(page);

      // The country list: Nigeria first, then by name (the United Kingdom among the U's).
      const names = await page.getByLabel('Country').locator('option').allTextContents();
      expect(names.slice(0, 2)).toEqual(['Choose your country', 'Nigeria']);
      const rest = names.slice(2);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
      expect(rest.indexOf('United Kingdom')).toBeGreaterThan(rest.indexOf('Uganda'));

      await page.getByLabel('Country').selectOption('NG');
      const lga = page.getByLabel('Local government area');
      await expect(lga).toBeDisabled();
      await page.getByLabel('State', { exact: true }).selectOption('Lagos');
      await expect(lga).toBeEnabled();
      await expect(lga.locator('option')).toHaveCount(21); // the prompt and Lagos's 20 LGAs
      await lga.selectOption('Ikeja');
      await page.getByLabel('Street address').fill('3 Allen Avenue');
      await page.getByLabel('City').fill('Ikeja');
      await page.getByLabel('Phone').fill('0803 123 4567');
      await expect(page.getByLabel('Postal code')).not.toHaveAttribute('required');

      // A refresh keeps what was typed (this tab only).
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel('Street address')).toHaveValue('3 Allen Avenue');
      await expect(page.getByLabel('State', { exact: true })).toHaveValue('Lagos');
      await expect(lga).toHaveValue('Ikeja');
      await expect(page.getByLabel('Phone')).toHaveValue('0803 123 4567');

      const summary = page.locator('.order-summary');
      await expect(summary.getByText('Handling Fee')).toBeVisible();
      await page.getByRole('button', { name: 'Place your Order' }).click();
      const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
      await expect(placed).toBeVisible();
      const orderId = (await placed.locator('strong').textContent())!;
      const [order] = await (await page.request.get(`/api/orders/?order_id=${orderId}`)).json();
      expect(order).toBeTruthy();
      // The draft goes once the page has the order's answer.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('oja:checkout-address'))).toBeNull();

      // The next order starts from the saved address, the phone as stored (+234…).
      await fillCart(page);
      await page.goto('/place-order');
      await hydrated(page);
      await expect(page.getByLabel('Deliver to a saved address')).toContainText('Default: 3 Allen Avenue');
      await expect(page.getByLabel('Street address')).toHaveValue('3 Allen Avenue');
      await expect(page.getByLabel('State', { exact: true })).toHaveValue('Lagos');
      await expect(lga).toHaveValue('Ikeja');
      await expect(page.getByLabel('Phone')).toHaveValue('+2348031234567');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
    });

    test('the address book in the profile: add, make default, edit, delete', async ({ page }) => {
      const errors = watchErrors(page);
      await customerWithCart(page);
      await page.goto('/dashboard/addresses');
      await hydrated(page);
      await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

      await page.getByLabel('Country').selectOption('NG');
      await page.getByLabel('State', { exact: true }).selectOption('Federal Capital Territory');
      await page.getByLabel('Local government area').selectOption('Bwari');
      await page.getByLabel('Street address').fill('9 Kubwa Road');
      await page.getByLabel('City').fill('Kubwa');
      await page.getByLabel('Phone').fill('803 555 0101');
      await page.getByRole('button', { name: 'Save the address' }).click();
      const cards = page.getByTestId('saved-address');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Default');
      await expect(cards.first()).toContainText('9 Kubwa Road, Kubwa, Bwari, Federal Capital Territory, Nigeria');
      await expect(cards.first()).toContainText('+234 803 555 0101');

      // Another country keeps its own fields: a free-text state and a postal code.
      await page.getByLabel('Country').selectOption('GB');
      await expect(page.getByLabel('Local government area')).toHaveCount(0);
      await page.getByLabel('State/region').fill('Greater London');
      await page.getByLabel('Street address').fill('10 Downing Street');
      await page.getByLabel('City').fill('London');
      await page.getByLabel('Postal code').fill('SW1A 2AA');
      await page.getByLabel('Phone').fill('+44 20 7946 0958');
      await page.getByRole('button', { name: 'Save the address' }).click();
      await expect(cards).toHaveCount(2);
      const london = cards.filter({ hasText: '10 Downing Street' });
      await london.getByRole('button', { name: 'Make default' }).click();
      await expect(cards.first()).toContainText('10 Downing Street');
      await expect(cards.first()).toContainText('Default');

      const kubwa = cards.filter({ hasText: '9 Kubwa Road' });
      await kubwa.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: 'Edit the address' })).toBeVisible();
      await expect(page.getByLabel('Local government area')).toHaveValue('Bwari');
      await page.getByLabel('Street address').fill('11 Kubwa Road');
      await page.getByRole('button', { name: 'Save the address' }).click();
      await expect(cards.filter({ hasText: '11 Kubwa Road' })).toHaveCount(1);

      await page.getByRole('button', { name: 'Delete 10 Downing Street' }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Default');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
    });
  });
}
