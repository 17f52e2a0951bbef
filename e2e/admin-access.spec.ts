import { expect, test, type APIRequestContext } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../apps/web/app/routes';
import { makeStaff, recoveryCodeOf, registerCustomer } from './support/staff';

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
  return paths.map((p) =>
    p
      .replace(/^\/admin\/orders\/:id/, `/admin/orders/${orderId}`)
      .replace(/:kind$/, 'invoice')
      .replace(/reports\/:name$/, 'reports/sales')
      .replace(/:[a-z_]+/gi, '1'),
  );
}

let pages: string[] = [];
test.beforeAll(async ({ playwright, baseURL }) => {
  const shopper = await playwright.request.newContext({ baseURL });
  await registerCustomer(shopper, 'Ada');
  // A product far from the home page's top-rated sample, which other journeys buy from.
  const byRating = (await (await shopper.get('/api/products/?sort=rating&limit=100')).json()) as { id: number }[];
  await shopper.post('/api/cart/items/', { data: { product_id: byRating.at(-1)!.id } });
  const placed = await shopper.post('/api/place-order/', {
    data: {
      address: lagosAddress,
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
  await page.request.post('/api/login/', {
    data: { email: staff.email, password: staff.password, otp: recoveryCodeOf(staff.email) },
  });
  for (const path of pages) {
    const res = await page.goto(path);
    expect.soft(res?.status(), path).toBe(200);
    await expect.soft(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('staff use the plain forms: refusals and changes are written on the page', async ({ page }) => {
    const staff = await makeStaff('Tunde');
    const login = await page.request.post('/api/login/', {
      data: { email: staff.email, password: staff.password, otp: recoveryCodeOf(staff.email) },
    });
    expect(login.ok()).toBe(true);
    // A hidden product of this test's own, so no other journey sees it change.
    const created = await page.request.post('/api/admin/products/', {
      data: {
        title: `No-script stock ${Date.now()}`,
        category_id: 1,
        price_usd: '2',
        price_ngn: '900',
        quantity: 3,
        visible: false,
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as { id: number; title: string };

    // A category whose address is taken is refused, and nothing is added.
    await page.goto('/admin/categories');
    await page.getByLabel('Title').fill('Spices again');
    await page.getByLabel('Address (slug)').fill('spices');
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(
      page.getByText('The address "spices" is already used by another category: choose another slug.'),
    ).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Spices again' })).toHaveCount(0);

    await page.goto(`/admin/products/${product.id}`);
    const figure = page.locator('#stock-h + p .admin-figure');
    await expect(figure).toHaveText('3');
    const form = page.getByRole('form', { name: 'Adjust stock' });
    await form.getByLabel('Change (+ adds, − removes)').fill('-4');
    await form.getByLabel('Reason').selectOption('damaged');
    await form.getByRole('button', { name: 'Adjust stock' }).click();
    await expect(page.getByText('Only 3 in stock: removing 4 would take the stock below zero.')).toBeVisible();
    await expect(figure).toHaveText('3');
    await form.getByLabel('Change (+ adds, − removes)').fill('5');
    await form.getByLabel('Reason').selectOption('received');
    await form.getByRole('button', { name: 'Adjust stock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stock is now 8.' })).toBeVisible();
    await expect(figure).toHaveText('8');

    const details = page.getByRole('form', { name: 'Product details' });
    await details.getByLabel('Price in naira (₦)').fill('1,250.50');
    await details.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The product has been saved.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Product details' }).getByLabel('Price in naira (₦)')).toHaveValue(
      '1250.50',
    );
  });
});
