import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { makeStaff, registerCustomer, signIn } from './support/staff';

/**
 * A product review whose request gets no answer: an error toast with the reason and a Retry, the
 * form keeps what was typed, and the Retry saves the review.
 */

interface ApiProduct {
  id: number;
  slug: string;
  quantity: number;
}

/** The reviews hydrate after the page (decision 0032); before that their form posts as plain HTML. */
const reviewsHydrated = (page: Page) => page.locator('#reviews[data-hydrated]').waitFor({ state: 'attached' });

/** A delivered order of one product for the page's customer: paid with the test provider, moved on by staff. */
async function deliveredProduct(page: Page, staff: Page): Promise<ApiProduct> {
  const products = ((await (await page.request.get('/api/products/?limit=100')).json()) as ApiProduct[]).filter(
    (p) => p.quantity >= 3,
  );
  const product = products[Math.floor(Math.random() * products.length)]!;
  expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  const placed = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; order_id: string };
  const started = await page.request.post(`/api/orders/${order.order_id}/payments/`);
  const { payment } = (await started.json()) as { payment: { reference: string } };
  const paid = await page.request.post(`/payments/test/${payment.reference}`, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  // The browser's return from the provider: the shop verifies the payment now.
  expect((await page.request.get(paid.headers().location!)).ok()).toBe(true);
  for (const status of ['processed', 'delivered']) {
    const moved = await staff.request.post(`/api/admin/orders/${order.id}/status`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return product;
}

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`a failed review submission (${label})`, () => {
    test.use({ viewport });

    test('shows a toast with the reason and a Retry that saves the review', async ({ page, browser }) => {
      await registerCustomer(page.request, 'Chidi');
      const staffAccount = await makeStaff('Ngozi');
      const staff = await browser.newPage();
      await signIn(staff, staffAccount.email, staffAccount.password, '/admin/orders');
      const product = await deliveredProduct(page, staff);
      await staff.close();

      await page.goto(`/products/${product.slug}`);
      await reviewsHydrated(page);
      let sent = 0;
      await page.route(/\/review\.data/, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        sent += 1;
        return sent === 1 ? route.abort('internetdisconnected') : route.continue();
      });
      await page.getByLabel('Your rating').selectOption('4');
      // Its own words, so that journeys running at once on the same product never see each other's.
      const body = `Fresh and well packed; it came a day early (${randomUUID().slice(0, 8)}).`;
      await page.getByPlaceholder('Enter Your Valuable Review').fill(body);
      await page.getByRole('button', { name: 'Add Review' }).click();

      const failure = page.locator('.failure-toast').filter({ hasText: 'check your connection' });
      await expect(failure).toBeVisible();
      // The page stays as it was: what was typed is still there, no review was saved.
      await expect(page.getByPlaceholder('Enter Your Valuable Review')).toHaveValue(body);
      await expect(page.locator('.review').filter({ hasText: body })).toHaveCount(0);

      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Thank you! Your review has been published.').first()).toBeVisible();
      await expect(page.locator('.review').filter({ hasText: body })).toBeVisible();
      expect(sent).toBe(2);
    });
  });
}
