import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/**
 * The stylesheet in parts by area, and the phone layout: each page inlines only its areas' rules
 * (≤ 6 KB gzipped), a client-side navigation into another area is styled from its first frame,
 * and at 320, 360 and 412 px nothing scrolls sideways, product grids have two columns and the
 * scroll-to-top button never covers an order's total.
 */

/** The page is no wider than the window (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(innerWidth);
}

async function inStockProducts(request: APIRequestContext) {
  const res = await request.get('/api/products/?limit=60');
  expect(res.ok()).toBe(true);
  const list: { id: number; slug: string; quantity: number }[] = await res.json();
  return list.filter((p) => p.quantity >= 5);
}

test.describe('styles by area', () => {
  test('each page inlines only its own areas, at most 6 KB gzipped; storefront pages carry no back-office rules, My Orders no profile rules', async ({
    request,
  }) => {
    const [product] = await inStockProducts(request);
    const pages = {
      '/': ['base', 'catalog', 'storefront', 'home'],
      '/categories/spices': ['base', 'catalog', 'storefront'],
      '/search/?results=oil': ['base', 'catalog', 'storefront'],
      '/offers': ['base', 'catalog', 'storefront', 'offers'],
      [`/products/${product!.slug}`]: ['base', 'forms', 'catalog', 'storefront', 'product'],
      '/about-us': ['base', 'content'],
      '/login': ['base', 'forms', 'account'],
    };
    const check = async (path: string, parts: string[]) => {
      const html = await (await request.get(path)).text();
      const styles = [...html.matchAll(/<style data-precedence="oja" data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)];
      expect(styles, path).toHaveLength(1);
      const [, hrefs, text] = styles[0]!;
      expect(hrefs!.split(' '), path).toEqual(parts);
      expect(gzipSync(text!).length, `${path}: inlined CSS gzipped`).toBeLessThanOrEqual(6 * 1024);
      expect(text, path).not.toContain('.admin-table');
      if (!/^\/(login|dashboard)/.test(path)) expect(text, path).not.toContain('.auth-card');
      if (!path.startsWith('/dashboard/profile')) expect(text, path).not.toContain('.profile-card');
    };
    for (const [path, parts] of Object.entries(pages)) await check(path, parts);
    // Signed in (the request keeps the session): the dashboard's pages, the profile's own part
    // only where it is used.
    await registerCustomer(request, 'Styles');
    await check('/dashboard/my-orders', ['base', 'forms', 'account', 'orders']);
    await check('/dashboard/profile', ['base', 'forms', 'account', 'profile', 'orders']);
  });

  test('a client-side navigation into another area shows the new page styled from its first frame', async ({
    page,
  }) => {
    // Records, the moment the sign-in card enters the document (before any paint), whether the
    // account area's rules already apply to it.
    await page.addInitScript(() => {
      const w = window as unknown as { firstCard?: { padding: string; radius: string } };
      new MutationObserver(() => {
        const card = document.querySelector('.auth-card');
        if (card && !w.firstCard) {
          const style = getComputedStyle(card);
          w.firstCard = { padding: style.paddingTop, radius: style.borderTopLeftRadius };
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await hydrated(page);
    expect(await page.locator('style[data-href~="account"], link[href*="account"]').count()).toBe(0);
    await page.locator('.site-header').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('.auth-card')).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as { firstCard?: object }).firstCard);
    expect(first).toBeDefined();
    expect(first).not.toEqual({ padding: '0px', radius: '0px' });
    // Back on the storefront its inlined rules are still there.
    await page.goBack();
    await expect(page.locator('.product-grid').first()).toHaveCSS('display', 'grid');
  });
});

test.describe('scripts after first paint', () => {
  for (const path of ['/', '/categories/spices', '/search/?results=oil']) {
    test(`${path}: no script download starts before the page's main image has arrived; the page hydrates`, async ({
      page,
    }) => {
      const events: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.js')) events.push(`script ${r.url()}`);
      });
      page.on('requestfinished', (r) => {
        if (r.url().includes('/images/') || r.url().includes('/media/')) events.push(`image ${r.url()}`);
      });
      await page.goto(path);
      await hydrated(page);
      const main = await page
        .locator('img[fetchpriority="high"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      const mainDone = events.indexOf(`image ${main}`);
      const firstScript = events.findIndex((e) => e.startsWith('script '));
      expect(mainDone, `${main} fetched`).toBeGreaterThanOrEqual(0);
      expect(firstScript, events.slice(0, 6).join('\n')).toBeGreaterThan(mainDone);
      // The HTML names the image (discoverable without scripts) and holds no module preloads.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(new URL(main).pathname);
      expect(html).not.toContain('rel="modulepreload"');
    });
  }
});

for (const width of [320, 360, 412]) {
  test.describe(`phone layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('storefront pages: two-column grids, the side list above the fold, nothing sideways', async ({
      page,
      request,
    }) => {
      const [product] = await inStockProducts(request);
      for (const path of ['/', '/categories/spices', '/search/?results=oil', `/products/${product!.slug}`, '/cart']) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }
      for (const path of ['/', '/categories/spices']) {
        await page.goto(path);
        const cards = page.locator('.product-grid .product-card:visible');
        const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(b!.y, `${path}: second card beside the first`).toBe(a!.y);
        expect(b!.x).toBeGreaterThan(a!.x + a!.width);
        if (path !== '/') expect(a!.y, `${path}: first card on the first screen`).toBeLessThan(740);
      }
      // On the home page the category side list is one short row above the products, not a
      // column of eleven links that pushes them a screen further down.
      await page.goto('/');
      const side = await page.locator('.category-side').boundingBox();
      expect(side!.height).toBeLessThan(120);
      const firstCard = await page.locator('.sample .product-card').first().boundingBox();
      expect(firstCard!.y - (side!.y + side!.height)).toBeLessThan(100);
      // Long search words break instead of widening the page.
      for (const length of [34, 100]) {
        await page.goto(`/search/?results=${'x'.repeat(length)}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('x'.repeat(length));
        await expectNoSidewaysScroll(page, `search word of ${length} characters`);
      }
      // The open Categories menu stays inside the window.
      await page.goto('/');
      await hydrated(page);
      const menuButton = page.locator('.site-nav').getByRole('button', { name: 'Categories' });
      await expect(async () => {
        await menuButton.click();
        await expect(page.locator('.menu-list')).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expectNoSidewaysScroll(page, 'open Categories menu');
      const menu = await page.locator('.menu-list').boundingBox();
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(width);
      // The header search shows its whole hint.
      const hint = await page
        .locator('.site-header .search input')
        .first()
        .evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input, '::placeholder');
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontSize} ${style.fontFamily}`;
          const padding = parseFloat(getComputedStyle(input).paddingLeft) * 2;
          return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
        });
      expect(hint.text).toBeLessThanOrEqual(hint.room);
    });

    test('account pages: a 100-character first name and the dashboard tabs stay inside the window', async ({
      page,
      request,
    }) => {
      const account = await registerCustomer(request, 'N'.repeat(100));
      await signIn(page, account.email, account.password, '/dashboard/profile');
      await expect(page.locator('main')).toContainText('N'.repeat(100));
      await expectNoSidewaysScroll(page, 'profile');
      // The tabs are one row (scrolling inside itself), not ragged rows.
      const tops = await page
        .locator('.dashboard-nav li')
        .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
      expect(tops).toBe(1);
      await page.goto('/dashboard/my-orders');
      await expectNoSidewaysScroll(page, 'my orders');
    });

    test('place order: the scroll-to-top button never covers an amount of the summary', async ({ page, request }) => {
      const account = await registerCustomer(request);
      await signIn(page, account.email, account.password, '/');
      const [first, second] = await inStockProducts(request);
      for (const p of [first!, second!]) {
        expect((await page.request.post('/api/cart/items/', { data: { product_id: p.id } })).ok()).toBe(true);
      }
      await page.goto('/place-order');
      await hydrated(page);
      await expectNoSidewaysScroll(page, 'place order');
      const amounts = page.locator('.order-summary .summary-amounts dd');
      expect(await amounts.count()).toBeGreaterThanOrEqual(2); // the subtotal and the total at least
      // Bring the summary to each height of the window, and check the button is never on an amount.
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < pageHeight; y += 60) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const button = page.locator('.scroll-top');
        if ((await button.count()) === 0) continue;
        const a = await button.boundingBox();
        if (!a) continue;
        for (const b of await amounts.evaluateAll((dds) => dds.map((dd) => dd.getBoundingClientRect().toJSON()))) {
          const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap, `scrolled to ${y}: button ${JSON.stringify(a)} amount ${JSON.stringify(b)}`).toBe(false);
        }
      }
    });
  });
}
