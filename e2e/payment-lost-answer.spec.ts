import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { hydrated } from './support/hydrated';

/**
 * "Make Payment" on a flaky connection: the server starts the payment but its answer is lost. The
 * page's Idempotency-Key (kept per order) makes the retry find the payment already started, so the
 * shopper reaches the provider's page for that one payment, never a second.
 */

async function signUp(page: Page) {
  const account = {
    first_name: 'Tunde',
    last_name: 'Bello',
    email: `paylost-${randomUUID().slice(0, 8)}@example.com`,
    password: 'journey-pass-1',
  };
  expect((await page.request.post('/api/register/', { data: account })).status()).toBe(201);
}

/** An order to a Lagos address (reviewed at once by the fee rules), placed through the API. */
async function placeLagosOrder(page: Page): Promise<string> {
  const [product] = await (await page.request.get('/api/products/?sort=rating&limit=1')).json();
  expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  const res = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
  expect(res.status()).toBe(201);
  return (await res.json()).order_id;
}

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`a lost payment-start answer (${label})`, () => {
    test.use({ viewport });

    test('the server started the payment but the answer was lost: Retry reaches that payment, started once', async ({
      page,
    }) => {
      await signUp(page);
      const orderId = await placeLagosOrder(page);
      await page.goto(`/checkout?order_id=${orderId}`);
      await hydrated(page);

      // 1st start: reaches the server, which starts the payment; the answer is lost.
      // 2nd (the page's own check): lost before reaching the server. Then the connection is back.
      let sent = 0;
      let firstReference: string | undefined;
      await page.route(/\/checkout\.data/, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        sent += 1;
        if (sent === 1) {
          const answer = await route.fetch({ maxRedirects: 0 });
          firstReference = /\/payments\/test\/(OJA-[2-9A-Z-]+)/.exec(await answer.text())?.[1];
          return route.abort('internetdisconnected');
        }
        if (sent === 2) return route.abort('internetdisconnected');
        return route.continue();
      });
      await page.getByRole('button', { name: /Make Payment/ }).click();
      const lost = page
        .locator('.failure-toast')
        .filter({ hasText: 'do not know yet whether your payment was started' });
      await expect(lost).toBeVisible();
      expect(firstReference).toMatch(new RegExp(`^${orderId}-`));
      // The page stays as it was, styled, with the form ready again.
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Make Payment/ })).toBeEnabled();

      await lost.getByRole('button', { name: 'Retry' }).click();
      await expect(page).toHaveURL(new RegExp(`/payments/test/${firstReference}$`));
      await expect(page.getByText('TEST MODE — no real money')).toBeVisible();
      expect(sent).toBe(3);
    });

    test('a reload after a lost answer sends the same key: the same payment again', async ({ page }) => {
      await signUp(page);
      const orderId = await placeLagosOrder(page);
      await page.goto(`/checkout?order_id=${orderId}`);
      await hydrated(page);

      let firstReference: string | undefined;
      await page.route(/\/checkout\.data/, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const answer = await route.fetch({ maxRedirects: 0 });
        firstReference ??= /\/payments\/test\/(OJA-[2-9A-Z-]+)/.exec(await answer.text())?.[1];
        return route.abort('internetdisconnected');
      });
      await page.getByRole('button', { name: /Make Payment/ }).click();
      // Two payment starts go through the server first (the page resends once by itself).
      await expect(page.locator('.failure-toast').filter({ hasText: 'whether your payment was started' })).toBeVisible({
        timeout: 30_000,
      });
      expect(firstReference).toMatch(new RegExp(`^${orderId}-`));

      await page.unroute(/\/checkout\.data/);
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: /Make Payment/ }).click();
      await expect(page).toHaveURL(new RegExp(`/payments/test/${firstReference}$`));
    });
  });
}
