import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchErrors } from './support/page-errors';

interface ApiProduct {
  id: number;
  title: string;
  quantity: number;
}

/** The home page's sample grid, as the API lists it (same order as the cards). */
async function sampleProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/products/?sort=rating&limit=21');
  expect(res.ok()).toBe(true);
  return res.json();
}

const stockOf = async (request: APIRequestContext, id: number) =>
  (await sampleProducts(request)).find((p) => p.id === id)!.quantity;

async function registerByApi(request: APIRequestContext) {
  const account = {
    first_name: 'Chioma',
    last_name: 'Eze',
    email: `orders-${randomUUID().slice(0, 8)}@example.com`,
    password: 'journey-pass-1',
  };
  expect((await request.post('/api/register/', { data: account })).status()).toBe(201);
  await request.post('/api/logout/');
  return account;
}

test('guest cart → sign in (cart kept) → place order → My Orders → view → cancel → stock restored', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const account = await registerByApi(request);
  // Two products picked at random, so that journeys running at the same time rarely share stock.
  // Not the last: the home page hides a lone card left over for the last row (at some widths).
  const sample = (await sampleProducts(request)).filter(
    (p, i, all) => i !== 2 && i !== all.length - 1 && p.quantity >= 5,
  );
  const pick = Math.floor(Math.random() * (sample.length - 1));
  const [first, second] = [sample[pick], sample[pick + 1]];
  const stockBefore = first!.quantity;

  await page.goto('/');
  const cards = page.locator('.sample .product-card');
  const firstCard = cards.filter({ hasText: first!.title });
  const secondCard = cards.filter({ hasText: second!.title });
  await firstCard.getByRole('button', { name: 'Add to cart' }).click();
  await expect(firstCard.getByRole('button', { name: 'In cart' })).toBeDisabled();
  await secondCard.getByRole('button', { name: 'Add to cart' }).click();
  await expect(secondCard.getByRole('button', { name: 'In cart' })).toBeDisabled();

  // The Shopping Cart panel: +1 on the first line; the desktop badge counts units, mobile counts lines.
  const cartButton = page.getByRole('link', { name: /^Shopping cart/ });
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  // Hydrated, one click opens the panel (its code may still be on its way): a second click on a
  // busy machine would land on the opening panel.
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await cartButton.click();
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('.cart-line')).toHaveCount(2);
  await panel.getByRole('button', { name: `One more ${first!.title}` }).click();
  await expect(panel.locator('.cart-line').first().locator('.qty')).toHaveText('2');
  await expect(page.locator('.badge-desktop')).toHaveText('3');
  await expect(page.locator('.badge-mobile')).toHaveText('2');

  // A guest is sent to sign in first, and comes back to the order page with the cart kept.
  await panel.getByRole('link', { name: /Proceed To Checkout/ }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/login\?next=%2Fplace-order$/);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/place-order');
  await expect(page.getByRole('heading', { name: '01. Personal Details' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  const summary = page.locator('.order-summary');
  await expect(summary.locator('.summary-lines li')).toHaveCount(2);
  await expect(summary).toContainText(`${first!.title} × 2`);

  await page.getByLabel('Street address').fill('12 Broad Street');
  await page.getByLabel('City').fill('Lagos Island');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('State', { exact: true }).selectOption('Lagos');
  await page.getByLabel('Local government area').selectOption('Lagos Island');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('Postal code').fill('101001');
  await page.getByLabel('Phone').fill('+234 803 123 4567');
  await expect(summary.getByText('Handling Fee')).toBeVisible();
  await expect(summary.locator('.summary-total')).toContainText('₦');
  await page.getByRole('button', { name: 'Place your Order' }).click();

  await expect(page.getByText('Your Order is Successfully post!!!')).toBeVisible();
  const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
  await expect(placed).toBeVisible();
  const orderId = (await placed.locator('strong').textContent())!;
  expect(orderId).toMatch(/^OJA-[2-9A-HJKMNP-Z]{8}$/);
  await expect(placed).toContainText(`Order ID: ${orderId}`);
  await expect(placed).toContainText('ready for payment');
  expect(await stockOf(request, first!.id)).toBe(stockBefore - 2);
  await expect(page.locator('.badge-desktop')).toHaveText('0');

  await placed.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL('/dashboard/my-orders');
  await expect(page.getByText('Your Order is loaded!!!')).toBeVisible();
  await expect(page.locator('.order-tile-pending .order-tile-count')).toHaveText('1');
  const row = page.locator('.orders-table tbody tr').filter({ hasText: orderId });
  await expect(row).toContainText('Awaiting confirmation');
  await expect(row.getByRole('link', { name: /^Make Payment \(₦[\d,]+\)$/ })).toHaveAttribute(
    'href',
    `/checkout?order_id=${orderId}`,
  );

  await row.getByRole('link', { name: 'View' }).click();
  const items = page.getByRole('dialog', { name: 'ITEMS' });
  await expect(items).toBeVisible();
  await expect(items).toContainText(first!.title);
  await expect(items).toContainText(second!.title);
  await expect(items).toContainText('12 Broad Street');
  await expect(items).toContainText('Handling fee');
  await page.keyboard.press('Escape');
  await expect(items).toBeHidden();
  await expect(page).toHaveURL('/dashboard/my-orders');

  // Declining keeps the order; confirming cancels it, and its stock comes back.
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await row.getByRole('link', { name: `Cancel order ${orderId}` }).click();
  await expect(confirm).toContainText('After deleted you will not be able to recover this Order!');
  await confirm.getByRole('button', { name: 'No, keep it' }).click();
  await expect(page.getByText('Your Order is safe!!')).toBeVisible();
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: `Cancel order ${orderId}` }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your Order is canceled..')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("Your Don't Order Any Product")).toBeVisible();
  expect(await stockOf(request, first!.id)).toBe(stockBefore);

  // The customer's cart stays with the account; after Log Out the header shows an empty cart.
  await page.goto('/');
  // A click while the page is still hydrating may be lost: wait until the scripts run. (Clicking
  // again after a wait could add the product twice when the first click was only slow.)
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await firstCard.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.badge-desktop')).toHaveText('1');
  await page.getByRole('button', { name: 'Account: Chioma' }).click();
  await page.locator('.user-popover').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.badge-desktop')).toHaveText('0');
  await expect(firstCard.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart works with plain forms: add, see it in /cart, remove', async ({ page, request }) => {
    const [, , third] = await sampleProducts(request);
    await page.goto('/');
    const card = page.locator('.sample .product-card').filter({ hasText: third!.title });
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL('/');
    await expect(card.getByRole('button', { name: 'In cart' })).toBeDisabled();
    await expect(page.locator('.badge-desktop')).toHaveText('1');

    await page.getByRole('link', { name: /^Shopping cart/ }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await page.getByRole('button', { name: `One more ${third!.title}` }).click();
    await expect(page.locator('.cart-line .qty')).toHaveText('2');
    await page.getByRole('button', { name: `Remove ${third!.title}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('button', { name: /Proceed To Checkout/ })).toBeDisabled();
  });
});
