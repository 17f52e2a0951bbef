import { expect, test, type APIRequestContext } from '@playwright/test';
import { ibadanAddress } from '@oja/testing/factories/addresses';
import { deliverableAnywhere } from './support/products';
import { makeStaff, registerCustomer, signIn } from './support/staff';

/** Journeys of the reservation policy and the order currency (docs/decisions/0019-…). */

async function productInStock(request: APIRequestContext) {
  const res = await request.get('/api/products/?sort=rating&limit=21');
  const products: { id: number; title: string; quantity: number; category: number }[] = await res.json();
  // Picked at random, so that journeys running at the same time rarely share stock; sent to Oyo and
  // priced for the UK, so not fresh food (Lagos only).
  const stocked = (await deliverableAnywhere(request, products)).filter((p) => p.quantity >= 10);
  return stocked[Math.floor(Math.random() * stocked.length)]!;
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });

  test('the place-order page says which currency the delivery will be charged in, before placing', async ({ page }) => {
    await registerCustomer(page.request, 'Tolu');
    const product = await productInStock(page.request);
    expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);

    await page.goto('/place-order');

    // The address form's selects follow the page's state: wait for it to run.

    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    const summary = page.locator('.order-summary');
    const notice = summary.getByRole('status').filter({ hasText: 'charged in' });
    await expect(summary.locator('.summary-total')).toContainText('$'); // browsing in dollars
    await expect(async () => {
      await page.getByLabel('Country').selectOption('NG');
      await expect(notice).toContainText('Delivered to Nigeria: this order is priced and charged in naira (₦).', {
        timeout: 1000,
      });
    }).toPass();
    await expect(notice).toContainText('The shop shows you prices in US dollars ($)');
    await expect(summary.locator('.summary-total')).toContainText('₦');
    await notice.scrollIntoViewIfNeeded();
    await expect(notice).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('Country').selectOption('GB');
    await expect(notice).toContainText(
      'Delivered to United Kingdom: this order is priced and charged in US dollars ($).',
    );
    await expect(notice).not.toContainText('The shop shows you prices');
    await expect(summary.locator('.summary-total')).toContainText('$');

    // Placed for Nigeria while browsing in dollars: the order is in naira, as the notice said.
    await page.getByLabel('Country').selectOption('NG');
    await page.getByLabel('Street address').fill('12 Broad Street');
    await page.getByLabel('City').fill('Lagos Island');
    await page.getByLabel('Country').selectOption('NG');
    await page.getByLabel('State', { exact: true }).selectOption('Lagos');
    await page.getByLabel('Local government area').selectOption('Lagos Island');
    await page.getByLabel('Postal code').fill('101001');
    await page.getByLabel('Phone').fill('+234 803 123 4567');
    await expect(summary.getByText('Handling Fee')).toBeVisible();
    await page.getByRole('button', { name: 'Place your Order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
    await expect(placed).toBeVisible();
    const orderId = (await placed.locator('strong').textContent())!;
    const [order] = await (await page.request.get(`/api/orders/?order_id=${orderId}`)).json();
    expect(order.currency).toBe('NGN');
  });
});

test('staff see which unpaid orders hold what, from the back-office menu', async ({ page, browser }) => {
  const shopper = await browser.newContext();
  await registerCustomer(shopper.request, 'Kunle');
  const product = await productInStock(shopper.request);
  const res = await shopper.request.post('/api/place-order/', {
    data: {
      address: ibadanAddress,
      items: [{ item: { id: product.id }, quantity: 3 }],
    },
  });
  expect(res.status()).toBe(201);
  const { order_id: orderRef } = await res.json();
  await shopper.close();

  const staff = await makeStaff('Halima');
  await signIn(page, staff.email, staff.password, '/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reservations' }).click();
  await expect(page.getByRole('heading', { name: 'Reservations' })).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: orderRef });
  await expect(row).toContainText('3 units');
  await expect(row).toContainText(`3 × ${product.title}`);
  await expect(row).toContainText('Kunle Adeyemi');
  await expect(row.getByRole('link', { name: /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/ })).toBeVisible();
});
