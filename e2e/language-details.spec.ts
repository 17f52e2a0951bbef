import { expect, test, type Page } from '@playwright/test';
import { expectToastShown, recordToasts } from './support/toasts';

/**
 * Details in the page's language (issue 19): review dates in Yoruba and Hausa, the same in the
 * server's HTML and after hydration, whatever date data the browser itself has; the toasts of a
 * dropped connection, made outside React, in the page's language.
 */

function hydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const months = {
  yo: /^\d{1,2} Oṣù [^\d]+ \d{4}$/,
  ha: /^\d{1,2} (Jan|Fab|Mar|Afi|May|Yun|Yul|Agu|Sat|Okt|Nuw|Dis), \d{4}$/,
};

for (const [lang, shape] of Object.entries(months)) {
  test(`review dates on a product page in ${lang}`, async ({ page, request }) => {
    const [product] = await (await request.get('/api/products/?sort=rating&limit=1')).json();
    const errors = hydrationErrors(page);
    const html = await (await request.get(`/products/${product.slug}?lang=${lang}`)).text();
    const served = /<time dateTime="[^"]+" class="muted">([^<]+)<\/time>/.exec(html)?.[1];
    expect(served).toMatch(shape);

    await page.goto(`/products/${product.slug}?lang=${lang}`);
    await page.locator('#reviews[data-hydrated]').waitFor({ state: 'attached' });
    const shown = page.locator('#reviews time').first();
    await expect(shown).toHaveText(served!);
    expect(errors).toEqual([]);
  });
}

test('Add to cart offline in Hausa: the kept add and its sending said in Hausa', async ({ page, context }) => {
  await recordToasts(page);
  await page.goto('/?lang=ha');
  await page.locator('body[data-hydrated][data-cart-ready][data-toasts-ready]').waitFor({ state: 'attached' });
  const button = page.locator('main .product-card').getByRole('button', { name: 'Saka a kwando' }).first();
  await context.setOffline(true);
  await button.click();
  await expect(
    page.locator('main .product-card').getByRole('button', { name: 'Yana cikin kwando' }).first(),
  ).toBeVisible();
  await expectToastShown(page, 'Yana cikin kwandonka a wannan wayar.');
  await expect(page.locator('.failure-toast')).toHaveCount(0);
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oja-cart-queue'))).toBeNull();
  await expectToastShown(page, 'An aika canje-canjen kwandonka da ka yi ba tare da layi ba.');
});
