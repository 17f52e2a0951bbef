import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/staff';
import { expectToastShown, recordToasts, toastsSeen } from './support/toasts';
import { hydrated } from './support/hydrated';

/**
 * The shop on a phone that loses its connection: the service worker keeps the catalogue pages the
 * shopper has seen and shows an offline page for the rest, cart changes made offline are sent once
 * the connection returns, a signed-in page is never kept; the data saver; toasts with a Retry for
 * failed saved-item and currency requests. Service workers are allowed here only (the config
 * blocks them elsewhere); 127.0.0.1 is a secure context, so the worker registers.
 */

const badge = (page: Page) => page.locator('.badge-desktop');
const offlineHeading = (page: Page) => page.getByRole('heading', { name: "You're offline" });

/** The page is controlled by the shop's worker (registered after load, in charge at once). */
async function workerInCharge(page: Page) {
  await page.locator('body[data-offline-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker has kept the page at `path` (it stores the answer after handing it over). */
async function pageKept(page: Page, path: string) {
  await page.waitForFunction(
    async (url) => Boolean(await (await caches.open('oja-pages')).match(url)),
    new URL(path, page.url()).href,
  );
}

async function firstCategory(page: Page) {
  return (await page.locator('.site-footer a[href^="/categories/"]').first().getAttribute('href'))!;
}

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`offline (${label})`, () => {
    test.use({ viewport, serviceWorkers: 'allow' });

    test('a visited category page reloads offline, with the notice; an unvisited page shows the offline page', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await hydrated(page);
      await workerInCharge(page);
      const category = await firstCategory(page);
      await page.goto(category);
      await hydrated(page);
      const title = (await page.locator('main h1').textContent())!.trim();
      await pageKept(page, category);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
      // Styled as online: the stylesheet is in the kept page.
      const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(font).not.toMatch(/times/i);
      await expect(page.locator('main .product-card').first()).toBeVisible();

      await page.goto('/contact-us');
      await expect(offlineHeading(page)).toBeVisible();
      await expect(page.getByRole('link', { name: "Go to the shop's front page" })).toBeVisible();

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/contact-us\??$/);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(offlineHeading(page)).toBeHidden();
    });

    test('"Add to cart" offline reads as done: "In cart", counted, a plain toast without Retry; kept across a reload and sent once when back online', async ({
      page,
      context,
    }) => {
      await recordToasts(page);
      await page.goto('/');
      await hydrated(page);
      await workerInCharge(page);
      await page.goto('/');
      await hydrated(page);
      await pageKept(page, '/');
      await page
        .locator('body[data-cart-ready][data-cart-panel-ready][data-toasts-ready]')
        .waitFor({ state: 'attached' });
      const before = Number(await badge(page).textContent());
      const card = page
        .locator('main .product-card')
        .filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
      const title = (await card.first().locator('h3, .product-title').first().textContent())!.trim();
      const sameCard = page.locator('main .product-card').filter({ hasText: title }).first();
      const counted = async () => {
        await expect(badge(page)).toHaveText(String(before + 1));
        await expect(page.locator('.badge-mobile')).toHaveText(String(before + 1));
        await expect(sameCard.getByRole('button', { name: 'In cart' })).toBeDisabled();
      };

      await context.setOffline(true);
      await card.first().getByRole('button', { name: 'Add to cart' }).click();
      // As an add online: the button says it is in the cart and the header counts it.
      await counted();
      // A plain toast that says where the item is, not an error with a Retry that cannot work offline
      // (asked of the page's recorder: a plain toast stays 4 s of the page's time).
      await expectToastShown(
        page,
        "Added to your cart on this phone. It will be sent to the shop when you're back online.",
      );
      expect((await toastsSeen(page)).filter((t) => t.includes('Retry'))).toEqual([]);
      await expect(page.locator('.failure-toast')).toHaveCount(0);
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('oja-cart-queue') ?? '[]').length);
      expect(kept).toBe(1);
      // The cart panel counts it too: not "empty", but kept until the shop answers with its line.
      const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
      await page.getByRole('link', { name: /^Shopping cart/ }).click();
      await expect(panel).toBeVisible({ timeout: 15_000 });
      await expect(panel.locator('.cart-kept')).toHaveText(
        "You're offline: this change is kept and sent when you're back online.",
      );
      await expect(panel.getByText('Your cart is empty')).toHaveCount(0);
      await page.keyboard.press('Escape');

      // Reloaded offline: the kept page, and the change is still waiting, still shown as made.
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
      await counted();

      await context.setOffline(false);
      // The queue empties when the change is sent; the 2-second toast is asked of the recorder.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('oja-cart-queue'))).toBeNull();
      await expectToastShown(page, 'Your cart changes made offline were sent.');
      // The cart agrees: the item once, with quantity 1, and the page still counts it once.
      const cart = await (await page.request.get('/api/cart/')).json();
      expect(cart.items).toHaveLength(before + 1);
      const line = cart.items.find((i: { item: { title: string } }) => i.item.title.trim() === title);
      expect(line?.quantity).toBe(1);
      await page.reload();
      await hydrated(page);
      await counted();
    });

    test('"Add to cart" sent as a plain form offline (before the scripts ran) gets the shop\'s "not saved" page, and back', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await hydrated(page);
      await workerInCharge(page);
      const category = await firstCategory(page);
      await page.goto(category);
      await hydrated(page);
      await context.setOffline(true);
      // form.submit() sends it as the browser does before hydration: a page request (POST), not a fetch.
      await page
        .locator('main .product-card')
        .getByRole('button', { name: 'Add to cart' })
        .first()
        .evaluate((button) => (button as HTMLButtonElement).form!.submit());
      await expect(page.getByRole('heading', { name: 'Not saved: you are offline' })).toBeVisible();
      await expect(page.getByText('nothing was saved')).toBeVisible();
      await page.getByRole('button', { name: 'Go back and try again' }).click();
      await expect(page).toHaveURL(new RegExp(`${category}$`));
    });

    test('a page seen signed in is never kept: signed out and offline, it is not served', async ({ page, context }) => {
      // Registering through the page's request context signs the page in.
      await registerCustomer(page.request, 'Kemi');
      await page.goto('/');
      await hydrated(page);
      await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
      await workerInCharge(page);
      const category = await firstCategory(page);
      const response = await page.goto(category);
      expect(response!.headers()['oja-page-cache']).toBeUndefined();
      await hydrated(page);
      // Kept pages are dropped when the signed-in customer changes; and this one was never kept.
      const kept = await page.evaluate(async () => (await (await caches.open('oja-pages')).keys()).map((r) => r.url));
      expect(kept.some((url) => url.endsWith(category))).toBe(false);

      await context.clearCookies();
      await context.setOffline(true);
      await page.goto(category);
      await expect(offlineHeading(page)).toBeVisible();
      await expect(page.getByText('Kemi')).toHaveCount(0);
    });
  });

  test.describe(`data saver (${label})`, () => {
    test.use({ viewport });

    test('with Save-Data: on the hero does not rotate; the menu switch turns it off and on', async ({ browser }) => {
      const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'save-data': 'on' } });
      const page = await context.newPage();
      await page.goto('/');
      await hydrated(page);
      await page.waitForFunction(() => document.readyState === 'complete');
      const toggle = page.locator('.site-footer').getByRole('button', { name: /Data saver/ });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.hero-backdrop img')).toHaveCount(1);
      await expect(page.locator('.hero-pause')).toHaveCount(0);

      // Off (a cookie that outranks the header): the four scenes rotate again.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('.hero-backdrop img')).toHaveCount(4);
      await expect(page.locator('.hero-pause')).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.locator('.hero-backdrop img')).toHaveCount(4);

      await page
        .locator('.site-footer')
        .getByRole('button', { name: /Data saver/ })
        .click();
      await expect(page.locator('.hero-backdrop img')).toHaveCount(1);
      await context.close();
    });
  });

  test.describe(`failed actions (${label})`, () => {
    test.use({ viewport });

    test('a currency switch that fails shows one toast with a Retry, prices stay, Retry switches', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const price = page.locator('main .product-card .price').first();
      const before = (await price.textContent())!;
      // The other currency than the one shown (the shop picks one from the visitor's country).
      const other = before.includes('$') ? 'NGN' : 'USD';
      const otherName = other === 'USD' ? 'US dollars' : 'naira';
      await page.route('**/currency.data*', (route) => route.fulfill({ status: 500, body: 'down' }));
      const choose = async () => {
        if (viewport.width < 700) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.locator(`.sheet-currency button[value="${other}"]`).click();
        } else {
          await page.locator('.currency-menu summary').first().click();
          await page.locator('.currency-menu').first().locator(`button[value="${other}"]`).click();
        }
      };
      await choose();
      await expect(page.locator('.failure-toast')).toHaveCount(1);
      await expect(price).toHaveText(before);
      if (viewport.width >= 700) {
        // Once more: still one toast (on a phone the toast covers the menu button meanwhile).
        await choose();
        await expect(page.locator('.failure-toast')).toHaveCount(1);
      }

      await page.unroute('**/currency.data*');
      await page.locator('.failure-toast').getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(`Prices are now in ${otherName}`)).toBeVisible();
      await expect(price).not.toHaveText(before);
    });

    test('saving a product without an answer shows a toast with a Retry, the heart unchanged; Retry saves', async ({
      page,
    }) => {
      await registerCustomer(page.request, 'Tobi');
      await page.goto('/');
      await hydrated(page);
      const heart = page.locator('main .product-card .save-button').first();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      // The first save gets no answer; the Retry goes through.
      let cut = false;
      await page.route('**/saved.data*', (route) => (cut ? route.continue() : ((cut = true), route.abort())));
      await heart.click();
      const toast = page.locator('.failure-toast');
      // Pointed at, the toast stays (its 8 seconds pause), however busy the machine.
      await toast.hover();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('.site-footer')).toBeVisible();
      await toast.getByRole('button', { name: 'Retry' }).click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
  });
}

test.describe('a new release', () => {
  test.use({ serviceWorkers: 'allow' });

  test('takes over at once and the page offers a reload', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await workerInCharge(page);
    // The next release: the served worker file with other bytes (a real release changes its
    // precache list). Put back afterwards; other journeys at most see the reload offer.
    const file = 'apps/web/build/client/sw.js';
    const release = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, `${release}\n// next release`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const toast = page.getByRole('status').filter({ hasText: 'A new version of the shop is ready.' });
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: 'Reload' }).click();
      await hydrated(page);
      await expect(toast).toBeHidden();
      await workerInCharge(page);
    } finally {
      fs.writeFileSync(file, release);
    }
  });
});
