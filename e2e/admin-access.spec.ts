import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../apps/web/app/routes';
import { makeStaff, registerCustomer } from './support/staff';

/**
 * Every page of the back office, read from the app's own route table: a page added under /admin
 * later is checked here without anyone remembering to list it. `:id` becomes an id that exists
 * (product and category 1 of the demo shop, an order placed for the test), so a 404 can only come
 * from the guard.
 */
function adminPages(orderId: number): string[] {
  const admin = (routes as RouteConfigEntry[]).find((r) => r.path === 'admin');
  if (!admin?.children?.length) throw new Error('No /admin routes found in routes.ts');
  const paths = admin.children.map((r) => (r.index ? '/admin' : `/admin/${r.path}`));
  return paths.map((p) => p.replace(/^\/admin\/orders\/:id$/, `/admin/orders/${orderId}`).replace(/:[a-z_]+/gi, '1'));
}

let pages: string[] = [];
test.beforeAll(async ({ playwright, baseURL }) => {
  const shopper = await playwright.request.newContext({ baseURL });
  await registerCustomer(shopper, 'Ada');
  await shopper.post('/api/cart/items/', { data: { product_id: 1 } });
  const placed = await shopper.post('/api/place-order/', {
    data: {
      address: {
        street: '12 Broad Street',
        city: 'Lagos Island',
        state: 'Lagos',
        country: 'NG',
        postal_code: '101001',
        phone: '+234 803 123 4567',
      },
    },
  });
  expect(placed.status()).toBe(201);
  pages = adminPages((await placed.json()).id);
  await shopper.dispose();
});

async function statusOf(request: APIRequestContext, path: string, method: 'GET' | 'POST' = 'GET') {
  const res =
    method === 'GET'
      ? await request.get(path, { maxRedirects: 0 })
      : await request.post(path, { form: { intent: 'create', title: 'x' }, maxRedirects: 0 });
  return { status: res.status(), body: await res.text() };
}

test('the route table has the back office pages', () => {
  expect(pages).toEqual(
    expect.arrayContaining(['/admin', '/admin/products', '/admin/products/1', '/admin/orders', '/admin/mail']),
  );
  expect(pages.some((p) => /^\/admin\/orders\/\d+$/.test(p))).toBe(true);
});

test('visitors and customers get the not-found page for every back office page and form', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const customer = await playwright.request.newContext({ baseURL });
  await registerCustomer(customer);
  for (const [who, request] of [
    ['visitor', visitor],
    ['customer', customer],
  ] as const) {
    for (const path of pages) {
      const page = await statusOf(request, path);
      expect.soft(page.status, `GET ${path} as ${who}`).toBe(404);
      expect.soft(page.body, `GET ${path} as ${who}`).toContain('Page not found');
      expect.soft(page.body).not.toContain('Back office');
      const posted = await statusOf(request, path, 'POST');
      expect.soft(posted.status, `POST ${path} as ${who}`).toBe(404);
      // The data requests that client-side navigation and form posts make (single fetch).
      const data = await statusOf(request, `${path}.data`);
      expect.soft(data.status, `GET ${path}.data as ${who}`).toBe(404);
      expect.soft(data.body).not.toContain('"items"');
    }
  }
  await visitor.dispose();
  await customer.dispose();
});

test('staff get every back office page', async ({ page }) => {
  const staff = await makeStaff();
  await page.request.post('/api/login/', { data: { email: staff.email, password: staff.password } });
  for (const path of pages) {
    const res = await page.goto(path);
    expect.soft(res?.status(), path).toBe(200);
    await expect.soft(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('staff add a category and adjust stock with plain forms, and see refusals', async ({ page }) => {
    const staff = await makeStaff('Tunde');
    expect(
      (await page.request.post('/api/login/', { data: { email: staff.email, password: staff.password } })).ok(),
    ).toBe(true);
    const title = `Palm Wine ${Date.now()}`;
    await page.goto('/admin/categories');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” has been added.` })).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: title })).toBeVisible();

    await page.goto('/admin/products/2');
    const stock = Number(await page.locator('#stock-h + p .admin-figure').textContent());
    const form = page.getByRole('form', { name: 'Adjust stock' });
    await form.getByLabel('Change (+ adds, − removes)').fill(String(-(stock + 1)));
    await form.getByLabel('Reason').selectOption('correction');
    await form.getByRole('button', { name: 'Adjust stock' }).click();
    await expect(
      page.getByText(`Only ${stock} in stock: removing ${stock + 1} would take the stock below zero.`),
    ).toBeVisible();
    await form.getByLabel('Change (+ adds, − removes)').fill('5');
    await form.getByLabel('Reason').selectOption('received');
    await form.getByRole('button', { name: 'Adjust stock' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Stock is now ${stock + 5}.` })).toBeVisible();
    await expect(page.locator('#stock-h + p .admin-figure')).toHaveText(String(stock + 5));
  });
});
