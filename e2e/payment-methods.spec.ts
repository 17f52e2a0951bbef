import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { waitForMail } from './support/mailbox';
import { waitForSms } from './support/sms-inbox';

/** Bank transfer and pay on delivery (docs/decisions/0033-bank-transfer-and-pay-on-delivery.md). */

/** A signed-in shopper's order to Lagos, placed through the API: checkout is what these journeys look at. */
async function placeOrder(request: APIRequestContext) {
  const products: { id: number; quantity: number; price_naira: number }[] = await (
    await request.get('/api/products/?sort=rating&limit=21')
  ).json();
  const fit = products.filter((p) => p.quantity >= 10 && p.price_naira < 20_000);
  const product = fit[Math.floor(Math.random() * fit.length)]!;
  expect((await request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  // Refused deliveries count per delivery phone (security review N7): each order its own number,
  // so other journeys' refusals never close pay on delivery for this one.
  const phone = `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const res = await request.post('/api/place-order/', { data: { address: { ...lagosAddress, phone } } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; order_id: string; order_total: number };
}

async function staffPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const account = await makeStaff('Kemi');
  const page = await browser.newPage({ viewport });
  await signIn(page, account.email, account.password, '/admin');
  return page;
}

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const [label, viewport] of [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport, locale: 'en-NG' });

    test('bank transfer: the shopper sees the account, amount and reference; staff confirm it; the order opens', async ({
      page,
      browser,
    }) => {
      const shopper = await registerCustomer(page.request, 'Ngozi');
      const order = await placeOrder(page.request);
      await page.goto(`/checkout?order_id=${order.order_id}`);
      await expect(page.getByRole('heading', { name: /Card, bank transfer or USSD via/ })).toBeVisible();
      await page.getByRole('button', { name: 'Pay by bank transfer' }).click();

      const details = page.getByRole('region', { name: 'Pay by bank transfer' });
      await expect(details).toContainText('Demo Bank (no real account)');
      await expect(details).toContainText('Oja Market Demo Ltd');
      await expect(details).toContainText('0123456789');
      await expect(details).toContainText(
        `₦${order.order_total.toLocaleString('en-NG', { minimumFractionDigits: 0 })}`,
      );
      const reference = (await details
        .locator('.transfer-row', { hasText: 'Reference' })
        .locator('.transfer-value')
        .textContent())!;
      expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      await expect(details.getByRole('button', { name: 'Copy reference' })).toBeVisible();
      await expect(details.getByRole('button', { name: 'Copy account number' })).toBeVisible();
      await noSideScroll(page, viewport.width);
      // The same details by e-mail.
      const mail = await waitForMail(shopper.email, `Bank transfer details for order ${order.order_id}`);
      expect(mail.text).toContain(reference);
      expect(mail.text).toContain('0123456789');

      // Staff find it in the queue and confirm the money arrived.
      const staff = await staffPage(browser, viewport);
      await staff.goto('/admin/transfers');
      const row = staff.locator('tr', { hasText: reference });
      await expect(row).toContainText(order.order_id);
      await row.getByRole('link', { name: order.order_id }).click();
      await expect(staff.getByRole('heading', { name: `Order ${order.order_id}` })).toBeVisible();
      await expect(staff.locator('.admin-facts')).toContainText('Bank transfer to the shop’s account');
      await staff.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      // Issue 30 (E16): staff type what arrived; the expected amount is not pre-filled.
      const amount = staff.getByLabel(/Amount received/);
      await expect(amount).toHaveValue('');
      await amount.fill(order.order_total.toFixed(2));
      await staff.getByLabel('Bank’s reference').fill('GTB/2611/0042');
      await staff.getByRole('button', { name: 'Confirm transfer received' }).click();
      await expect(staff.locator('.form-success')).toContainText('Transfer confirmed');
      await expect(staff.getByRole('region', { name: 'Bank transfer' })).toContainText('bank reference GTB/2611/0042');
      await staff.close();

      await page.reload();
      await expect(page.locator('.checkout-status')).toContainText('Order opened');
      await waitForMail(shopper.email, `Payment received for order ${order.order_id}`);
    });

    test('pay on delivery: the shopper verifies the phone by SMS, the order goes to processing; staff mark it paid', async ({
      page,
      browser,
    }) => {
      await registerCustomer(page.request, 'Emeka');
      const order = await placeOrder(page.request);
      await page.goto(`/checkout?order_id=${order.order_id}`);
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      const choice = page.locator('.payment-choice', { has: page.getByRole('heading', { name: 'Pay on delivery' }) });
      await expect(choice).toContainText('Verify your phone number first');
      // A number of its own, so that the code found is this journey's.
      const local = `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      await choice.getByLabel('Your mobile number').fill(local);
      await choice.getByRole('button', { name: 'Send me a code' }).click();
      const code = (await waitForSms(`+234${local.slice(1)}`, /code is (\d{6})/))[1]!;
      await choice.getByLabel('Code from the SMS').fill(code);
      await choice.getByRole('button', { name: 'Verify' }).click();
      await noSideScroll(page, viewport.width);
      await page.getByRole('button', { name: 'Pay on delivery' }).click();
      await expect(page.locator('.checkout-status')).toContainText('To be paid on delivery');
      await expect(page.locator('.checkout-status')).toContainText('You pay on delivery');

      const staff = await staffPage(browser, viewport);
      await staff.goto(`/admin/orders/${order.id}`);
      await staff.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      await expect(staff.locator('.admin-facts')).toContainText('Pay on delivery');
      await staff.getByRole('button', { name: 'Mark as processed' }).click();
      await expect(staff.getByRole('button', { name: 'Paid on delivery' })).toBeVisible();
      await expect(staff.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
      await staff.getByRole('button', { name: 'Paid on delivery' }).click();
      await expect(
        staff.locator('.form-success', { hasText: 'Paid on delivery: the order is delivered' }),
      ).toBeVisible();
      await expect(staff.locator('.admin-order-state')).toContainText(/delivered/i);
      await staff.close();
      const [mine] = await (await page.request.get(`/api/orders/?order_id=${order.order_id}`)).json();
      expect(mine).toMatchObject({ status: 5 });
    });
  });
}
