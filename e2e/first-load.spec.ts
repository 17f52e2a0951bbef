import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/**
 * First-load JavaScript (issue 17, decision 0032): every storefront page's HTML loads at most
 * 120 KB of gzipped JavaScript, plus issue 19's 5 KB for the page language's messages (the
 * message chunks of its areas, decision 0034), 125 KB in all, in English and in Yoruba (the
 * largest); the toast library, the cart panel's contents and the footer come after, and the parts
 * that hydrate later keep the server's HTML until their code is in.
 */

const budget = 125 * 1024;

/** The scripts a page's HTML loads or preloads (written inert until the first paint, decision 0027). */
async function firstLoad(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="(?:oja-)?modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]!);
  let gzip = 0;
  const bodies: string[] = [];
  for (const url of urls) {
    const res = await request.get(url);
    expect(res.ok(), url).toBe(true);
    const body = await res.body();
    gzip += gzipSync(body, { level: 9 }).length;
    bodies.push(body.toString('utf8'));
  }
  return { count: urls.size, gzip, code: bodies.join('\n') };
}

/**
 * The message chunks (compiled/<area>-<lang>.ts) the page's HTML names, gzipped: the areas on
 * `<html data-messages>` at the addresses on `data-chunks`, which the browser loads before it
 * hydrates. Read from the HTML, not from what the browser happens to fetch before hydrating, so the
 * figure does not depend on timing (the footer's chunk, loaded with the footer after the first
 * load, may land before or after hydration on a busy machine).
 */
async function namedMessages(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  const areas = (/ data-messages="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').filter(Boolean);
  const addresses = new Map(
    (/ data-chunks="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').map((pair) => pair.split('=') as [string, string]),
  );
  let gzip = 0;
  for (const area of areas) {
    const address = addresses.get(area);
    expect(address, `${path}: the address of the ${area} messages`).toBeDefined();
    const res = await request.get(address!);
    expect(res.ok(), address).toBe(true);
    gzip += gzipSync(await res.body(), { level: 9 }).length;
  }
  return { areas, gzip };
}

test('every storefront page loads at most 125 KB of gzipped JavaScript first with its messages, without the toasts, the cart panel or the footer', async ({
  page,
  request,
}) => {
  const products: { slug: string }[] = await (await request.get('/api/products/?category=spices&limit=1')).json();
  const account = await registerCustomer(request, 'Kemi');
  await signIn(page, account.email, account.password, '/dashboard/my-orders');
  const pages = ['/', '/categories/spices', '/search/?results=oil', `/products/${products[0]!.slug}`];
  for (const path of [...pages, '/dashboard/my-orders']) {
    // The orders page signed in: the browser's own cookies go with page.request.
    const client = path === '/dashboard/my-orders' ? page.request : request;
    const { count, gzip, code } = await firstLoad(client, path);
    expect(count, `${path}: scripts found`).toBeGreaterThan(3);
    for (const lang of ['en', 'yo']) {
      const messages = await namedMessages(client, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(messages.areas[0], `${path} in ${lang}: message areas`).toBe('core');
      expect(
        gzip + messages.gzip,
        `${path} in ${lang}: first-load JavaScript with messages, gzipped`,
      ).toBeLessThanOrEqual(budget);
    }
    // react-hot-toast's style element id, the empty cart panel's text, the footer's payment list.
    expect(code, `${path}: the toast library`).not.toContain('_goober');
    expect(code, `${path}: the cart panel`).not.toContain('No items added in your cart');
    expect(code, `${path}: the footer`).not.toContain('Mastercard');
  }
});

test('the footer keeps the server’s HTML until its code is in, then works; the toasts and the cart panel load when needed', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site-footer-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  const footer = page.locator('.site-footer');
  const toggle = footer.getByRole('button', { name: /Data saver/ });
  // The page runs (the cart panel opens) while the footer is still the server's HTML: its switch
  // is there but not yet hydrated (the hydrated form adds a `js` field).
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(footer.locator('input[name="js"]')).toHaveCount(0);
  await page.locator('.site-header .cart-button').click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  release();
  await expect(footer.locator('input[name="js"]')).toHaveCount(1);
  // Hydrated: the switch answers in place, with no page load.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});
