import { expect, test } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { waitForMail } from './support/mailbox';
import { makeStaff, registerCustomer, signIn } from './support/staff';

test('a payment made after the order was cancelled is refunded: the customer is told and e-mailed, staff see the refund', async ({
  page,
  browser,
}) => {
  const customer = await registerCustomer(page.request, 'Femi');
  const [product] = await (await page.request.get('/api/products/?sort=rating&limit=1')).json();
  expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  const placed = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
  expect(placed.status()).toBe(201);
  const order = await placed.json();

  // The customer opens the provider's page, cancels the order in another tab, then pays anyway.
  const started = await page.request.post(`/api/orders/${order.order_id}/payments/`);
  expect(started.status()).toBe(201);
  const { authorization_url: testPage } = await started.json();
  expect((await page.request.delete(`/api/orders/${order.id}/`)).status()).toBe(200);
  await page.goto(testPage);
  await page.getByRole('button', { name: /^Pay ₦[\d,.]+ \(success\)$/ }).click();

  await expect(page).toHaveURL(new RegExp(`/checkout\\?order_id=${order.order_id}`));
  const dialog = page.getByRole('dialog', { name: 'Payment Status' });
  await expect(dialog.getByText(`Payment received, but order #${order.order_id} is closed`)).toBeVisible();
  await expect(dialog.getByText('Paid after the order was cancelled: this payment will be refunded.')).toBeVisible();

  await expect
    .poll(async () => (await waitForMail(customer.email)).subject, { timeout: 15_000 })
    .toBe(`[TEST] Refund of your payment for order ${order.order_id}`);
  expect((await waitForMail(customer.email)).text).toMatch(/We are refunding the whole ₦[\d,.]+ through/);

  // Staff see the refund on the order, accepted by the (test) provider.
  const staff = await makeStaff('Kemi');
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff.email, staff.password, `/admin/orders/${order.id}`);
  const refunds = staffPage.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('refunded by the provider')).toBeVisible();
  await expect(refunds.getByText(/Provider refund TEST-RF-\d+ \(processed\)/)).toBeVisible();
  await expect(refunds.getByText('Paid after the order was cancelled: this payment will be refunded.')).toBeVisible();
  // It went through, so the dashboard has no refund for staff to chase.
  await staffPage.goto('/admin');
  await expect(staffPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(staffPage.getByRole('region', { name: 'Refunds not through' }).getByText(order.order_id)).toHaveCount(0);
  await staffContext.close();
});
