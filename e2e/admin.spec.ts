import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { holdRequests } from './support/hold-requests';
import { hydrated } from './support/hydrated';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { expectToastShown, recordToasts, toast } from './support/toasts';
import { watchErrors } from './support/page-errors';

const productImage = path.resolve('e2e/fixtures/product.jpg');

/** My Orders' row of one order, freshly loaded. */
async function myOrderRow(page: Page, orderRef: string) {
  await page.goto('/dashboard/my-orders');
  return page.locator('.orders-table tbody tr').filter({ hasText: orderRef });
}

test('staff add a product with an image → a customer orders it to an unpriced address → staff set the fees → the customer pays → staff process and deliver it', async ({
  browser,
}) => {
  // Two people, a staff sign-in with its second step and some sixty steps: on a busy 2-core machine
  // the whole journey took 90 s once (every step passed; 1.5–3.7 s each), so it gets the time a
  // journey of this length needs there. Each step still waits for its own state, not a time.
  test.setTimeout(180_000);
  const staffAccount = await makeStaff('Ngozi');
  const staff = await browser.newPage();
  const staffErrors = watchErrors(staff, { allowClientErrors: true });
  await recordToasts(staff);
  await signIn(staff, staffAccount.email, staffAccount.password, '/admin');
  await expect(staff.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // 1. Add a product with an image.
  const title = `Journey Suya Pepper ${Date.now()}`;
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await staff.getByRole('link', { name: 'Add product' }).click();
  await expect(staff.getByRole('heading', { name: 'Add product' })).toBeVisible();
  await staff.getByLabel('Title').fill(title);
  await staff.getByLabel('Description').fill('Roasted groundnut, ginger and chilli, from Kano.');
  await staff.getByLabel('Category').selectOption({ label: 'Spices' });
  await staff.getByLabel('Price in US dollars ($)').fill('6.50');
  await staff.getByLabel('Price in naira (₦)').fill('4,500');
  await staff.getByLabel('Stock').fill('20');
  await staff.getByLabel(/^Image/).setInputFiles(productImage);
  // The form is held while it is sent, so that its "Please Wait!!" toast shows on a machine of any speed
  // (by the running page: before hydration the form posts as plain HTML, without a toast).
  await hydrated(staff);
  let release = await holdRequests(staff, '**/admin/products/new.data*', 'POST');
  await staff.getByRole('button', { name: 'Add product' }).click();
  await expect(toast(staff, 'Processing... Please Wait!!')).toBeVisible();
  release();
  await expect(staff).toHaveURL(/\/admin\/products\/\d+$/);
  await expectToastShown(staff, 'Your Product is Successfully added!!!');
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  const productId = Number(staff.url().split('/').pop());
  const picture = staff.getByAltText(`Current image of ${title}`);
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/products\/[0-9a-f]{32}-\d+\.(avif|webp)$/,
  );
  await expect(staff.getByText('Opening stock')).toBeVisible();

  // 2. Shoppers see it in its category, with responsive variants for the storefront's srcset.
  const customerPage = await browser.newPage();
  const customerErrors = watchErrors(customerPage, { allowClientErrors: true });
  const listed = (await (await customerPage.request.get('/api/products/?category=spices&limit=100')).json()) as {
    id: number;
    title: string;
    price: number;
    price_naira: number;
    images: { webp: string; avif: string } | null;
  }[];
  const product = listed.find((p) => p.id === productId);
  expect(product).toMatchObject({ title, price: 6.5, price_naira: 4500 });
  expect(product!.images!.webp).toMatch(/ 320w, .* 640w, .* 1024w$/);
  for (const entry of product!.images!.avif.split(', ')) {
    const res = await customerPage.request.get(entry.split(' ')[0]!);
    expect(res.headers()['content-type']).toBe('image/avif');
  }
  const inCategory = await customerPage.request.get('/api/all-products?category=spices');
  expect((await inCategory.json()).map((p: { id: number }) => p.id)).toContain(productId);

  // 3. A customer orders it to Accra, which no fee rule covers.
  const customer = await registerCustomer(customerPage.request, 'Chidi');
  expect((await customerPage.request.post('/api/cart/items/', { data: { product_id: productId } })).ok()).toBe(true);
  await customerPage.goto('/place-order');
  // The address form's selects follow the page's state: wait for it to run.
  await customerPage.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await customerPage.getByLabel('Street address').fill('5 Independence Avenue');
  await customerPage.getByLabel('City').fill('Accra');
  await customerPage.getByLabel('State/region').fill('Greater Accra');
  await customerPage.getByLabel('Country').selectOption('GH');
  await customerPage.getByLabel('Postal code').fill('GA-100');
  await customerPage.getByLabel('Phone').fill('+233 30 266 4000');
  await customerPage.getByRole('button', { name: 'Place your Order' }).click();
  const placed = customerPage.getByRole('dialog', { name: 'Order Placed Successfully' });
  await expect(placed).toBeVisible();
  const orderRef = (await placed.locator('strong').textContent())!;
  let row = await myOrderRow(customerPage, orderRef);
  await expect(row).toContainText('Awaiting review');
  await expect(row.getByRole('link', { name: /Make Payment/ })).toHaveCount(0);

  // 4. Staff find it waiting for review and set the fees.
  await staff.goto('/admin');
  await staff.getByRole('link', { name: 'Review orders' }).click();
  await staff.getByRole('link', { name: orderRef }).click();
  await expect(staff.getByRole('heading', { name: `Order ${orderRef}` })).toBeVisible();
  await expect(staff.getByText('Needs review')).toBeVisible();
  const review = staff.getByRole('form', { name: 'Review: set the fees' });
  await review.getByLabel('Shipping cost ($)').fill('4.00');
  await review.getByLabel('Freight fee ($)').fill('12.50');
  await review.getByLabel('Handling fee ($)').fill('1.25');
  await review.getByLabel('Packaging fee ($)').fill('0.75');
  await review.getByLabel('Insurance fee ($)').fill('0.30');
  await review.getByRole('button', { name: 'Save the fees and notify the customer' }).click();
  // $6.50 + $4.00 + $12.50 + $1.25 + $0.75 + $0.30
  await expect(staff.locator('.admin-total')).toContainText('$25.30');
  await expect(staff.getByText('Needs review')).toHaveCount(0);
  await expectToastShown(staff, 'The fees are set and the customer has been e-mailed');
  await expect
    .poll(async () => (await waitForMail(customer.email)).subject, { timeout: 15_000 })
    .toBe(`Your Oja order ${orderRef} is ready for payment`);
  expect((await waitForMail(customer.email)).text).toContain('Total to pay: $25.30');

  // 5. The customer can pay now, and pays (the built-in test provider stands in for Paystack).
  row = await myOrderRow(customerPage, orderRef);
  await row.getByRole('link', { name: 'Make Payment ($25.30)' }).click();
  await expect(customerPage).toHaveURL(`/checkout?order_id=${orderRef}`);
  await customerPage.getByRole('button', { name: /Make Payment/ }).click();
  await customerPage.getByRole('button', { name: 'Pay $25.30 (success)' }).click();
  await expect(customerPage.getByRole('dialog', { name: 'Payment Status' })).toContainText('Payment successful');
  row = await myOrderRow(customerPage, orderRef);
  await expect(row).toContainText('Order opened');

  // 6. Staff process, then deliver it; the customer sees each status.
  await staff.reload();
  await expect(staff.getByRole('region', { name: 'Payments' })).toContainText(
    /\$25\.30 by test \(.+\): success, verified/,
  );
  await hydrated(staff);
  release = await holdRequests(staff, /\/admin\/orders\/\d+\.data/, 'POST');
  await staff.getByRole('button', { name: 'Mark as processed' }).click();
  await expect(toast(staff, 'updating... Please Wait!!')).toBeVisible();
  release();
  await expect(staff.locator('.admin-order-state')).toContainText('Order processed');
  await expectToastShown(staff, 'Order is processed');
  row = await myOrderRow(customerPage, orderRef);
  await expect(row).toContainText('Order processed');

  await staff.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(staff.locator('.admin-order-state')).toContainText('Order delivered');
  await expectToastShown(staff, 'Order is delivered');
  await expect(staff.getByRole('region', { name: 'History' })).toContainText('processed → delivered by Ngozi Eze');
  row = await myOrderRow(customerPage, orderRef);
  await expect(row).toContainText('Order delivered');
  // The sender delivers each change's e-mail within seconds, the delivery last.
  await expect
    .poll(async () => (await waitForMail(customer.email)).subject, { timeout: 15_000 })
    .toBe(`Your Oja order ${orderRef} has been delivered`);

  expect(staffErrors).toEqual([]);
  expect(customerErrors).toEqual([]);
});
