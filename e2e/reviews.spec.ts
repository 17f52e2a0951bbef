import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { waitForMail } from './support/mailbox';
import { makeStaff, signIn } from './support/staff';
import { watchErrors } from './support/page-errors';

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  quantity: number;
  rating: number | null;
  rating_count: number;
  variants?: { label: string; quantity: number }[];
}

/** What a saved item's stock line says: the pack its "Add to cart" adds (QA E27), named when several. */
function stockLine(product: ApiProduct) {
  const packs = product.variants ?? [];
  const pack = packs.find((v) => v.quantity > 0) ?? packs[0];
  const quantity = pack?.quantity ?? product.quantity;
  const said = quantity > 0 ? `${quantity} items Left` : 'Out of stock';
  return packs.length > 1 ? `${said} · ${pack!.label}` : said;
}

const newAccount = (first = 'Kemi') => ({
  first_name: first,
  last_name: 'Adeyemi',
  email: `reviews-${randomUUID().slice(0, 8)}@example.com`,
  password: 'journey-pass-1',
});

/** A customer made through the API, then signed out again (the journey signs in on the page). */
async function registered(page: Page, first?: string) {
  const account = newAccount(first);
  expect((await page.request.post('/api/register/', { data: account })).status()).toBe(201);
  await page.request.post('/api/logout/');
  return account;
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('.auth-card').getByRole('button', { name: 'Sign In' }).click();
}

/** Products of the home page's sample grid, as the API lists them (same order as the cards). */
async function sample(page: Page): Promise<ApiProduct[]> {
  return (await page.request.get('/api/products/?sort=rating&limit=21')).json();
}

test('a visitor saves a product, signs in, finds it saved, and removes it again', async ({ page }) => {
  const errors = watchErrors(page);
  const account = await registered(page);
  await page.goto('/');
  // A product among the cards the page shows: the grid fills whole rows only, so at some widths
  // the 21st card is hidden (home.css), and a hidden card has no button to click.
  const shown = await page.locator('.sample .product-card .product-title').filter({ visible: true }).allTextContents();
  const products = (await sample(page)).filter((p) => shown.includes(p.title));
  expect(products.length).toBeGreaterThanOrEqual(20);
  const product = products[Math.floor(Math.random() * products.length)]!;
  const card = page.locator('.sample .product-card').filter({ hasText: product.title });
  await card.getByRole('button', { name: `Save ${product.title}` }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fsaved%3Fsave%3D\d+$/);
  await expect(page.getByText('Sign in to save this item to your list.')).toBeVisible();
  await signInOnPage(page, account.email, account.password);

  await expect(page).toHaveURL('/dashboard/saved');
  await expect(page.getByText('Saved to your list.')).toBeVisible();
  const item = page.locator('.saved-item').filter({ hasText: product.title });
  await expect(item).toBeVisible();
  await expect(item.locator('.stock')).toHaveText(stockLine(product));
  await expect(item.getByRole('button', { name: /Add to cart|In cart|Out of stock/ })).toBeVisible();

  // The heart on the home page is filled for this customer; it empties at once when clicked.
  await page.goto('/');
  const heart = card.getByRole('button', { name: `Remove ${product.title} from saved items` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(card.getByRole('button', { name: `Save ${product.title}` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/dashboard/saved');
  await expect(page.getByText('You have not saved anything yet.')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart still saves and removes, coming back to the same page', async ({ page }) => {
    const account = newAccount();
    expect((await page.request.post('/api/register/', { data: account })).status()).toBe(201);
    const [product] = await sample(page);
    await page.goto('/');
    const card = page.locator('.sample .product-card').filter({ hasText: product!.title });
    await card.getByRole('button', { name: `Save ${product!.title}` }).click();
    await expect(page).toHaveURL('/');
    await card.getByRole('button', { name: `Remove ${product!.title} from saved items` }).click();
    await expect(page).toHaveURL('/');
    await expect(card.getByRole('button', { name: `Save ${product!.title}` })).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the shop review form: clear errors, a saved review and its toast; staff publish it on the home page', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  const account = await registered(page, 'Ifeoma');
  await page.goto('/dashboard/review');
  await signInOnPage(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard/review');

  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('E-mail')).not.toBeEditable();
  const stars = page.getByLabel('Your rating');
  await expect(stars.locator('option')).toHaveText([/5 stars/, /4 stars/, /3 stars/, /2 stars/, /1 star$/]);
  const text = page.getByPlaceholder('Enter Your Valuable Review');

  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Please write your review')).toBeVisible();
  await text.fill('Too short');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Please write at least 10 characters')).toBeVisible();

  await stars.selectOption('4');
  await text.fill('Quick delivery to Ibadan and the egusi was very fresh.');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(
    page.locator('[role="status"]').filter({ hasText: 'Thank you! Your review will appear' }).first(),
  ).toBeVisible();
  await expect(text).toHaveValue('');
  const body = 'Quick delivery to Ibadan and the egusi was very fresh.';
  await page.goto('/');
  await expect(page.locator('.testimonial').filter({ hasText: body })).toHaveCount(0);

  // Staff publish it in the back office; it joins the home page's testimonials.
  const staffAccount = await makeStaff('Bola');
  const staff = await browser.newPage();
  await signIn(staff, staffAccount.email, staffAccount.password, '/admin/reviews');
  await expect(staff.getByRole('link', { name: /^Waiting \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  const waiting = staff.getByRole('listitem', { name: 'Review by Ifeoma A.' }).filter({ hasText: body });
  await expect(waiting).toContainText('About the shop');
  await waiting.getByRole('button', { name: 'Approve the review by Ifeoma A.' }).click();
  await expect(staff.getByText('The review is published.').first()).toBeVisible();
  await expect(waiting.getByText('Published')).toBeVisible();

  await page.reload();
  const testimonial = page.locator('.testimonial').filter({ hasText: body });
  await expect(testimonial).toContainText('Ifeoma A.');
  await expect(testimonial.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('paid and delivered through the back office → notifications read → a product review → staff hide it', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  const account = await registered(page, 'Chidi');
  // A product chosen at random among those in stock, so journeys running at once rarely share it.
  const products = (await sample(page)).filter((p) => p.quantity >= 3);
  const product = products[Math.floor(Math.random() * products.length)]!;

  await page.goto('/login');
  await signInOnPage(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  // The order and its payment (reviewed at once for Lagos; the built-in test provider pays it).
  expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
  const placed = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; order_id: string };
  const started = await page.request.post(`/api/orders/${order.order_id}/payments/`);
  expect(started.status()).toBe(201);
  const { payment } = (await started.json()) as { payment: { reference: string } };
  const paid = await page.request.post(`/payments/test/${payment.reference}`, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  // Before delivery the product page's review section says why the customer cannot review yet.
  await page.goto(`/products/${product.slug}`);
  await expect(
    page.getByText('Only customers who received this product in a delivered order can review it.'),
  ).toBeVisible();

  // Staff process and deliver it in the back office.
  const staffAccount = await makeStaff('Ngozi');
  const staff = await browser.newPage();
  await signIn(staff, staffAccount.email, staffAccount.password, `/admin/orders/${order.id}`);
  await expect(staff.locator('.admin-order-state')).toContainText('Order opened');
  await staff.getByRole('button', { name: 'Mark as processed' }).click();
  await expect(staff.locator('.admin-order-state')).toContainText('Order processed');
  await staff.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(staff.locator('.admin-order-state')).toContainText('Order delivered');

  // The bell counts three unread notifications (paid, processed, delivered); opening it reads them.
  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  // Before the page hydrates the bell is a plain link to the notifications page, which reads them.
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await expect(async () => {
    await bell.click();
    await expect(page.getByRole('region', { name: 'Latest notifications' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const popover = page.getByRole('region', { name: 'Latest notifications' });
  await expect(popover.getByText(`Order ${order.order_id} has been delivered`)).toBeVisible();
  await expect(popover.getByText(`Payment confirmed for order ${order.order_id}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  // …and the same event came by e-mail.
  await expect
    .poll(async () => (await waitForMail(account.email)).subject, { timeout: 15_000 })
    .toBe(`Your Oja order ${order.order_id} has been delivered`);

  // The list page shows them too, already read; "View order" opens the order in My Orders.
  await page.goto('/dashboard/notifications');
  await expect(page.locator('.notification')).toHaveCount(3);
  const delivered = page.locator('.notification').filter({ hasText: `Order ${order.order_id} has been delivered` });
  await expect(delivered.getByText('New')).toHaveCount(0);
  await delivered.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(`/dashboard/my-orders?view=${order.order_id}`);
  await expect(page.getByRole('dialog')).toContainText(order.order_id);
  // In Yoruba the notices speak Yoruba (the server keeps them in English, the page says them by kind).
  await page.goto('/dashboard/notifications?lang=yo');
  await expect(page.locator('.notification').filter({ hasText: `Ọ́dà ${order.order_id} ti dé ọ̀dọ̀ yín` })).toHaveCount(1);
  await expect(page.locator('.notification').filter({ hasText: 'has been delivered' })).toHaveCount(0);
  await page.goto('/dashboard/notifications?lang=en');

  // The review, on the product page.
  await page.goto(`/products/${product.slug}`);
  const before = `(${product.rating_count})`;
  await expect(page.locator('.product-info .rating')).toContainText(before);
  await page.getByLabel('Your rating').selectOption('5');
  const body = 'Arrived well packed, exactly as described. Will buy again.';
  await page.getByPlaceholder('Enter Your Valuable Review').fill(body);
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Thank you! Your review has been published.').first()).toBeVisible();
  const mine = page.locator('.review').filter({ hasText: body });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Chidi A.')).toBeVisible();
  await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  // The page's rating and the form's place: the count went up, and the form became "Edit".
  await expect(page.locator('.product-info .rating')).toContainText(`(${product.rating_count + 1})`);
  await expect(page.getByRole('link', { name: 'Edit your review' })).toBeVisible();
  const ratingCount = async () =>
    (
      (await (await page.request.get(`/api/products/${product.slug}/reviews/?limit=1`)).json()) as {
        rating_count: number;
      }
    ).rating_count;
  expect(await ratingCount()).toBe(product.rating_count + 1);

  // Staff hide it: it leaves the product's reviews and its rating.
  await staff.goto('/admin/reviews?status=approved&kind=product');
  const published = staff.getByRole('listitem', { name: 'Review by Chidi A.' }).filter({ hasText: body });
  await published.getByRole('button', { name: 'Hide the review by Chidi A.' }).click();
  await expect(staff.getByText('The review is hidden.').first()).toBeVisible();
  await expect(published.getByText('Hidden')).toBeVisible();
  await page.reload();
  await expect(page.locator('.review').filter({ hasText: body })).toHaveCount(0);
  expect(await ratingCount()).toBe(product.rating_count);
  expect(errors).toEqual([]);
});
