import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerCustomer } from './support/staff';
import { expectToastShown, recordToasts, toastsSeen } from './support/toasts';
import { hydrated } from './support/hydrated';

/**
 * A shop on a flaky mobile connection: requests that get no answer (offline, aborted, a 500), a
 * place-order answer lost after the server committed, two tabs of one cart. Nothing may break the
 * page: the styles stay, the error shows in the page's chrome or as a toast with a Retry.
 */

interface ApiProduct {
  id: number;
  title: string;
  quantity: number;
}

/** The footer hydrates after the page (decision 0032): until then its links load whole documents. */
const footerHydrated = (page: Page) => page.locator('.site-footer[data-hydrated]').waitFor({ state: 'attached' });
const failureToasts = (page: Page) => page.locator('.failure-toast');
const cartLines = (page: Page) => page.locator('main .cart-line');
const badge = (page: Page) => page.locator('.badge-desktop');

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/products/?limit=100');
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A product with plenty of stock, picked at random so that parallel journeys rarely share one. */
async function plentiful(request: APIRequestContext, skip: number[] = []) {
  const list = (await products(request)).filter((p) => p.quantity >= 20 && !skip.includes(p.id));
  return list[Math.floor(Math.random() * list.length)]!;
}

/** Puts a product in the cart of the page's browser (the page's request context shares its cookies). */
async function addByApi(page: Page, productId: number) {
  const res = await page.request.post('/api/cart/items/', { data: { product_id: productId } });
  expect(res.ok()).toBe(true);
}

/** The stylesheet is in force: the inlined base <style> has its text and the body is not in Times. */
async function expectStyled(page: Page) {
  const { styles, font } = await page.evaluate(() => ({
    styles: document.querySelector('style[data-href~="base"]')?.textContent?.length ?? 0,
    font: getComputedStyle(document.body).fontFamily,
  }));
  expect(styles).toBeGreaterThan(1000);
  expect(font).not.toMatch(/times/i);
  await expect(page.locator('.site-footer')).toBeVisible();
}

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill('12 Broad Street');
  await page.getByLabel('City').fill('Lagos Island');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('State', { exact: true }).selectOption('Lagos');
  await page.getByLabel('Local government area').selectOption('Lagos Island');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('Postal code').fill('101001');
  await page.getByLabel('Phone').fill('+234 803 123 4567');
}

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`weak network (${label})`, () => {
    test.use({ viewport });

    test('a failed navigation shows the error inside the styled page with a toast and a Retry', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await footerHydrated(page);
      const link = page.locator('.site-footer a[href^="/categories/"]').first();
      const target = (await link.getAttribute('href'))!;

      // The data request answers 500: the error boundary renders in the browser.
      await page.route('**/*.data*', (route) => route.fulfill({ status: 500, body: 'down' }));
      await link.click();
      const failure = page.getByRole('heading', { name: 'Something went wrong' });
      await expect(failure).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'We could not load this page' })).toBeVisible();
      await expectStyled(page);
      await page.unroute('**/*.data*');

      // Offline: the same, and Retry loads the page once the connection is back.
      await page.goto('/');
      await footerHydrated(page);
      await context.setOffline(true);
      await page.locator(`.site-footer a[href="${target}"]`).click();
      await expect(failure).toBeVisible();
      await expectStyled(page);
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(failure).toBeHidden();
      await expect(page).toHaveURL(target);
      await expect(page.locator('main h1')).toBeVisible();
      await expectStyled(page);
    });

    test('Add to cart offline shows one plain toast, the item in the cart as online, and the change is sent once back online', async ({
      page,
      context,
    }) => {
      await recordToasts(page);
      await page.goto('/');
      await hydrated(page);
      const card = page
        .locator('main .product-card')
        .filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
      const button = card.first().getByRole('button', { name: 'Add to cart' });
      const title = (await card.first().locator('h3, .product-title').first().textContent())?.trim();
      expect(title).toBeTruthy();
      const before = await badge(page).textContent();

      // Going offline once the page has fetched the cart's code, as a shopper who has been on it a moment.
      await page.locator('body[data-cart-ready][data-toasts-ready]').waitFor({ state: 'attached' });
      await context.setOffline(true);
      await button.click();
      await expect(badge(page)).toHaveText(String(Number(before) + 1));
      const sameCard = page.locator('main .product-card').filter({ hasText: title! }).first();
      await expect(sameCard.getByRole('button', { name: 'In cart' })).toBeDisabled();
      await expectToastShown(page, 'Added to your cart on this phone.');
      expect((await toastsSeen(page)).filter((t) => t.includes('Added to your cart on this phone.'))).toHaveLength(1);
      expect((await toastsSeen(page)).filter((t) => t.includes('Retry'))).toEqual([]);
      await expect(failureToasts(page)).toHaveCount(0);
      await expectStyled(page);

      // The change was kept (features/offline) and goes out by itself, once, when the connection returns.
      await context.setOffline(false);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('oja-cart-queue'))).toBeNull();
      await expect
        .poll(async () => {
          const cart = await (await page.request.get('/api/cart/')).json();
          return cart.items.filter((i: { item: { title: string } }) => i.item.title.trim() === title);
        })
        .toEqual([expect.objectContaining({ quantity: 1 })]);
      await expect(sameCard.getByRole('button', { name: 'In cart' })).toBeDisabled();
      await expect(badge(page)).toHaveText(String(Number(before) + 1));
    });

    test('+ with the request aborted or answered 500: one toast per cause, the line unchanged, Retry works', async ({
      page,
    }) => {
      const product = await plentiful(page.request);
      await addByApi(page, product.id);
      await page.goto('/cart');
      await hydrated(page);
      const line = cartLines(page).filter({ hasText: product.title });
      const plus = line.getByRole('button', { name: `One more ${product.title}` });

      await page.route('**/cart.data*', (route) => route.abort('internetdisconnected'));
      await plus.click();
      await expect(failureToasts(page)).toHaveCount(1);
      await plus.click();
      await expect(line.locator('.qty')).toHaveText('1');
      await expect(failureToasts(page)).toHaveCount(1);
      await expect(failureToasts(page)).toContainText('No answer from the shop');
      await expectStyled(page);

      await page.unroute('**/cart.data*');
      await page.route('**/cart.data*', (route) => route.fulfill({ status: 500, body: 'broken' }));
      await plus.click();
      await expect(failureToasts(page).filter({ hasText: 'could not do that' })).toHaveCount(1);
      await expect(line.locator('.qty')).toHaveText('1');
      await expectStyled(page);

      await page.unroute('**/cart.data*');
      await failureToasts(page).filter({ hasText: 'could not do that' }).getByRole('button', { name: 'Retry' }).click();
      await expect(line.locator('.qty')).toHaveText('2');
    });

    test('+ is disabled at the stock limit', async ({ page }) => {
      const scarce = (await products(page.request)).find((p) => p.quantity === 2);
      expect(scarce, 'the demo catalogue has a product with 2 in stock').toBeTruthy();
      await addByApi(page, scarce!.id);
      await page.goto('/cart');
      await hydrated(page);
      const line = cartLines(page).filter({ hasText: scarce!.title });
      const plus = line.getByRole('button', { name: `One more ${scarce!.title}` });
      await expect(plus).toBeEnabled();
      await plus.click();
      await expect(line.locator('.qty')).toHaveText('2');
      await expect(plus).toBeDisabled();
    });

    test('two tabs: a line removed in one is gone from the other after its next action says so', async ({
      page,
      context,
    }) => {
      const first = await plentiful(page.request);
      const second = await plentiful(page.request, [first.id]);
      await addByApi(page, first.id);
      await addByApi(page, second.id);
      const other = await context.newPage();
      for (const tab of [page, other]) {
        await tab.goto('/cart');
        await hydrated(tab);
        await expect(cartLines(tab)).toHaveCount(2);
      }
      await other.getByRole('button', { name: `Remove ${first.title}` }).click();
      await expect(cartLines(other)).toHaveCount(1);

      // This tab still shows the line; its + is refused, and the refusal refreshes the cart.
      await page.getByRole('button', { name: `One more ${first.title}` }).click();
      await expect(failureToasts(page)).toContainText('is not in your cart');
      await expect(cartLines(page)).toHaveCount(1);
      await expect(cartLines(page)).toContainText(second.title);
      await expect(badge(page)).toHaveText('1');
      await expect(failureToasts(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    });

    test('Empty cart asks first; Keep keeps the cart', async ({ page }) => {
      const first = await plentiful(page.request);
      const second = await plentiful(page.request, [first.id]);
      await addByApi(page, first.id);
      await addByApi(page, second.id);
      await page.goto('/cart');
      await hydrated(page);
      await page.getByRole('button', { name: 'Empty cart' }).click();
      await expect(page.getByText('Remove all 2 items?')).toBeVisible();
      await expect(cartLines(page)).toHaveCount(2);
      await page.getByRole('button', { name: 'Keep' }).click();
      await expect(cartLines(page)).toHaveCount(2);
      await page.getByRole('button', { name: 'Empty cart' }).click();
      await page.getByRole('button', { name: 'Yes, empty it' }).click();
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expect(badge(page)).toHaveText('0');
    });

    test('a place-order answer lost after the server committed: the page finds the order, placed once', async ({
      page,
    }) => {
      await registerCustomer(page.request);
      const product = await plentiful(page.request);
      await addByApi(page, product.id);
      await page.goto('/place-order');
      await hydrated(page);
      await fillAddress(page);
      await expect(page.locator('.order-summary').getByText('Handling Fee')).toBeVisible();

      // 1st request: reaches the server, which places the order; the answer is lost.
      // 2nd (the page's own check): lost before reaching the server. Then the connection is back.
      let sent = 0;
      let committed = false;
      await page.route(/\/place-order\.data/, async (route) => {
        sent += 1;
        if (sent === 1) {
          const answer = await route.fetch();
          committed = answer.ok();
          return route.abort('internetdisconnected');
        }
        if (sent === 2) return route.abort('internetdisconnected');
        return route.continue();
      });
      await page.getByRole('button', { name: 'Place your Order' }).click();
      const lost = page.getByRole('alert').filter({ hasText: 'do not know yet whether your order was placed' });
      await expect(lost).toBeVisible();
      expect(committed).toBe(true);
      await expectStyled(page);
      // The cart is still shown (nothing was reloaded) and the order can be retried safely.
      await expect(page.locator('.order-summary')).toContainText(product.title);

      await lost.getByRole('button', { name: 'Retry' }).click();
      const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
      await expect(placed).toBeVisible();
      const orderId = (await placed.locator('strong').textContent())!;
      await expect(badge(page)).toHaveText('0');

      const orders = (await (await page.request.get('/api/orders/')).json()) as { order_id?: string }[];
      expect(orders).toHaveLength(1);
      expect(JSON.stringify(orders)).toContain(orderId);
    });
  });
}
