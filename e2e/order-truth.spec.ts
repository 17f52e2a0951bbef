import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/**
 * Issue 30: what was bought is what everyone sees. A 1 kg pack of yaji and three zobo drinks
 * (buy 2 get 1 free) with the WELCOME10 voucher: the variant on every page that shows the order,
 * and the checkout, My Orders and the staff page adding up to the kobo (E1, E2); on a phone the
 * order total and fees come before "Place your Order" (E8).
 */

/** "₦1,234", "−₦500", "$12.50" → minor units. */
const minorOf = (text: string) => {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^\d.]/g, '');
  const [whole, fraction = ''] = digits.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
};

/** The rows of a summary (each `dt`/`dd` pair, the total apart): the rows must add up to the total. */
async function expectAddsUp(rows: Locator, total: Locator) {
  await expect(total).toBeVisible();
  const amounts = await rows.allTextContents();
  const sum = amounts.reduce((s, a) => s + minorOf(a), 0);
  expect(amounts.length).toBeGreaterThan(3);
  expect(sum).toBe(minorOf((await total.textContent())!));
}

async function fillCart(request: APIRequestContext) {
  const yaji = await (await request.get('/api/products/yaji-suya-spice-200g/')).json();
  const kilo = (yaji.variants as { id: number; label: string }[]).find((v) => v.label === '1 kg')!;
  const zobo = await (await request.get('/api/products/zobo-drink-1l/')).json();
  expect((await request.post('/api/cart/items/', { data: { product_id: yaji.id, variant_id: kilo.id } })).ok()).toBe(
    true,
  );
  expect((await request.post('/api/cart/items/', { data: { product_id: zobo.id } })).ok()).toBe(true);
  for (let i = 0; i < 2; i++) {
    expect((await request.post(`/api/cart/items/${zobo.id}/increment`)).ok()).toBe(true);
  }
}

async function staffPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const account = await makeStaff('Kemi');
  const page = await browser.newPage({ viewport });
  await signIn(page, account.email, account.password, '/admin');
  return page;
}

for (const [label, viewport] of [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport, locale: 'en-NG' });

    test('a discounted 1 kg order reads the same, adding up, at place order, checkout, My Orders and on the staff page', async ({
      page,
      browser,
    }) => {
      test.setTimeout(360_000);
      await registerCustomer(page.request, 'Ada');
      await fillCart(page.request);

      // The page shares the request context's cookies: the shopper is signed in.
      await page.goto('/place-order');
      await hydrated(page);
      const summary = page.locator('.order-summary');
      await expect(summary).toContainText('Yaji Suya Spice (1 kg)');
      const button = page.getByRole('button', { name: 'Place your Order' });
      if (viewport.width < 900) {
        // E8: the total (and the fees, once known) before the button.
        const total = (await summary.locator('.summary-total').boundingBox())!;
        const place = (await button.boundingBox())!;
        expect(total.y + total.height).toBeLessThanOrEqual(place.y);
      }

      const placed = await page.request.post('/api/place-order/', {
        data: { address: lagosAddress, voucher_code: 'WELCOME10' },
      });
      expect(placed.status()).toBe(201);
      const order = (await placed.json()) as { id: number; order_id: string; order_total: number };

      // Checkout: the variant, the promotion and voucher lines, adding up to the total.
      await page.goto(`/checkout?order_id=${order.order_id}`);
      const checkout = page.locator('.checkout-summary');
      await expect(checkout).toContainText('Yaji Suya Spice (1 kg)');
      await expect(checkout.locator('.summary-amounts')).toContainText('Promotions');
      await expect(checkout.locator('.summary-amounts')).toContainText('Voucher WELCOME10');
      await expectAddsUp(
        checkout.locator('.summary-amounts > div:not(.summary-total) dd'),
        checkout.locator('.summary-total dd'),
      );
      expect(minorOf((await checkout.locator('.summary-total dd').textContent())!)).toBe(
        Math.round(order.order_total * 100),
      );

      // My Orders: the same.
      await page.goto(`/dashboard/my-orders?view=${order.order_id}`);
      await hydrated(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Yaji Suya Spice (1 kg)');
      await expectAddsUp(
        dialog.locator('.summary-amounts > div:not(.summary-total) dd'),
        dialog.locator('.summary-total dd'),
      );

      // The staff page: which pack to send, and figures that add up.
      const staff = await staffPage(browser, viewport);
      await staff.goto(`/admin/orders/${order.id}`);
      const items = staff.getByRole('region', { name: 'Items' });
      await expect(items.locator('tbody')).toContainText('1 kg');
      await expect(items.locator('tfoot')).toContainText('Voucher WELCOME10');
      await expectAddsUp(items.locator('tfoot tr:not(.admin-total) td'), items.locator('tfoot tr.admin-total td'));
      expect(minorOf((await items.locator('tfoot tr.admin-total td').textContent())!)).toBe(
        Math.round(order.order_total * 100),
      );
      await staff.close();
    });
  });
}
