import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../apps/web/app/routes';
import { makeStaff, registerCustomer } from './support/staff';

/**
 * Every page of the back office, read from the app's own route table: a page added under /admin
 * later is checked here without anyone remembering to list it. `:id` becomes 1 (an existing
 * product, category or order in the demo shop).
 */
function adminPages(): string[] {
  const admin = (routes as RouteConfigEntry[]).find((r) => r.path === 'admin');
  if (!admin?.children?.length) throw new Error('No /admin routes found in routes.ts');
  const paths = admin.children.map((r) => (r.index ? '/admin' : `/admin/${r.path}`));
  return paths.map((p) => p.replace(/:[a-z_]+/gi, '1'));
}

const pages = adminPages();

async function statusOf(request: APIRequestContext, path: string, method: 'GET' | 'POST' = 'GET') {
  const res =
    method === 'GET'
      ? await request.get(path, { maxRedirects: 0 })
      : await request.post(path, { form: { intent: 'create', title: 'x' }, maxRedirects: 0 });
  return { status: res.status(), body: await res.text() };
}

test('the route table has the back office pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/products', '/admin/products/1', '/admin/mail']));
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
