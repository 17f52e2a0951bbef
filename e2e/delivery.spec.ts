import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeStaff, registerCustomer, signIn } from './support/staff';

/** Delivery options: pickup stations, the estimate, the free-shipping promise (docs/decisions/0030-…). */

/** A product in stock well below the free-shipping threshold, so that the station's fee is charged. */
async function cheapProduct(request: APIRequestContext) {
  const res = await request.get('/api/products/?sort=rating&limit=21');
  const products: { id: number; title: string; quantity: number; price_naira: number }[] = await res.json();
  const fit = products.filter((p) => p.quantity >= 10 && p.price_naira < 20_000);
  return fit[Math.floor(Math.random() * fit.length)]!;
}

/** Staff signed in on a page of their own (two-step sign-in with a recovery code). */
async function staffPage(page: Page) {
  const account = await makeStaff('Ngozi');
  await signIn(page, account.email, account.password, '/admin');
  return page;
}

test('staff add a pickup station in the back office, and deactivate it', async ({ browser }) => {
  const staff = await staffPage(await browser.newPage());
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Pickup stations' }).click();
  await expect(staff.getByRole('heading', { name: 'Pickup stations', level: 1 })).toBeVisible();
  const name = `Ikeja Pickup ${randomUUID().slice(0, 6)}`;
  const form = staff.getByRole('form', { name: 'Add a pickup station' });
  await form.getByLabel('Station name').fill(name);
  // The state is chosen from Nigeria's 36 states and the FCT, not typed (E9).
  const states = form.getByLabel('State').locator('option');
  await expect(states).toHaveCount(38);
  await form.getByLabel('State').selectOption('Lagos');
  await form.getByLabel('Address').fill('7 Obafemi Awolowo Way, Ikeja');
  await form.getByLabel('Opening hours').fill('Mon–Sat 8:00–19:00');
  await form.getByLabel('Fee (₦)').fill('750');
  await form.getByLabel('Fee ($)').fill('1.00');
  await form.getByLabel('Delivery at the earliest (business days)').fill('1');
  await form.getByLabel('At the latest (business days)').fill('3');
  await form.getByRole('button', { name: 'Add the station' }).click();
  await expect(staff.locator('.form-success')).toHaveText(`“${name}” has been added.`);
  const row = staff.locator('tr').filter({ hasText: name });
  await expect(row).toContainText('₦750');
  await expect(row).toContainText('1–3 business days');

  // Shoppers see it in its state, until staff take it off checkout.
  const listed = async () =>
    ((await (await staff.request.get('/api/pickup-stations/?state=Lagos')).json()) as { name: string }[]).map(
      (s) => s.name,
    );
  expect(await listed()).toContain(name);
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(staff.locator('.form-success')).toContainText('is no longer offered at checkout');
  await expect(staff.locator('tr').filter({ hasText: name })).toContainText('Inactive');
  expect(await listed()).not.toContain(name);
});

for (const [label, viewport] of [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport, locale: 'en-NG' });

    test('checkout with a pickup station: its fee and the estimate are shown; the order and the back office show the station', async ({
      page,
      browser,
    }) => {
      // A station of its own in Lagos, added by staff.
      const staff = await staffPage(await browser.newPage());
      const name = `Yaba Pickup ${randomUUID().slice(0, 6)}`;
      const added = await staff.request.post('/api/admin/pickup-stations/', {
        data: {
          name,
          address: '21 Herbert Macaulay Way, Yaba',
          state: 'Lagos',
          opening_hours: 'Mon–Sat 8:00–19:00',
          fee_ngn: '650',
          fee_usd: '0.90',
          min_days: 2,
          max_days: 4,
        },
      });
      expect(added.status()).toBe(201);
      await staff.close();

      await registerCustomer(page.request, 'Tolu');
      const product = await cheapProduct(page.request);
      expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
      await page.goto('/place-order');
      // The address form's selects follow the page's state: wait for it to run.
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByLabel('Country').selectOption('NG');
      await page.getByLabel('Street address').fill('12 Broad Street');
      await page.getByLabel('City').fill('Lagos Island');
      await page.getByLabel('State', { exact: true }).selectOption('Lagos');
      await page.getByLabel('Local government area').selectOption('Lagos Island');
      await page.getByLabel('Postal code').fill('101001');
      await page.getByLabel('Phone').fill('+234 803 123 4567');

      const summary = page.locator('.order-summary');
      await expect(summary.getByText('Handling Fee')).toBeVisible();
      await page.getByLabel('Collect from a pickup station').check();
      const station = page.getByRole('radio', { name: new RegExp(name) });
      await station.check();
      await expect(page.getByRole('list', { name: 'Pickup stations' })).toContainText('Ready in 2–4 business days');
      // The station's fee is the whole delivery charge.
      await expect(summary.locator('dt', { hasText: 'Shipping Cost' }).locator('+ dd')).toHaveText('₦650');
      await expect(summary.locator('dt', { hasText: 'Handling Fee' }).locator('+ dd')).toHaveText('₦0');
      await expect(summary.locator('.delivery-estimate')).toContainText('Estimated delivery:');
      const estimate = (await summary.locator('.delivery-estimate .estimate-dates').textContent())!;
      await page.getByLabel('Send me order updates by SMS').check();
      // The box beside its words, on their first line, not centred above them (QA E22).
      const box = (await page.getByLabel('Send me order updates by SMS').boundingBox())!;
      const words = (await page.locator('label', { hasText: 'Send me order updates by SMS' }).boundingBox())!;
      expect(box.x).toBeLessThanOrEqual(words.x + 4);
      expect(box.y + box.height / 2).toBeGreaterThan(words.y);
      expect(box.y + box.height / 2).toBeLessThan(words.y + Math.min(words.height, 2 * box.height + 8));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.getByRole('button', { name: 'Place your Order' }).click();
      const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
      await expect(placed).toContainText(`Collect from: ${name}`);
      await expect(placed.locator('.delivery-estimate')).toContainText(estimate);
      const orderId = (await placed.locator('.order-ref-line strong').textContent())!;
      const [order] = await (await page.request.get(`/api/orders/?order_id=${orderId}`)).json();
      expect(order).toMatchObject({
        delivery_method: 'pickup',
        pickup_station: { name },
        shipping_cost: 650,
        sms_updates: true,
      });

      // The order page in My Orders names the station and the estimate.
      await page.goto(`/dashboard/my-orders?view=${orderId}`);
      const viewed = page.getByRole('dialog');
      await expect(viewed).toContainText(`Collect from: ${name}, 21 Herbert Macaulay Way, Yaba`);
      // The shopper's own address is for contact here, not where the parcel goes.
      await expect(viewed.getByRole('heading', { name: 'Your address and phone' })).toBeVisible();
      await expect(viewed.getByRole('heading', { name: 'Delivery address' })).toHaveCount(0);
      await expect(viewed.locator('.delivery-estimate')).toContainText(estimate);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Its checkout says where it is collected, not the home address (E10).
      await page.goto(`/checkout?order_id=${orderId}`);
      const shipping = page.locator('section[aria-labelledby="shipping-heading"]');
      await expect(shipping.getByLabel('Collect from a pickup station')).toHaveValue(
        `${name}, 21 Herbert Macaulay Way, Yaba, Lagos`,
      );
      await expect(shipping.getByLabel('Street address')).toHaveCount(0);
      // Shown as it is read aloud, as on the profile (QA E28).
      await expect(shipping.getByLabel('Phone')).toHaveValue('+234 803 123 4567');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // And so does the back office's order page, as it was ordered.
      const office = await staffPage(await browser.newPage({ viewport }));
      await office.goto(`/admin/orders/${order.id}`);
      await expect(office.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
      await expect(
        office.getByText(`Collect from pickup station ${name}, 21 Herbert Macaulay Way, Yaba`),
      ).toBeVisible();
      // Amounts and the phone number each on one line, also at 360 px (QA E22).
      const lineCounts = await office.locator('.admin-table-compact td, .admin-phone').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
      expect(lineCounts.length).toBeGreaterThan(4);
      expect(lineCounts.every((n) => n === 1)).toBe(true);
      await office.close();
    });
  });
}

test.describe('the home page', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-NG' });

  test('promises free shipping by delivery country, as the cart and checkout do', async ({ page }) => {
    const promise =
      'Free shipping on orders from ₦30,000 delivered in Nigeria, or from $20.00 delivered abroad; handling and packaging are still charged';
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our services' });
    await expect(services).toContainText(promise);
    await registerCustomer(page.request, 'Ada');
    const product = await cheapProduct(page.request);
    expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
    await page.goto('/cart');
    await expect(page.locator('.cart-page .free-shipping-note')).toHaveText(`${promise}.`);
    await page.goto('/place-order');
    // The address form's selects follow the page's state: wait for it to run.
    await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Country').selectOption('NG');
    await page.getByLabel('State', { exact: true }).selectOption('Lagos');
    await expect(page.locator('.order-summary .summary-note')).toHaveText(
      'Shipping is free on orders to this address from ₦30,000.',
    );
  });
});
