import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { makeStaff, signIn } from '../support/staff';
import { accountByApi, fits, newAccount, quietProduct, signInOnPage } from './phone';

/** Staff set up a Lagos pickup station and a 10 % voucher through the API (a desktop browser with scripts). */
async function stationAndVoucher(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  const staff = await context.newPage();
  const account = await makeStaff('Ngozi');
  await signIn(staff, account.email, account.password, '/admin');
  const station = `Yaba Pickup ${randomUUID().slice(0, 6)}`;
  const voucher = `PHONE${randomUUID().slice(0, 6).toUpperCase()}`;
  const added = await staff.request.post('/api/admin/pickup-stations/', {
    data: {
      name: station,
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
  expect(
    (
      await staff.request.post('/api/admin/vouchers/', { data: { code: voucher, kind: 'percent', percent: 10 } })
    ).status(),
  ).toBe(201);
  await context.close();
  return { station, voucher };
}

test('register, then order to a Lagos pickup station with a voucher: the state first, then its LGAs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { station, voucher } = await stationAndVoucher(browser);
  const account = newAccount('Kemi');
  await page.goto('/register');
  await fits(page);
  await page.getByLabel('First name').fill(account.first_name);
  await page.getByLabel('Last name').fill(account.last_name);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');

  const product = await quietProduct(page.request);
  await page.goto(`/products/${product.slug}`);
  await page.locator('.product-info').getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/place-order');
  await fits(page);
  await page.getByLabel('Street address').fill('21 Herbert Macaulay Way');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('State', { exact: true }).selectOption('Lagos');
  // Without scripts the LGAs of a state come from the server: the page says how to get them.
  await expect(page.getByLabel('Local government area')).toBeDisabled();
  const update = page.getByRole('button', { name: 'Update the order summary' });
  await expect(page.locator('.no-script-step')).toContainText('Update the order summary');
  await page.getByLabel('Voucher code').fill(voucher);
  await update.click();
  // What was typed is kept; the LGAs, the stations and the voucher now show.
  await expect(page.getByLabel('Street address')).toHaveValue('21 Herbert Macaulay Way');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Lagos');
  await page.getByLabel('Local government area').selectOption('Lagos Mainland');
  await page.getByLabel('City').fill('Yaba');
  await page.getByLabel('Postal code').fill('101245');
  await page.getByLabel('Phone').fill('+234 803 123 4567');
  await expect(page.locator('.voucher-applied')).toContainText(`Voucher ${voucher} applied`);
  await page.getByLabel('Collect from a pickup station').check();
  await page.getByRole('radio', { name: new RegExp(station) }).check();
  await fits(page);
  await page.getByRole('button', { name: 'Place your Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
  await expect(placed).toBeVisible();
  await fits(page);
  const orderId = (await placed.locator('strong').first().textContent())!;
  const [order] = await (await page.request.get(`/api/orders/?order_id=${orderId}`)).json();
  expect(order.voucher_code).toBe(voucher);
  expect(order.delivery_method).toBe('pickup');
  expect(order.address.lga).toBe('Lagos Mainland');
});

test('pickup chosen without a station: the refusal is said in the page’s language, what was typed is kept', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Lagos has a station, so "Collect from a pickup station" can be chosen.
  const { station } = await stationAndVoucher(browser);
  const account = await accountByApi(request, 'Bola');
  await signInOnPage(page, account, '/');
  const product = await quietProduct(page.request);
  expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  await page.goto('/place-order?lang=yo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  const form = page.locator('main form').filter({ has: page.locator('[name=street]') });
  await form.locator('[name=street]').fill('4 Adeola Odeku Street');
  await form.locator('[name=country]').selectOption('NG');
  await form.locator('[name=state]').selectOption('Lagos');
  await form.locator('.no-script-step + button[name=intent][value=quote]').click();
  await form.locator('[name=lga]').selectOption('Eti Osa');
  await form.locator('[name=city]').fill('Victoria Island');
  await form.locator('[name=phone]').fill('0803 123 4567');
  await form.locator('input[name=delivery_method][value=pickup]').check();
  await expect(form.locator('input[name=station_id]:checked')).toHaveCount(0);
  await form.locator('button[name=intent][value=place]').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ẹ yan ibùdó ìgbàjọ (pickup station) kan.' })).toBeVisible();
  await expect(form.locator('[name=street]')).toHaveValue('4 Adeola Odeku Street');
  await fits(page);
  // The page came back whole: the state's stations are there to choose from, and the order goes.
  await form.getByRole('radio', { name: new RegExp(station) }).check();
  await form.locator('button[name=intent][value=place]').click();
  const placed = page.getByRole('dialog');
  await expect(placed).toBeVisible();
  const orderId = (await placed.locator('strong').first().textContent())!;
  const [order] = await (await page.request.get(`/api/orders/?order_id=${orderId}`)).json();
  expect(order).toMatchObject({ delivery_method: 'pickup', pickup_station: { name: station } });
});
