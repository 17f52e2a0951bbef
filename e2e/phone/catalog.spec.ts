import { expect, test } from '@playwright/test';
import { makeStaff, recoveryCodeOf } from '../support/staff';
import { fits, quietProduct } from './phone';

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('browse: categories from the header, a category sorted by price, the next page', async ({ page }, info) => {
  await page.goto('/');
  await fits(page);
  const header = (await page.locator('.site-header').boundingBox())!;
  expect(header.height, 'the header takes less than half the screen').toBeLessThan(
    info.project.use.viewport!.height / 2,
  );
  await page.locator('.site-nav').getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL('/categories');
  await fits(page);
  await page.getByRole('main').getByRole('link', { name: 'Spices' }).first().click();
  await expect(page).toHaveURL('/categories/spices');
  await expect(page.getByRole('heading', { level: 1, name: 'Spices' })).toBeVisible();
  await fits(page);
  await page.getByLabel('Sort by price').selectOption('price_asc');
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = (await page.locator('main .product-card .price-now').allTextContents()).map(amount);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await fits(page);
});

test('search finds products, and a search that finds nothing suggests what to do instead', async ({ page }) => {
  await page.goto('/');
  await page.locator('.site-header').getByRole('searchbox').fill('pepper');
  await page.locator('.site-header').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?results=pepper/);
  await expect(page.locator('main .product-card').first()).toBeVisible();
  await fits(page);

  await page.getByRole('main').getByRole('searchbox').fill('pepperr');
  await page.getByRole('main').getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.no-results')).toBeVisible();
  // Rendered by the server: no script had to run for the way out.
  await expect(page.getByRole('heading', { name: /Did you mean/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Browse popular categories' }).getByRole('link').first(),
  ).toBeVisible();
  await fits(page);
  await page
    .getByRole('heading', { name: /Did you mean/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/search\?results=pepper$/);
  await expect(page.locator('main .product-card').first()).toBeVisible();
});

test('the product page: a variant chosen by its link, every picture reachable, added to the cart', async ({ page }) => {
  await page.goto('/products/ankara-wax-print-6-yards');
  await fits(page);
  const track = page.locator('.gallery-track');
  await expect(track.locator('.gallery-slide')).toHaveCount(3);
  // The thumbnails are links to the pictures: without scripts they still bring each into view.
  await page.getByRole('link', { name: /^Picture 3:/ }).click();
  await expect(track.locator('.gallery-slide').nth(2)).toBeInViewport({ ratio: 0.9 });
  await expect(track.locator('.gallery-slide').nth(0)).not.toBeInViewport();
  await page.getByRole('group', { name: 'Options' }).getByRole('link', { name: 'Green and gold, 6 yards' }).click();
  await expect(page).toHaveURL(/\?variant=\d+$/);
  await expect(track.locator('.gallery-slide')).toHaveCount(4);
  await fits(page);
  await page.locator('.product-info').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.product-info').getByRole('button', { name: 'In cart' })).toBeDisabled();
});

test('the cart: add from a card, one more, one less, remove', async ({ page, request }) => {
  const product = await quietProduct(request);
  await page.goto(`/products/${product.slug}`);
  await page.locator('.product-info').getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await fits(page);
  await page.getByRole('button', { name: `One more ${product.title}` }).click();
  await expect(page.locator('.cart-line .qty')).toHaveText('2');
  await page.getByRole('button', { name: `One less ${product.title}` }).click();
  await expect(page.locator('.cart-line .qty')).toHaveText('1');
  await fits(page);
  await page.getByRole('button', { name: `Remove ${product.title}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('the language, the currency and the data saver switch with plain forms', async ({ page }) => {
  await page.goto('/categories/spices');
  await page.locator('.site-footer .language-menu summary').click();
  await page.getByRole('button', { name: /Yorùbá/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page).toHaveURL(/\/categories\/spices/);
  await fits(page);
  await page.locator('.site-footer .language-menu summary').click();
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.locator('.site-footer .currency-menu summary').click();
  await page.getByRole('button', { name: 'USD USA' }).click();
  await expect(page).toHaveURL(/\/categories\/spices/);
  await expect(page.locator('main .price-now').first()).toContainText('$');
  await page.locator('.site-footer .currency-menu summary').click();
  await page.getByRole('button', { name: 'NGN Nigeria' }).click();
  await expect(page.locator('main .price-now').first()).toContainText('₦');

  const saver = page.getByRole('button', { name: /data saver/i });
  await saver.click();
  await expect(page).toHaveURL(/\/categories\/spices/);
  await expect(page.getByRole('button', { name: /data saver/i })).toHaveAttribute('aria-pressed', 'true');
  // Pictures in their smallest size only.
  const srcset = await page.locator('main .product-card img').first().getAttribute('srcset');
  if (srcset) expect(srcset.split(',')).toHaveLength(1);
  await page.getByRole('button', { name: /data saver/i }).click();
  await expect(page.getByRole('button', { name: /data saver/i })).toHaveAttribute('aria-pressed', 'false');
});

test('a product whose title has a long unbroken word still fits the screen, in a listing and on its page', async ({
  page,
  request,
}) => {
  // Other journeys add such products (e.g. "Journey Suya Pepper 1795715178387") to the listings the
  // shoppers browse: two cards side by side at 240 px leave about 90 px for a title.
  const staff = await makeStaff('Tunde');
  const login = await request.post('/api/login/', {
    data: { email: staff.email, password: staff.password, otp: recoveryCodeOf(staff.email) },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  const categories: { id: number; slug: string }[] = await (await request.get('/api/categories/')).json();
  const word = `Ọ̀gbọ̀nàbíkẹ́${Date.now()}`;
  const created = await request.post('/api/admin/products/', {
    headers,
    data: {
      title: `Shea ${word}`,
      description: 'Raw shea butter from Saki.',
      category_id: categories.find((c) => c.slug === 'beauty-products')!.id,
      price_usd: '3.00',
      price_ngn: '2,000',
      quantity: 5,
      visible: true,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await page.goto(`/search?results=${encodeURIComponent(word)}`);
  await expect(page.locator('main .product-card')).toHaveCount(1);
  await fits(page);
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await fits(page);
});
