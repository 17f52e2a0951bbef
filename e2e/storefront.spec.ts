import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startExtraShop, type ExtraShop } from './support/extra-shop';
import { holdRequests } from './support/hold-requests';
import { hydrated } from './support/hydrated';

/** Journeys of the storefront: currency, home, categories, product, search, offers, chrome. */

/**
 * Stops the page's (installed) clock about where it is; time then moves only by `runFor`. The
 * clock runs on while the page is asked its time, so the pause aims a little ahead, again if
 * that was already past (a busy machine).
 */
async function pauseClock(page: Page) {
  for (let ahead = 20; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + ahead);
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const pricesIn = (scope: Locator) => scope.locator('.price-now').allTextContents();
const naira = /^₦\d{1,3}(,\d{3})*(\.\d{2})?$/;
const dollars = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

/** Every price on the page (current and struck-through) uses one currency's format. */
async function expectAllPrices(page: Page, format: RegExp) {
  const now = await pricesIn(page.locator('main'));
  expect(now.length).toBeGreaterThan(0);
  for (const p of now) expect(p).toMatch(format);
  for (const p of await page.locator('main .price-was').allTextContents()) expect(p).toMatch(format);
}

/** A value that survives client navigations but not a full page load. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { ojaMarker: number }).ojaMarker = 42));
}
const markerKept = (page: Page) => page.evaluate(() => (window as unknown as { ojaMarker?: number }).ojaMarker === 42);

async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    label,
  ).toEqual([]);
}

test.describe('currency', () => {
  test('the first server paint is in naira for a Nigerian browser and in dollars otherwise', async ({ browser }) => {
    for (const [locale, format] of [
      ['en-NG', naira],
      ['en-US', dollars],
    ] as const) {
      const context = await browser.newContext({ locale, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const path of ['/', '/categories/spices', '/search/?results=oil', '/offers']) {
        await page.goto(path);
        await expectAllPrices(page, format);
      }
      await context.close();
    }
  });

  test('switching in the header changes every shown price without a reload, and the choice is kept', async ({
    page,
    context,
  }) => {
    await page.goto('/categories/spices');
    await hydrated(page);
    await expectAllPrices(page, dollars);
    const before = (await pricesIn(page.locator('main'))).length;
    await markPage(page);

    await page.locator('.currency-menu summary').first().click();
    const ngn = page.getByRole('button', { name: 'NGN Nigeria' });
    await expect(page.getByRole('button', { name: 'USD USA' })).toHaveAttribute('aria-pressed', 'true');
    await ngn.click();

    await expect(page.locator('main .price-now').first()).toHaveText(naira);
    await expectAllPrices(page, naira);
    expect((await pricesIn(page.locator('main'))).length).toBe(before);
    await expect(page.locator('.currency-menu summary').first()).toContainText('NGN');
    expect(await markerKept(page)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Prices are now in naira' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'oja_currency');
    expect(cookie).toMatchObject({ value: 'NGN', sameSite: 'Lax', path: '/' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);

    // The popup, another page, a reload: all in naira now.
    await page.locator('.product-image').first().click();
    await expect(page.getByRole('dialog').locator('.price-now')).toHaveText(naira);
    await page.keyboard.press('Escape');
    await page.goto('/products/yaji-suya-spice-200g');
    await expectAllPrices(page, naira);
    await page.goto('/');
    await expectAllPrices(page, naira);

    // And back to dollars, with the keyboard only.
    await hydrated(page);
    await page.locator('.currency-menu summary').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'USD USA' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main .price-now').first()).toHaveText(dollars);
    await expectAllPrices(page, dollars);
  });

  test('without JavaScript the currency form posts and comes back to the same page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/categories/herbs?sort=price_desc');
    await expectAllPrices(page, dollars);
    await page.locator('.currency-menu summary').first().click();
    await page.getByRole('button', { name: 'NGN Nigeria' }).click();
    await expect(page).toHaveURL(/\/categories\/herbs\?sort=price_desc$/);
    await expectAllPrices(page, naira);
    await context.close();
  });
});

test.describe('home', () => {
  test('the hero background changes every 2 seconds without moving anything', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const hero = page.locator('.hero');
    const box = await hero.boundingBox();
    const heading = await page.locator('.hero h1').boundingBox();
    await expect(page.locator('.hero-backdrop img')).toHaveCount(4);
    await pauseClock(page);
    const active = () => page.locator('.hero-backdrop img.is-active').getAttribute('src');
    const first = await active();
    await page.clock.runFor(2000);
    await expect.poll(active).not.toBe(first);
    const second = await active();
    await page.clock.runFor(2000);
    await expect.poll(active).not.toBe(second);
    expect(await hero.boundingBox()).toEqual(box);
    expect(await page.locator('.hero h1').boundingBox()).toEqual(heading);

    // The pause button stops it (WCAG 2.2.2).
    await page.getByRole('button', { name: 'Pause background' }).click();
    await expect(page.getByRole('button', { name: 'Play background' })).toBeVisible();
    const paused = await active();
    await page.clock.runFor(6000);
    expect(await active()).toBe(paused);
  });

  test('nothing rotates for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.hero-backdrop img')).toHaveCount(4);
    await pauseClock(page);
    await page.clock.runFor(6000);
    await expect(page.locator('.hero-backdrop img.is-active')).toHaveAttribute('src', '/images/hero-0.svg');
    await context.close();
  });

  test('shows the contact block from the shop configuration', async ({ page, request }) => {
    const shop = await (await request.get('/api/shop/')).json();
    await page.goto('/home');
    const block = page.locator('.contact-block');
    await expect(block.getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);
    await expect(block.getByRole('link', { name: shop.phone })).toBeVisible();
    await expect(block.locator('address')).toHaveText(shop.location);
    await expect(block.locator('address')).toContainText('Lagos');
  });
});

test.describe('category page', () => {
  test('shows cards with image, title, stock with quantity and price', async ({ page }) => {
    await page.goto('/categories/spices');
    await expect(page.getByRole('heading', { level: 1, name: 'Spices' })).toBeVisible();
    const cards = page.locator('.product-card');
    expect(await cards.count()).toBeGreaterThan(5);
    for (const card of await cards.all()) {
      // A product staff added without a photo yet (other journeys import some) shows the drawn placeholder.
      await expect(card.locator('img')).toHaveAttribute('src', /\/media\/|^\/images\/no-photo\.svg$/);
      await expect(card.locator('.product-title')).not.toBeEmpty();
      await expect(card.locator('.stock')).toHaveText(/^(\d+ items Left|Out of stock)( · .+)?$/);
      await expect(card.locator('.price-now')).toHaveText(dollars);
    }
    // Offers show the regular price struck through and the saving.
    const offer = cards.filter({ has: page.locator('.price-was') }).first();
    await expect(offer.locator('s.price-was')).toHaveText(dollars);
    await expect(offer.locator('.price-off')).toHaveText(/^-\d+%$/);
  });

  test('sorts by price on the server, High to Low and Low to High', async ({ page }) => {
    await page.goto('/categories/food-stuff');
    await hydrated(page);
    await markPage(page);
    const select = page.getByLabel('Sort by price');
    await select.selectOption({ label: 'High to Low' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(select).toHaveValue('price_desc');
    // The address changes before React has drawn the new list (it renders in a transition): wait
    // for the order itself, not the URL.
    let desc: number[] = [];
    await expect
      .poll(async () => {
        desc = (await pricesIn(page.locator('main'))).map(amount);
        return desc.length > 1 && desc.every((price, i) => i === 0 || desc[i - 1]! >= price);
      })
      .toBe(true);
    await select.selectOption({ label: 'Low to High' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect
      .poll(async () => (await pricesIn(page.locator('main'))).map(amount))
      .toEqual([...desc].sort((a, b) => a - b));
    expect(await markerKept(page)).toBe(true);
  });

  test('sorts without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/categories/fruits');
    await page.getByLabel('Sort by price').selectOption('price_asc');
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    const asc = (await pricesIn(page.locator('main'))).map(amount);
    expect(asc.length).toBeGreaterThan(1);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await context.close();
  });

  test('the image popup shows the larger image, title, stock, description and price; focus stays inside', async ({
    page,
  }) => {
    await page.goto('/categories/art');
    await hydrated(page);
    const card = page.locator('.product-card').first();
    const title = (await card.locator('.product-title').textContent())!;
    const opener = card.locator('.product-image');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: title })).toBeVisible();
    expect((await dialog.getByRole('img', { name: title }).boundingBox())!.width).toBeGreaterThan(
      (await card.locator('img').boundingBox())!.width,
    );
    await expect(dialog.locator('.stock')).toHaveText(/items Left|Out of stock/);
    await expect(dialog.locator('.popup-description')).not.toBeEmpty();
    await expect(dialog.locator('.price-now')).toHaveText(dollars);
    await expect(page).toHaveURL(/\/categories\/art$/);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an unknown category is the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/categories/no-such-aisle');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('/categories lists every category', async ({ page, request }) => {
    const categories = (await (await request.get('/api/categories/?include_products=false')).json()) as {
      slug: string;
      title: string;
    }[];
    await page.goto('/categories');
    const list = page.locator('.category-grid');
    await expect(list.getByRole('link')).toHaveText(categories.map((c) => c.title));
    await list.getByRole('link', { name: 'Herbs' }).click();
    await expect(page).toHaveURL(/\/categories\/herbs$/);
  });
});

test.describe('with an empty and a large category', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: ExtraShop;
  test.beforeAll(async () => {
    shop = await startExtraShop();
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('an empty category says so', async ({ page }) => {
    const response = await page.goto(`${shop.baseURL}/categories/kitchenware`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchenware' })).toBeVisible();
    await expect(page.getByText('Oops! There are no products in this category')).toBeVisible();
    await expect(page.locator('.product-card')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'empty category');
  });

  test('a large category pages by 24 with links, keeping the sort', async ({ page }) => {
    await page.goto(`${shop.baseURL}/categories/market-basket?sort=price_asc`);
    await expect(page.locator('.product-card')).toHaveCount(24);
    await expect(page.getByText('Showing 1–24 of 30 products')).toBeVisible();
    const firstPage = (await pricesIn(page.locator('main'))).map(amount);
    await page.getByRole('navigation', { name: 'Market Basket pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/sort=price_asc&page=2$/);
    await expect(page.locator('.product-card')).toHaveCount(6);
    const secondPage = (await pricesIn(page.locator('main'))).map(amount);
    const all = [...firstPage, ...secondPage];
    expect(all).toEqual([...all].sort((a, b) => a - b));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/categories\/market-basket\?page=2$/);
  });

  test('paging works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.baseURL}/categories/market-basket`);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page.locator('.product-card')).toHaveCount(6);
    expect((await page.goto(`${shop.baseURL}/categories/market-basket?page=9`))?.status()).toBe(404);
    await context.close();
  });
});

test.describe('product page', () => {
  test('shows the product with rating, price, stock, description and its category', async ({ page }) => {
    await page.goto('/categories/spices');
    await page.getByRole('link', { name: 'Yaji Suya Spice', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/yaji-suya-spice-200g$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Yaji Suya Spice' })).toBeVisible();
    const info = page.locator('.product-info');
    await expect(info.getByRole('img', { name: /^Rated [\d.]+ out of 5 from \d+ reviews$/ })).toBeVisible();
    await expect(info.locator('.price-now')).toHaveText(dollars);
    await expect(info.locator('.stock')).toHaveText(/items Left|Out of stock/);
    await expect(info.locator('.product-description')).toContainText('suya');
    await expect(info.getByRole('link', { name: 'Spices' })).toHaveAttribute('href', '/categories/spices');
  });

  test('carries Product structured data in the current currency and a canonical link', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-NG' });
    const page = await context.newPage();
    await page.goto('/products/yaji-suya-spice-200g');
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Yaji Suya Spice',
      category: 'Spices',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: expect.stringMatching(/^\d+\.\d{2}$/),
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: expect.any(Number), reviewCount: expect.any(Number) },
    });
    expect(amount(json.offers.price)).toBe(amount((await page.locator('.product-info .price-now').textContent())!));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^http:\/\/[^/]+\/products\/yaji-suya-spice-200g$/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await context.close();
  });

  test('an unknown product is the not-found page with status 404', async ({ page }) => {
    expect((await page.goto('/products/no-such-product'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('search', () => {
  test('lists matching products with a heading and a count, on both spellings of the address', async ({ page }) => {
    for (const path of ['/search/?results=oil', '/search?results=OIL']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Search results for “oil”/i);
      const titles = await page.locator('.product-title').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const t of titles) expect(t.toLowerCase()).toContain('oil');
      await expect(page.locator('.listing-count')).toHaveText(`${titles.length} products found`);
    }
  });

  test('says so when nothing matches, and refuses a search over 100 characters', async ({ page }) => {
    await page.goto('/search/?results=zzqqxx');
    await expect(page.getByText('Sorry there are no products here for your search')).toBeVisible();
    await expect(page.locator('.listing-count')).toHaveText('0 products found');
    const response = await page.goto(`/search/?results=${'a'.repeat(101)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('A search can be at most 100 characters long.');
  });

  test('searching from the search page only replaces the query string, with a loader meanwhile', async ({ page }) => {
    await page.goto('/search/?results=oil');
    await hydrated(page);
    await markPage(page);
    // Hold the data request back until the loader has been seen.
    const release = await holdRequests(page, /\.data(\?|$)/);
    const box = page.getByRole('search', { name: 'Search again' }).getByRole('searchbox');
    await box.fill('Pepper');
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/search\/\?results=Pepper$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “Pepper”');
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeHidden();
    for (const t of await page.locator('.product-title').allTextContents()) expect(t.toLowerCase()).toContain('pepper');
    expect(await markerKept(page)).toBe(true);
  });

  test('the header search goes to the results without a full page reload', async ({ page }) => {
    await page.goto('/categories/art');
    await hydrated(page);
    await markPage(page);
    const box = page.getByRole('search', { name: 'Search products' }).getByRole('searchbox');
    await expect(box).toHaveAttribute('placeholder', 'Search for products (e.g. fish, apple, oil)');
    await box.fill('yam');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?results=yam$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “yam”');
    expect(await markerKept(page)).toBe(true);
  });
});

test.describe('special offers', () => {
  test('/offers lists products on offer, best saving first; /offer is the same page', async ({ page }) => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Special offers' })).toBeVisible();
    const cards = page.locator('.product-card');
    expect(await cards.count()).toBeGreaterThan(5);
    const savings = (await page.locator('.product-card .price-off').allTextContents()).map(amount);
    expect(savings).toHaveLength(await cards.count());
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    for (const card of await cards.all()) {
      expect(amount((await card.locator('.price-now').textContent())!)).toBeLessThan(
        amount((await card.locator('.price-was').textContent())!),
      );
    }
    const titles = await page.locator('.product-title').allTextContents();
    await page.goto('/offer');
    expect(await page.locator('.product-title').allTextContents()).toEqual(titles);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/offers$/);
  });

  test('the footer’s Latest Discount leads there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Latest Discount' }).click();
    await expect(page).toHaveURL(/\/offers$/);
  });
});

test.describe('page chrome at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side menu has the spec’s entries and changes the currency', async ({ page }) => {
    await page.goto('/categories/spices');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['About Us', 'Contact Us', 'Privacy Policy', 'Terms & Conditions']);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0); // signed out
    await expect(menu.getByRole('group', { name: 'Currency' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'side menu');
    await menu.getByRole('button', { name: 'NGN Nigeria' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('main .price-now').first()).toHaveText(naira);
    await expectAllPrices(page, naira);

    // Keyboard: open, Escape closes and focus returns to the button.
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the drawer lists the main places and goes there', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Browse' }).click();
    const drawer = page.getByRole('dialog', { name: 'Browse' });
    const links = drawer.getByRole('link');
    await expect(links).toHaveText([
      'Home',
      'Contact',
      'About Us',
      'Products',
      'Sign-in',
      'My Account',
      'Orders',
      'Saved items',
    ]);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/contact-us',
      '/about-us',
      '/categories',
      '/login',
      '/dashboard',
      '/dashboard/my-orders',
      '/dashboard/saved',
    ]);
    await expectNoSeriousA11yViolations(page, 'drawer');
    await drawer.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(drawer).toBeHidden();
  });

  test('nothing overflows at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/',
      '/categories/spices',
      '/products/yaji-suya-spice-200g',
      '/search/?results=oil',
      '/offers',
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('page chrome', () => {
  test('the scroll-to-top button appears after 200 px and brings the page back up', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    // Scroll events are handled before the next frames are drawn: two frames later it has been seen.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('toasts appear top-centre and a success toast goes after 2 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    // A first switch while the clock runs: the currency route's code (its client action) is
    // fetched on first use, which a paused clock would hold up.
    // Its toast says the answer is in; the page notes it as it shows, since on a running clock it may
    // be gone again before a look finds it (a round trip on two busy cores can take over 10 s).
    const nairaShown = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('[data-rht-toaster]')?.textContent?.includes('Prices are now in naira')) return;
            observer.disconnect();
            resolve();
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    await page.locator('.currency-menu summary').first().click();
    await page.getByRole('button', { name: 'NGN Nigeria' }).click();
    await nairaShown;
    // Time is the page's clock, not the machine's: a busy machine cannot make the toast outstay.
    await pauseClock(page);
    await page.locator('.currency-menu summary').first().click();
    await page.getByRole('button', { name: 'USD USA' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Prices are now in US dollars' });
    await expect(toast).toBeVisible();
    // The bar around the message (icon and text) is what sits in the middle.
    const box = (await toast.locator('xpath=..').boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
    expect(box.y).toBeLessThan(40);
    await page.clock.runFor(1900);
    await expect(toast).toBeVisible();
    // At 2 s it starts to leave and at 3 s it is removed: both are the page's timers, armed when it
    // showed, so one move of the clock takes it away without waiting for anything to render first
    // (well before the 4 s of other toasts).
    await page.clock.runFor(1100);
    await expect(toast).toHaveCount(0);
  });

  test('the inlined stylesheet stays through client navigations and the scripts hydrate once', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const response = await page.goto('/');
    expect(await response!.text()).not.toContain('rel="stylesheet"');
    await hydrated(page);
    const css = () => page.evaluate(() => document.head.querySelector('style')?.textContent?.length ?? 0);
    expect(await css()).toBeGreaterThan(5000);
    await page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link', { name: 'Art' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Art' })).toBeVisible();
    expect(await css()).toBeGreaterThan(5000);
    await expect(page.locator('.site-nav')).toHaveCSS('background-color', 'rgb(31, 111, 67)');
    expect(errors).toEqual([]);
  });

  test('a loader shows while the next page loads', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const release = await holdRequests(page, /\.data(\?|$)/);
    await page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link', { name: 'Herbs' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Herbs' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden();
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of [
    '/',
    '/categories',
    '/categories/spices',
    '/categories/no-such-aisle',
    '/products/yaji-suya-spice-200g',
    '/search/?results=oil',
    '/search/?results=zzqqxx',
    '/offers',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test('the popup and the open currency menu', async ({ page }) => {
    await page.goto('/categories/spices');
    await hydrated(page);
    await page.locator('.currency-menu summary').first().click();
    await expectNoSeriousA11yViolations(page, 'currency menu');
    await page.keyboard.press('Escape');
    await page.locator('.product-image').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'popup');
  });
});
