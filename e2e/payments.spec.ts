import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { waitForMail } from './support/mailbox';
import { watchErrors } from './support/page-errors';

/** A new customer, signed in in this browser context (the API sets the session cookie). */
async function signUp(page: Page) {
  const account = {
    first_name: 'Tunde',
    last_name: 'Bello',
    email: `pay-${randomUUID().slice(0, 8)}@example.com`,
    password: 'journey-pass-1',
  };
  expect((await page.request.post('/api/register/', { data: account })).status()).toBe(201);
  return account;
}

/** An order to a Lagos address (reviewed at once by the fee rules), placed through the API. */
async function placeLagosOrder(page: Page): Promise<string> {
  const [product] = await (await page.request.get('/api/products/?sort=rating&limit=1')).json();
  expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  const res = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
  expect(res.status()).toBe(201);
  const order = await res.json();
  expect(order.order_reviewed).toBe(true);
  return order.order_id;
}

const row = (page: Page, orderId: string) => page.locator('.orders-table tbody tr').filter({ hasText: orderId });

/** My Orders → Pay → the checkout page → Make Payment → the test provider's page. */
async function goToTestPaymentPage(page: Page, orderId: string) {
  await page.goto('/dashboard/my-orders');
  await row(page, orderId)
    .getByRole('link', { name: /^Make Payment \(₦[\d,.]+\)$/ })
    .click();
  await expect(page).toHaveURL(`/checkout?order_id=${orderId}`);
  await expect(page.getByRole('heading', { name: `Your Order #${orderId} Summary` })).toBeVisible();
  const pay = page.getByRole('button', { name: /Make Payment/ });
  await expect(pay).toContainText('TEST MODE — no real money');
  await pay.click();
  await expect(page).toHaveURL(/\/payments\/test\/OJA-/);
  await expect(page.getByText('TEST MODE — no real money')).toBeVisible();
}

test('place an order to Lagos → pay with the test provider → "Order opened" in My Orders, and the e-mail', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const account = await signUp(page);

  // The order, placed through the pages.
  await page.goto('/');
  const card = page.locator('.sample .product-card').first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(card.getByRole('button', { name: 'In cart' })).toBeDisabled();
  await page.goto('/place-order');
  // The address form's selects follow the page's state: wait for it to run.
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Street address').fill(lagosAddress.street);
  await page.getByLabel('City').fill(lagosAddress.city);
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('State', { exact: true }).selectOption(lagosAddress.state);
  await page.getByLabel('Local government area').selectOption('Lagos Island');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('Postal code').fill(lagosAddress.postal_code);
  await page.getByLabel('Phone').fill(lagosAddress.phone);
  await expect(page.locator('.order-summary').getByText('Handling Fee')).toBeVisible();
  await page.getByRole('button', { name: 'Place your Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
  await expect(placed).toContainText('ready for payment');
  const orderId = (await placed.locator('strong').textContent())!;

  // The checkout: details read-only, the summary in naira with every fee.
  await goToTestPaymentPage(page, orderId);
  await expect(page.getByText(/Pay ₦[\d,.]+ \(success\)/)).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('Street address')).toHaveAttribute('readonly', '');
  const summary = page.locator('.checkout-summary');
  for (const label of ['Subtotal', 'Shipping Cost', 'Freight Fee', 'Handling Fee', 'Packaging Fee', 'Insurance Fee']) {
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(summary.locator('.summary-total')).toContainText(/TOTAL COST\s*₦[\d,]+/);
  const total = (await summary.locator('.summary-total dd').textContent())!;

  await page.getByRole('button', { name: /Make Payment/ }).click();
  await page.getByRole('button', { name: `Pay ${total} (success)` }).click();

  const status = page.getByRole('dialog', { name: 'Payment Status' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('TEST MODE — no real money');
  await expect(status).toContainText('Payment successful');
  await expect(status).toContainText(`We received ${total} for order #${orderId}`);
  await expect(status).toContainText('“Order opened”');
  // Paid: no more Make Payment on the checkout.
  await expect(page.getByRole('button', { name: /Make Payment/ })).toHaveCount(0);

  await status.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL('/dashboard/my-orders');
  await expect(row(page, orderId)).toContainText('Order opened');
  await expect(row(page, orderId).getByRole('link', { name: /Make Payment/ })).toHaveCount(0);
  await expect(page.locator('.order-tile-pending .order-tile-count')).toHaveText('0');

  const mail = await waitForMail(account.email, `[TEST] Payment received for order ${orderId}`);
  expect(mail.text).toContain(`We have received your payment of ${total} for order ${orderId}`);
  expect(errors).toEqual([]);
});

for (const { choice, title } of [
  { choice: 'Decline the payment (failure)', title: 'Payment failed' },
  { choice: 'Cancel and go back (abandon)', title: 'Payment cancelled' },
]) {
  test(`${title.toLowerCase()}: the order stays awaiting payment and Pay is still offered`, async ({ page }) => {
    const errors = watchErrors(page);
    await signUp(page);
    const orderId = await placeLagosOrder(page);
    await goToTestPaymentPage(page, orderId);
    await page.getByRole('button', { name: choice }).click();

    const status = page.getByRole('dialog', { name: 'Payment Status' });
    await expect(status).toContainText(title);
    await expect(status).toContainText(`Order #${orderId} has not been paid.`);
    await expect(status).toContainText('TEST MODE — no real money');
    await expect(status).not.toContainText('successful');
    await status.getByRole('link', { name: 'Try again' }).click();
    await expect(status).toBeHidden();
    await expect(page).toHaveURL(`/checkout?order_id=${orderId}`);
    await expect(page.getByRole('button', { name: /Make Payment/ })).toBeEnabled();

    await page.goto('/dashboard/my-orders');
    await expect(row(page, orderId)).toContainText('Awaiting confirmation');
    await expect(row(page, orderId).getByRole('link', { name: /Make Payment/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the checkout of a missing or foreign order says it was not found (404)', async ({ page, browser }) => {
  await signUp(page);
  const orderId = await placeLagosOrder(page);

  const missing = await page.goto('/checkout');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();

  const stranger = await browser.newPage();
  await signUp(stranger);
  const foreign = await stranger.goto(`/checkout?order_id=${orderId}`);
  expect(foreign?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(stranger.getByText(`We could not find order ${orderId} among your orders.`)).toBeVisible();
  await stranger.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('paying works with plain forms and links, and the Payment Status shows', async ({ page }) => {
    await signUp(page);
    const orderId = await placeLagosOrder(page);
    await goToTestPaymentPage(page, orderId);
    await page.getByRole('button', { name: /\(success\)$/ }).click();
    const status = page.getByRole('dialog', { name: 'Payment Status' });
    await expect(status).toContainText('Payment successful');
    await status.getByRole('link', { name: 'View My Orders' }).click();
    await expect(row(page, orderId)).toContainText('Order opened');
  });
});
