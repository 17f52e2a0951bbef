import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';
import { watchErrors } from './support/page-errors';

/** Variants, galleries and the catalogue import (issue 20; docs/decisions/0036). */

interface ApiVariant {
  id: number;
  label: string;
  quantity: number;
}
const variantsOf = async (request: APIRequestContext, slug: string): Promise<ApiVariant[]> =>
  (await (await request.get(`/api/products/${slug}/`)).json()).variants;

test('a shopper chooses a pack size on the product page (the address keeps it) and orders that variant', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page, { allowClientErrors: true });
  const account = await registerCustomer(request, 'Amaka');
  const slug = 'yaji-suya-spice-200g';
  const before = await variantsOf(request, slug);
  const large = before.find((v) => v.label === '1 kg')!;

  // The card says "from" the cheapest pack, and the stock of the pack its "Add to cart" adds, named
  // (not the sum of all packs).
  await page.goto('/categories/spices');
  const card = page.locator('.product-card').filter({ hasText: 'Yaji Suya Spice' });
  await expect(card.locator('.price-from')).toHaveText('from ');
  const added = before.find((v) => v.quantity > 0)!;
  await expect(card.locator('.stock')).toHaveText(`${added.quantity} items Left · ${added.label}`);

  await signIn(page, account.email, account.password, `/products/${slug}`);
  await hydrated(page);
  const options = page.getByRole('group', { name: 'Options' });
  await expect(options.getByRole('link', { name: '200 g' })).toHaveAttribute('aria-current', 'true');
  const priceBefore = await page.locator('.product-info .price-now').textContent();
  await options.getByRole('link', { name: '1 kg' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${large.id}$`));
  await expect(options.getByRole('link', { name: '1 kg' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.product-info .price-now')).not.toHaveText(priceBefore!);
  await expect(page.locator('.product-info .stock')).toHaveText(`${large.quantity} items Left`);

  // Reloading the address shows the same choice.
  await page.reload();
  await hydrated(page);
  await expect(options.getByRole('link', { name: '1 kg' })).toHaveAttribute('aria-current', 'true');
  await page.locator('.product-info').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.product-info').getByRole('button', { name: 'In cart' })).toBeDisabled();

  await page.goto('/place-order');
  await hydrated(page);
  await expect(page.locator('.order-summary')).toContainText('Yaji Suya Spice');
  await page.getByLabel('Street address').fill('4 Ahmadu Bello Way');
  await page.getByLabel('City').fill('Kaduna');
  await page.getByLabel('Country').selectOption('NG');
  await page.getByLabel('State', { exact: true }).selectOption('Kaduna');
  await page.getByLabel('Local government area').selectOption('Kaduna North');
  await page.getByLabel('Postal code').fill('800283');
  await page.getByLabel('Phone').fill('+234 803 765 4321');
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed Successfully' })).toBeVisible();

  // The 1 kg pack's stock went down by one; the 200 g pack's did not.
  const after = await variantsOf(request, slug);
  expect(after.find((v) => v.id === large.id)!.quantity).toBe(large.quantity - 1);
  const small = before.find((v) => v.label === '200 g')!;
  expect(after.find((v) => v.id === small.id)!.quantity).toBe(small.quantity);
  expect(errors).toEqual([]);
});

test.describe('the product gallery', () => {
  const slug = 'ankara-wax-print-6-yards';

  test('at 360 px a swipe moves to the next picture; the chosen colour adds its own pictures', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/products/${slug}`);
    await hydrated(page);
    const track = page.locator('.gallery-track');
    await expect(track).toHaveCSS('scroll-snap-type', 'x mandatory');
    await expect(track.locator('.gallery-slide')).toHaveCount(3);
    await expect(track).toHaveAttribute('aria-label', 'Pictures, 1 of 3');
    // A swipe is a horizontal scroll of the strip: the snap lands on the next picture.
    await track.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.7 }));
    await expect(track).toHaveAttribute('aria-label', 'Pictures, 2 of 3');
    await expect(page.getByRole('link', { name: /^Picture 2:/ })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft / el.clientWidth)).toBe(1);
    await expect(track.locator('.gallery-slide').nth(1).locator('img')).toHaveAttribute(
      'alt',
      'The wax print folded, showing both sides of the cloth',
    );
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('group', { name: 'Options' }).getByRole('link', { name: 'Green and gold, 6 yards' }).click();
    await expect(track.locator('.gallery-slide')).toHaveCount(4);
    await expect(track.locator('.gallery-slide').first().locator('img')).toHaveAttribute(
      'src',
      /ankara-wax-print-green-gold\.svg$/,
    );
  });

  test('on desktop the thumbnails choose a picture and a click zooms into it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/products/${slug}`);
    await hydrated(page);
    const track = page.locator('.gallery-track');
    await page.getByRole('link', { name: /^Picture 3:/ }).click();
    await expect(track).toHaveAttribute('aria-label', 'Pictures, 3 of 3');
    const slide = track.locator('.gallery-slide').nth(2);
    await expect(slide).toBeInViewport();
    await slide.click({ position: { x: 50, y: 60 } });
    await expect(slide).toHaveClass(/zoomed/);
    await expect(slide.locator('img')).not.toHaveCSS('transform', 'none');
    await slide.click();
    await expect(slide).not.toHaveClass(/zoomed/);
  });
});

test('staff check a CSV (every error by line and column, nothing imported), fix it and import it', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page, { allowClientErrors: true });
  const staff = await makeStaff('Kemi');
  await signIn(page, staff.email, staff.password, '/admin/catalogue');
  await hydrated(page);
  const stamp = Date.now().toString(36);
  const header =
    'product_slug,title,category,description,visible,weight_grams,sku,variant,price_ngn,price_usd,sale_price_ngn,sale_price_usd,stock';
  const rows = (priceNgn: string) =>
    [
      header,
      `e2e-pepper-${stamp},Dried Pepper ${stamp},spices,Sun-dried chilli,true,150,E2E-${stamp}-100,100 g,${priceNgn},2.50,,,10`,
      `e2e-pepper-${stamp},Dried Pepper ${stamp},spices,Sun-dried chilli,true,150,E2E-${stamp}-500,500 g,4200.00,8.50,,,4`,
    ].join('\n');
  const file = (text: string) => ({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file(rows('twelve hundred')));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.locator('.import-result');
  await expect(result).toContainText('The file has 1 problem; nothing was imported.');
  const problem = result.locator('tbody tr');
  await expect(problem).toHaveCount(1);
  await expect(problem.locator('td').nth(0)).toHaveText('2');
  await expect(problem.locator('td').nth(1)).toHaveText('price_ngn');
  expect((await request.get(`/api/products/e2e-pepper-${stamp}/`)).status()).toBe(404);

  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file(rows('1200.00')));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(result).toContainText(
    'No problems found: importing would change 1 new and 0 existing products, 2 variants',
  );
  expect((await request.get(`/api/products/e2e-pepper-${stamp}/`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(result).toContainText('Imported 1 new and 0 existing products, 2 variants');

  const variants = await variantsOf(request, `e2e-pepper-${stamp}`);
  expect(variants.map((v) => [v.label, v.quantity])).toEqual([
    ['100 g', 10],
    ['500 g', 4],
  ]);
  // Each variant's stock is in the product's stock history, named (decision 0036).
  const imported = (await (await request.get(`/api/products/e2e-pepper-${stamp}/`)).json()) as { id: number };
  await page.goto(`/admin/products/${imported.id}`);
  const history = page.getByRole('table', { name: 'Latest changes' });
  await expect(history.getByRole('columnheader', { name: 'Variant' })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: '500 g' })).toContainText('+4');
  await expect(history.getByRole('row').filter({ hasText: '100 g' })).toContainText('CSV import');
  // The export gives the rows back.
  const exported = await page.request.get('/api/admin/catalogue/export.csv');
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain(`E2E-${stamp}-500,500 g,4200.00,8.50,,,4`);
  expect(errors).toEqual([]);
});

test('the variants form keeps stock changed since it was loaded: saving a price does not undo an order (review N5)', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page, { allowClientErrors: true });
  const staff = await makeStaff('Tunde');
  await signIn(page, staff.email, staff.password, '/admin/catalogue');
  const stamp = Date.now().toString(36);
  const slug = `e2e-n5-${stamp}`;
  const csv = [
    'product_slug,title,category,description,visible,weight_grams,sku,variant,price_ngn,price_usd,sale_price_ngn,sale_price_usd,stock',
    `${slug},Ankara N5 ${stamp},spices,Wax print,true,,N5-${stamp}-2,2 yards,1200.00,2.50,,,10`,
    `${slug},Ankara N5 ${stamp},spices,Wax print,true,,N5-${stamp}-6,6 yards,4200.00,8.50,,,4`,
  ].join('\n');
  const imported = await page.request.post('/api/admin/catalogue/import', {
    headers: { 'content-type': 'text/csv' },
    data: csv,
  });
  expect(imported.status()).toBe(200);
  const product = (await (await request.get(`/api/products/${slug}/`)).json()) as { id: number };
  await page.goto(`/admin/products/${product.id}`);
  await hydrated(page);
  await expect(page.getByLabel('Stock, row 2')).toHaveValue('4');

  // Meanwhile the 6 yards' stock falls from 4 to 1 (as orders do), through the original client's save.
  const url = `/api/admin/products/${product.id}/variants/`;
  const current = (await (await page.request.get(url)).json()) as (ApiVariant & { sku: string })[];
  const changed = await page.request.put(url, {
    data: {
      variants: current.map((v) => ({
        id: v.id,
        sku: v.sku,
        label: v.label,
        price_ngn: v.label === '2 yards' ? '1200.00' : '4200.00',
        price_usd: v.label === '2 yards' ? '2.50' : '8.50',
        quantity: v.label === '6 yards' ? 1 : v.quantity,
      })),
    },
  });
  expect(changed.status()).toBe(200);

  // Staff change only a price on the form as loaded and save.
  await page.getByLabel('Price ₦, row 1').fill('1300.00');
  await page.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.locator('.form-success').filter({ hasText: '2 variants saved.' })).toBeVisible();
  const after = await variantsOf(request, slug);
  expect(after.map((v) => [v.label, v.quantity])).toEqual([
    ['2 yards', 10],
    ['6 yards', 1],
  ]);
  expect(errors).toEqual([]);
});
