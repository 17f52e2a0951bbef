import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface ShopInfo {
  email: string;
  phone: string;
  location: string;
  public_url: string;
}

/** Each content page: where it is served, its heading, and the one canonical path it names. */
const pages = [
  { path: '/about-us', heading: 'About Us', canonical: '/about-us' },
  { path: '/contact-us', heading: 'Contact Us', canonical: '/contact-us' },
  { path: '/careers', heading: 'Careers', canonical: '/careers' },
  { path: '/faq', heading: 'Frequently asked questions', canonical: '/faq' },
  { path: '/news', heading: 'Latest news', canonical: '/news' },
  { path: '/privacy-policy', heading: 'Privacy Policy', canonical: '/privacy-policy' },
  { path: '/privacy-and-policy', heading: 'Privacy Policy', canonical: '/privacy-policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', canonical: '/terms-and-conditions' },
  { path: '/terms-and-condition', heading: 'Terms and Conditions', canonical: '/terms-and-conditions' },
];

async function shopInfo(page: Page): Promise<ShopInfo> {
  const res = await page.request.get('/api/shop/');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ShopInfo;
}

test.describe('rendered by the server, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, canonical } of pages) {
    test(`${path} shows "${heading}" and names ${canonical} as canonical`, async ({ page }) => {
      const { public_url } = await shopInfo(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', public_url + canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', public_url + canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\| Oja$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/);
      await expect(page).toHaveTitle(/\| Oja$/);
      await expect(page.locator('main')).not.toContainText(/lorem ipsum/i);
    });
  }

  test('the duplicate spellings show exactly the same text as the main ones', async ({ page }) => {
    for (const [alias, main] of [
      ['/privacy-and-policy', '/privacy-policy'],
      ['/terms-and-condition', '/terms-and-conditions'],
    ]) {
      await page.goto(main!);
      const mainText = await page.locator('main').innerText();
      await page.goto(alias!);
      expect(await page.locator('main').innerText()).toBe(mainText);
      expect(mainText.length).toBeGreaterThan(2000);
    }
  });

  test('the contact page shows the configured e-mail, phone and Lagos address', async ({ page }) => {
    const shop = await shopInfo(page);
    await page.goto('/contact-us');
    await expect(page.getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);
    await expect(page.getByRole('link', { name: shop.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.locator('address')).toHaveText(shop.location);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'OnlineStore', email: shop.email, url: `${shop.public_url}/` });
  });

  test('FAQ questions open and close without any script', async ({ page }) => {
    await page.goto('/faq');
    for (const section of ['Delivery', 'Orders and payment', 'Cancelling, returns and refunds']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const question = page.locator('summary', { hasText: 'Should I pay in naira or in dollars?' });
    const answer = page.locator('details', { has: question }).locator('.faq-answer');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('naira');
    await page.locator('summary', { hasText: 'Is shipping free?' }).click();
    await expect(
      page.getByText(/free on orders from ₦30,000 delivered in Nigeria .* from \$20.00 delivered abroad/),
    ).toBeVisible();
  });

  test('every link in the pages’ text leads somewhere real', async ({ page }) => {
    await page.goto('/news');
    const posts = await page.locator('.news-item h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const hrefs = new Set<string>();
    for (const path of [...pages.map((p) => p.path), ...posts]) {
      await page.goto(path);
      for (const href of await page
        .locator('main a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        hrefs.add(href);
    }
    expect(hrefs.size).toBeGreaterThan(10);
    for (const href of hrefs) {
      // The account pages are built in the accounts work and need a signed-in shopper.
      if (href.startsWith('/dashboard')) continue;
      // Category pages are built in the catalogue work; the API says whether the slug exists.
      const category = /^\/categories\/([a-z0-9-]+)$/.exec(href);
      const url = category ? `/api/products/?category=${category[1]}&limit=1` : href;
      expect((await page.request.get(url)).status(), href).toBe(200);
    }
  });

  test('an unknown news post is the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/news/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('the pages hydrate in the browser without errors or mismatches', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const path of [...pages.map((p) => p.path), '/news/now-delivering-abroad']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(errors).toEqual([]);
});

test('the news list is newest first and leads to each post', async ({ page }) => {
  const { public_url } = await shopInfo(page);
  await page.goto('/news');
  const items = page.locator('.news-item');
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  const dates = await items.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());

  const second = items.nth(1).getByRole('link');
  const title = (await second.textContent())!;
  const href = (await second.getAttribute('href'))!;
  // The link navigates inside the app once it has hydrated; the post arrives through its loader.
  await second.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.prose p').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', public_url + href);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page).toHaveTitle(`${title} | Oja`);
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest news');
});

test('sitemap.xml is valid XML listing every public page, category and product with absolute URLs', async ({
  page,
}) => {
  const { public_url } = await shopInfo(page);
  const res = await page.request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
  const xml = await res.text();

  await page.goto('/');
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('sitemap.xml is not well-formed XML');
    if (doc.documentElement.namespaceURI !== 'http://www.sitemaps.org/schemas/sitemap/0.9')
      throw new Error('namespace');
    return [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
  }, xml);

  for (const loc of locs) expect(loc.startsWith(public_url + '/')).toBe(true);
  expect(new Set(locs).size).toBe(locs.length);
  const paths = locs.map((l) => l.slice(public_url.length));
  for (const path of ['/', '/about-us', '/contact-us', '/faq', '/news', '/careers', '/privacy-policy']) {
    expect(paths).toContain(path);
  }
  expect(paths).toContain('/terms-and-conditions');
  expect(paths).toContain('/categories');
  expect(paths).not.toContain('/privacy-and-policy');
  expect(paths.filter((p) => p.startsWith('/news/')).length).toBeGreaterThanOrEqual(3);

  const categories = (await (await page.request.get('/api/categories/?include_products=false')).json()) as {
    slug: string;
  }[];
  expect(categories.length).toBeGreaterThan(0);
  for (const c of categories) expect(paths).toContain(`/categories/${c.slug}`);

  // Every visible product, counted by the product list itself.
  const list = await page.request.get('/api/products/?limit=1');
  const total = Number(list.headers()['x-total-count']);
  expect(total).toBeGreaterThan(100);
  expect(paths.filter((p) => p.startsWith('/products/')).length).toBe(total);
});

test('robots.txt keeps crawlers out of the API and private pages and points to the sitemap', async ({ page }) => {
  const { public_url } = await shopInfo(page);
  const res = await page.request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
  const lines = (await res.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const path of ['/api/', '/dashboard', '/checkout', '/place-order', '/admin']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).not.toContain('Disallow: /');
  expect(lines).toContain(`Sitemap: ${public_url}/sitemap.xml`);
});

test('the footer links lead to real pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const company = footer.getByRole('navigation', { name: 'Company' });
  await expect(company.getByRole('link')).toHaveText([
    'About Us',
    'Contact Us',
    'Careers',
    'Latest news',
    'Latest Discount',
  ]);
  // The offers page and the account pages are built in other parts of the storefront work.
  await expect(company.getByRole('link', { name: 'Latest Discount' })).toHaveAttribute('href', '/offers');
  const account = footer.getByRole('navigation', { name: 'My Account' }).getByRole('link');
  for (const href of await account.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/dashboard/);
  }

  const links = [
    ...['About Us', 'Contact Us', 'Careers', 'Latest news'].map((name) => company.getByRole('link', { name })),
    ...['FAQ', 'Privacy Policy', 'Terms & Conditions'].map((name) =>
      footer.getByRole('navigation', { name: 'Help and legal' }).getByRole('link', { name }),
    ),
  ];
  for (const link of links) {
    const href = (await link.getAttribute('href'))!;
    expect((await page.request.get(href)).status(), href).toBe(200);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  }
});

const axePages = ['/', '/no/such/page', ...pages.map((p) => p.path), '/news/oja-opens-online'];

for (const path of axePages) {
  test(`axe finds no serious or critical accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  });
}

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of [...pages.map((p) => p.path), '/news/five-spices-for-your-kitchen']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('an FAQ answer opens with a tap', async ({ page }) => {
    await page.goto('/faq');
    const question = page.locator('summary', { hasText: 'Where do you deliver?' });
    await question.tap();
    await expect(page.locator('details', { has: question }).locator('.faq-answer')).toBeInViewport();
  });
});
