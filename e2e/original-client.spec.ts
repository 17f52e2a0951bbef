import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { expectToastShown, recordToasts } from './support/toasts';

/**
 * The original shop's client against this API: its place-order body (a street line, whole product
 * objects, float totals, `token`) with `Bearer null` beside the session cookie, the back office
 * completing that address, and the client hosted on another origin (CORS, images from /media/).
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const api = `http://127.0.0.1:${port}`;
/** playwright.config.ts lists this origin in CORS_ORIGINS; the next port is not listed. */
const allowedPort = port + 70;
const refusedPort = port + 71;

interface ListedProduct {
  id: number;
  title: string;
  image_url: string;
  price: number;
  price_naira: number;
}

test('an order the original client placed with a street line: staff complete the address, then set the fees', async ({
  browser,
  request,
}) => {
  await registerCustomer(request, 'Tunde');
  const categories = (await (await request.get('/api/categories/')).json()) as { products: ListedProduct[] }[];
  const product = categories.find((c) => c.products.length > 0)!.products[0]!;
  // Exactly as the original sends it after an in-page sign-in: Bearer null, the cookie beside it.
  const placed = await request.post('/api/place-order/', {
    headers: { authorization: 'Bearer null' },
    data: {
      address: '12 Allen Avenue',
      items: [
        { item: product, quantity: 2, totalPrice: product.price * 2 + 1e-14, totalNairaPrice: product.price_naira * 2 },
      ],
      token: 'null',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; order_id: string; order_reviewed: boolean };
  expect(order).toMatchObject({ order_id: expect.stringMatching(/^OJA-/), order_reviewed: false });

  const staffAccount = await makeStaff('Kemi');
  const staff = await browser.newPage();
  await recordToasts(staff);
  await signIn(staff, staffAccount.email, staffAccount.password, `/admin/orders/${order.id}`);
  await expect(staff.getByRole('heading', { name: `Order ${order.order_id}` })).toBeVisible();
  await expect(staff.getByText('street line only', { exact: true })).toBeVisible();
  // No fees before the address is complete.
  await expect(staff.getByRole('form', { name: /set the fees/ })).toHaveCount(0);

  const form = staff.getByRole('form', { name: 'Complete the delivery address' });
  await expect(form.getByLabel('Street address')).toHaveValue('12 Allen Avenue');
  await form.getByLabel('City').fill('Ikeja');
  await form.getByLabel('Country').selectOption('NG');
  await form.getByLabel('State', { exact: true }).selectOption('Lagos');
  await form.getByLabel('Local government area').selectOption('Ikeja');
  await form.getByLabel('Country').selectOption('NG');
  await form.getByLabel('Postal code').fill('100001');
  await form.getByLabel('Phone').fill('0803 123 4567');
  await form.getByRole('button', { name: 'Save the address' }).click();
  // A busy machine may take a while: the saved address is the answer to wait for.
  await expect(staff.getByText('12 Allen Avenue, Ikeja, Lagos 100001, Nigeria')).toBeVisible({ timeout: 30_000 });
  await expect(staff.getByText('street line only', { exact: true })).toHaveCount(0);
  await expectToastShown(staff, 'The address is saved. Set the fees so that the customer can pay.');

  const review = staff.getByRole('form', { name: 'Review: set the fees' });
  await review.getByLabel('Shipping cost (₦)').fill('2,500');
  await review.getByLabel('Freight fee (₦)').fill('0');
  await review.getByLabel('Handling fee (₦)').fill('0');
  await review.getByLabel('Packaging fee (₦)').fill('0');
  await review.getByLabel('Insurance fee (₦)').fill('0');
  await review.getByRole('button', { name: 'Save the fees and notify the customer' }).click();
  await expectToastShown(staff, 'The fees are set and the customer has been e-mailed');

  const mine = (await (await request.get(`/api/orders/?order_id=${order.order_id}`)).json()) as {
    order_reviewed: boolean;
    order_total: number;
    shipping_address: string;
  }[];
  expect(mine[0]).toMatchObject({
    order_reviewed: true,
    order_total: product.price_naira * 2 + 2_500,
    shipping_address: '12 Allen Avenue, Ikeja, Lagos, 100001, Nigeria',
  });
});

/** A static host for a front end: one page that calls the shop's API from its own origin. */
async function staticHost(listenPort: number, imageUrl: string) {
  const page = `<!doctype html><title>Original client</title><img id="icon" alt="" src="${imageUrl}">`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a front end on another origin: CORS preflight and credentials for a listed origin only, images from /media/', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Amaka');
  const products = (await (await request.get('/api/products/')).json()) as ListedProduct[];
  const image = `${api}${products[0]!.image_url}`;
  const allowed = await staticHost(allowedPort, image);
  const refused = await staticHost(refusedPort, image);
  try {
    await page.goto(allowed.url);
    await page.waitForFunction(() => (document.getElementById('icon') as HTMLImageElement).complete);
    expect(
      await page.evaluate(() => (document.getElementById('icon') as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    const seen = await page.evaluate(
      async ({ api, email, password }) => {
        // JSON and Authorization make the browser send a preflight first.
        const login = await fetch(`${api}/api/login/`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const { access } = (await login.json()) as { access: string };
        const withToken = await fetch(`${api}/api/orders/`, { headers: { authorization: `Bearer ${access}` } });
        // The original after an in-page sign-in: Bearer null, and the cookie the sign-in set.
        const withCookie = await fetch(`${api}/api/me/`, {
          credentials: 'include',
          headers: { authorization: 'Bearer null' },
        });
        return {
          login: login.status,
          withToken: withToken.status,
          withCookie: withCookie.status,
          me: ((await withCookie.json()) as { email: string }).email,
        };
      },
      { api, email: customer.email, password: customer.password },
    );
    expect(seen).toEqual({ login: 200, withToken: 200, withCookie: 200, me: customer.email });

    await page.goto(refused.url);
    const blocked = await page.evaluate(async (api) => {
      try {
        await fetch(`${api}/api/me/`, { headers: { authorization: 'Bearer null' }, credentials: 'include' });
        return 'read';
      } catch (error) {
        return (error as Error).name;
      }
    }, api);
    expect(blocked).toBe('TypeError');
  } finally {
    await allowed.close();
    await refused.close();
  }
});
