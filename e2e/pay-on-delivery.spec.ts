import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ibadanAddress, lagosAddress } from '@oja/testing/factories/addresses';
import type { Address } from '@oja/shared/orders';
import { deliverableAnywhere } from './support/products';
import { makeStaff, registerVerifiedCustomer, signIn } from './support/staff';
import { waitForSms } from './support/sms-inbox';

/**
 * Pay on delivery around checkout (docs/decisions/0033-bank-transfer-and-pay-on-delivery.md): the
 * phone verified on the profile, the rules staff edit, and a refused delivery counted against the
 * customer.
 */

/** A Nigerian mobile number of the journey's own, so that the code read from the SMS is its own. */
const ownNumber = () => `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const international = (local: string) => `+234${local.slice(1)}`;

/** Verifies the signed-in customer's phone through the API, reading the code from the journeys' Termii. */
async function verifyPhone(request: APIRequestContext) {
  const local = ownNumber();
  expect((await request.post('/api/account/phone/code/', { data: { phone: local } })).ok()).toBe(true);
  const code = (await waitForSms(international(local), /code is (\d{6})/))[1]!;
  expect((await request.post('/api/account/phone/verify/', { data: { code } })).ok()).toBe(true);
}

type Product = { id: number; quantity: number; price_naira: number; category: number };

/** A product in stock that the other journeys' picks (the 21 best rated) leave alone. */
async function quietProduct(request: APIRequestContext): Promise<Product> {
  const products: Product[] = await (await request.get('/api/products/?sort=rating&limit=60')).json();
  // Some orders go to Ibadan: not fresh food, which is delivered within Lagos only.
  const fit = (await deliverableAnywhere(request, products.slice(21))).filter(
    (p) => p.quantity >= 10 && p.price_naira < 20_000,
  );
  return fit[Math.floor(Math.random() * fit.length)]!;
}

/** Places an order for `count` of a product (the cart emptied first), through the API. */
async function placeOrder(request: APIRequestContext, product: Product, address: Address = lagosAddress, count = 1) {
  expect((await request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  for (let i = 1; i < count; i++)
    expect((await request.post(`/api/cart/items/${product.id}/increment`)).ok()).toBe(true);
  // Refused deliveries count per delivery phone too (security review N7): each order its own
  // number, so one journey's refusals never close pay on delivery for the others.
  const res = await request.post('/api/place-order/', { data: { address: { ...address, phone: ownNumber() } } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; order_id: string };
}

async function staffPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const account = await makeStaff('Bisi');
  const page = await browser.newPage({ viewport });
  await signIn(page, account.email, account.password, '/admin');
  return page;
}

/**
 * A product of the journey's own, made by staff: its stock is counted exactly, so no other journey
 * running at the same time may order it (a shared product's count moved under one in CI).
 */
async function ownProduct(staff: Page): Promise<Product> {
  const categories: { id: number; slug: string }[] = await (await staff.request.get('/api/categories/')).json();
  const created = await staff.request.post('/api/admin/products/', {
    data: {
      title: `Ogiri pod ${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`,
      description: 'Fermented castor seed seasoning.',
      category_id: categories.find((c) => c.slug === 'cooking-essentials')!.id,
      price_usd: '3.00',
      price_ngn: '2,000',
      quantity: 20,
      visible: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...((await created.json()) as { id: number }), quantity: 20, price_naira: 2000 };
}

const stockOf = async (staff: Page, productId: number) =>
  ((await (await staff.request.get(`/api/admin/products/${productId}`)).json()) as { quantity: number }).quantity;

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport, locale: 'en-NG' });

    test('the profile shows the mobile number and verifies it by SMS', async ({ page }) => {
      await registerVerifiedCustomer(page.request, 'Chidi');
      await page.goto('/dashboard/profile');
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      const card = page.getByRole('region', { name: 'Mobile phone' });
      await expect(card.locator('.phone-status')).toHaveText('Mobile number: none yet');
      await expect(card).toContainText('A verified number lets you pay on delivery.');

      const local = ownNumber();
      await card.getByLabel('Your mobile number').fill(local);
      await card.getByRole('button', { name: 'Send me a code' }).click();
      await expect(card.locator('.form-success')).toHaveText('We sent you a code by SMS. Enter it below.');
      const code = (await waitForSms(international(local), /code is (\d{6})/))[1]!;
      // A wrong code is refused with the server's reason, and nothing is verified.
      const wrong = code === '000000' ? '111111' : '000000';
      await card.getByLabel('Code from the SMS').fill(wrong);
      await card.getByRole('button', { name: 'Verify' }).click();
      // Its own words, without the field's name before them (QA E21: "code: That code…").
      await expect(card.locator('.form-error')).toHaveText(/^That code is not right/);
      await expect(card.locator('.phone-status')).toHaveText('Mobile number: none yet');

      await card.getByLabel('Code from the SMS').fill(code);
      await card.getByRole('button', { name: 'Verify' }).click();
      await expect(card.locator('.form-success')).toHaveText('Your phone number is verified.');
      const shown = `+234 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
      await expect(card.locator('.phone-status')).toHaveText(`Mobile number: ${shown}Verified`);
      await expect(card.getByLabel('Code from the SMS')).toHaveCount(0);
      await noSideScroll(page, viewport.width);
      expect(await (await page.request.get('/api/account/phone/')).json()).toEqual({
        phone: international(local),
        verified: true,
      });

      // The same account at checkout: pay on delivery no longer asks for the phone.
      const order = await placeOrder(page.request, await quietProduct(page.request));
      await page.goto(`/checkout?order_id=${order.order_id}`);
      await expect(page.getByRole('button', { name: 'Pay on delivery' })).toBeVisible();
    });

    test('a refused delivery returns the stock and counts: past the limit, checkout refuses pay on delivery', async ({
      page,
      browser,
    }) => {
      await registerVerifiedCustomer(page.request, 'Funke');
      await verifyPhone(page.request);
      const staff = await staffPage(browser, viewport);
      // One refusal already (the default rules allow one).
      const product = await ownProduct(staff);
      const first = await placeOrder(page.request, product);
      expect((await page.request.post(`/api/orders/${first.order_id}/pay-on-delivery/`)).ok()).toBe(true);
      const refusedFirst = await staff.request.post(`/api/admin/orders/${first.id}/delivery-outcome`, {
        data: { outcome: 'refused' },
      });
      expect(refusedFirst.ok()).toBe(true);

      // The second order: chosen at checkout, refused at the door by staff on the order page.
      const before = await stockOf(staff, product.id);
      const second = await placeOrder(page.request, product, lagosAddress, 2);
      expect(await stockOf(staff, product.id)).toBe(before - 2);
      await page.goto(`/checkout?order_id=${second.order_id}`);
      await page.getByRole('button', { name: 'Pay on delivery' }).click();
      await expect(page.locator('.checkout-status')).toContainText('You pay on delivery');

      await staff.goto(`/admin/orders/${second.id}`);
      await staff.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      await staff.getByRole('button', { name: 'Mark as processed' }).click();
      await expect(staff.getByRole('button', { name: 'Paid on delivery' })).toBeVisible();
      await expect(staff.getByRole('region', { name: 'Status' }).getByText('Order is processed')).toBeVisible();
      staff.once('dialog', (d) => void d.accept());
      await staff.getByRole('button', { name: 'Refused at delivery' }).click();
      await expect(staff.getByText('Refused at delivery: the stock was returned.')).toBeVisible();
      await expect(staff.locator('.admin-order-state')).toContainText(/cancelled/i);
      // The status panel's earlier answer no longer holds.
      await expect(staff.getByRole('region', { name: 'Status' }).getByText('Order is processed')).toHaveCount(0);
      expect(await stockOf(staff, product.id)).toBe(before);
      await staff.close();

      // Two refusals: the next order is not offered pay on delivery, and the shopper sees why.
      const third = await placeOrder(page.request, product);
      await page.goto(`/checkout?order_id=${third.order_id}`);
      const choice = page.locator('.payment-choice', { has: page.getByRole('heading', { name: 'Pay on delivery' }) });
      await expect(choice.locator('.cod-reasons')).toHaveText(
        'Pay on delivery is not offered after 2 refused deliveries; please pay in advance.',
      );
      await expect(page.getByRole('button', { name: 'Pay on delivery' })).toHaveCount(0);
      await noSideScroll(page, viewport.width);
      expect((await page.request.post(`/api/orders/${third.order_id}/pay-on-delivery/`)).status()).toBe(409);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'en-NG' });

  test('the profile verifies the phone with plain forms', async ({ page }) => {
    await registerVerifiedCustomer(page.request, 'Obi');
    await page.goto('/dashboard/profile');
    const card = page.getByRole('region', { name: 'Mobile phone' });
    const local = ownNumber();
    await card.getByLabel('Your mobile number').fill(local);
    await card.getByRole('button', { name: 'Send me a code' }).click();
    await expect(card.locator('.form-success')).toHaveText('We sent you a code by SMS. Enter it below.');
    // Said once, beside the phone: not again under Security.
    await expect(page.locator('.account-security > p[role]')).toHaveCount(0);
    const code = (await waitForSms(international(local), /code is (\d{6})/))[1]!;
    await card.getByLabel('Code from the SMS').fill(code);
    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(card.locator('.form-success')).toHaveText('Your phone number is verified.');
    await expect(card.locator('.phone-badge-ok')).toHaveText('Verified');
  });
});

// The rules are one row for the whole shop: the two sizes take turns, and put the rules back.
test.describe.serial('staff edit the rules of pay on delivery', () => {
  for (const [label, viewport] of viewports) {
    test(`a state taken off: checkout no longer offers it there, and says why (${label})`, async ({ browser }) => {
      const shopper = await browser.newPage({ viewport, locale: 'en-NG' });
      await registerVerifiedCustomer(shopper.request, 'Segun');
      await verifyPhone(shopper.request);
      const order = await placeOrder(shopper.request, await quietProduct(shopper.request), ibadanAddress);
      await shopper.goto(`/checkout?order_id=${order.order_id}`);
      await expect(shopper.getByRole('button', { name: 'Pay on delivery' })).toBeVisible();

      const staff = await staffPage(browser, viewport);
      const saved = await (await staff.request.get('/api/admin/on-delivery-rules/')).json();
      try {
        await staff.goto('/admin/pay-on-delivery');
        await staff.locator('body[data-hydrated]').waitFor({ state: 'attached' });
        const oyo = staff.getByRole('checkbox', { name: 'Oyo', exact: true });
        await expect(oyo).toBeChecked();
        await oyo.uncheck();
        await staff.getByRole('button', { name: 'Save the rules' }).click();
        await expect(staff.locator('.form-success')).toHaveText('The rules are saved.');
        await expect(staff.getByRole('checkbox', { name: 'Oyo', exact: true })).not.toBeChecked();
        await noSideScroll(staff, viewport.width);

        await shopper.reload();
        const choice = shopper.locator('.payment-choice', {
          has: shopper.getByRole('heading', { name: 'Pay on delivery' }),
        });
        await expect(choice).toContainText('Not offered for this order:');
        await expect(choice.locator('.cod-reasons')).toHaveText(
          'Pay on delivery is offered only for deliveries in Federal Capital Territory, Lagos, Ogun.',
        );
        await expect(shopper.getByRole('button', { name: 'Pay on delivery' })).toHaveCount(0);
        await noSideScroll(shopper, viewport.width);
        expect((await shopper.request.post(`/api/orders/${order.order_id}/pay-on-delivery/`)).status()).toBe(409);
      } finally {
        await staff.request.put('/api/admin/on-delivery-rules/', { data: saved });
        await staff.close();
        await shopper.close();
      }
    });
  }
});

test.describe('in Yoruba', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'yo-NG' });

  // The browser asks for Yoruba (Accept-Language): the page speaks it, pay on delivery included.
  test('the reasons and the phone are said in the page language', async ({ page }) => {
    await registerVerifiedCustomer(page.request, 'Dayo');
    const order = await placeOrder(page.request, await quietProduct(page.request), lagosAddress);
    await page.goto(`/checkout?order_id=${order.order_id}`);
    const reasons = page.locator('.cod-reasons');
    await expect(reasons).toHaveText('Ẹ kọ́kọ́ fìdí nọ́ńbà fóònù yín múlẹ̀: a ó fi kóòdù ránṣẹ́ sí yín nípasẹ̀ SMS.');
    await expect(page.getByLabel('Nọ́ńbà fóònù yín')).toBeVisible();
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Fóònù alágbèéká' })).toBeVisible();
  });
});
