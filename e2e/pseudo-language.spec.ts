import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { languageNames } from '@oja/shared/languages';
import { registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/**
 * No English left on a translated page (issue 31). Every shopper page is rendered in the
 * pseudo-language en-XA, where each catalogue text has accented letters (Ŝóŕţ ƀý þŕíçé ~~~): a
 * plain ASCII letter left on the page, in its title or in a text a person hears (aria-label, alt,
 * title, placeholder), did not come from the catalogue. What the shop's data says is set aside:
 * product and category names and descriptions, reviews, the running promotions, and the shop's own settings (e-mail, phone,
 * address, hours), all from the API; so are names that are the same in every language: each
 * language's own name in the picker, the currency codes, and the brands of the payment cards,
 * payment providers, social networks and messengers.
 */
const sameInEveryLanguage = [
  ...Object.values(languageNames),
  ...['NGN', 'USD'],
  ...['Visa', 'Mastercard', 'Verve', 'Paystack', 'Flutterwave', 'Facebook', 'Instagram', 'WhatsApp'],
  ...['Chrome', 'Firefox', 'Safari', 'Edge', 'Windows', 'Android', 'Linux', 'Mac', 'iPhone'],
];
/** Dates and times are Intl's, in the language's own format (English month names in en-XA). */
const dates = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{4}\b/g;

/** Every string the API gives for the shop's data: the page may show any of them as it is. */
async function dataTexts(request: APIRequestContext): Promise<string[]> {
  const found = new Set<string>(['Oja', ...sameInEveryLanguage]);
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (/[A-Za-z]/.test(value) && value.length >= 2) found.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const paths = ['/api/categories/', '/api/shop/', '/api/reviews/', '/api/promotions/', '/api/products/?limit=100'];
  for (let path = paths.shift(); path; path = paths.shift()) {
    const res = await request.get(path);
    expect(res.ok(), path).toBe(true);
    collect(await res.json());
    const next = res.headers()['x-next-cursor'];
    if (path.startsWith('/api/products/') && next) paths.push(`/api/products/?limit=100&cursor=${next}`);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** The page's visible text and the texts it speaks, with the shop's data taken out. */
async function englishLeft(page: Page, data: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Country, state and LGA names are places: Intl's (CLDR) and Nigeria's own, not catalogue texts.
    for (const select of document.querySelectorAll('select')) {
      if (/(country|state|lga)$/.test(select.name)) select.replaceChildren();
    }
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    const spoken = [...document.querySelectorAll('[aria-label], [alt], [title]:not(title), [placeholder]')]
      .filter((el) => visible(el) || el.matches('[aria-label]'))
      .flatMap((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
    const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '');
    return [document.title, document.body.innerText, ...spoken, ...options];
  });
  const left: string[] = [];
  for (let text of texts) {
    for (const d of data) if (text.includes(d)) text = text.split(d).join(' ');
    text = text.replace(dates, ' ');
    for (const line of text.split('\n')) {
      const words = line.match(/\S*[A-Za-z]\S*/g);
      if (words) left.push(line.trim());
    }
  }
  return [...new Set(left)];
}

const shopperPaths = [
  '/',
  '/categories',
  '/categories/spices',
  '/categories/spices?page=2',
  '/products/{slug}',
  '/search/?results=oil',
  '/search/?results=zzzqqq',
  '/offers',
  '/cart',
  '/login',
  '/register',
  '/reset-password',
  '/about-us',
  '/contact-us',
  '/careers',
  '/faq',
  '/not-a-page',
];

for (const path of shopperPaths) {
  test(`${path} in the pseudo-language shows only catalogue texts and the shop’s data`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const data = await dataTexts(request);
    const products = (await (await request.get('/api/products/?limit=1')).json()) as { slug: string }[];
    const address = path.replace('{slug}', products[0]!.slug);
    await page.goto(`${address}${address.includes('?') ? '&' : '?'}lang=en-XA`);
    await hydrated(page);
    // The footer and testimonials render on the server and hydrate later: their text is there.
    // What the shopper searched for is shown as typed.
    const query = new URL(address, 'http://x').searchParams.get('results');
    expect(await englishLeft(page, query ? [query, ...data] : data)).toEqual([]);
  });
}

test('every account page in the pseudo-language shows only catalogue texts and the shop’s data', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await registerCustomer(request, 'Kemi');
  // The customer's own name and e-mail are theirs, as typed.
  const data = [account.email, 'Kemi', 'Adeyemi', ...(await dataTexts(request))];
  await page.goto('/?lang=en');
  await signIn(page, account.email, account.password, '/dashboard/profile');
  const found: Record<string, string[]> = {};
  for (const path of [
    '/dashboard/profile',
    '/dashboard/edit-profile',
    '/dashboard/my-orders',
    '/dashboard/addresses',
    '/dashboard/saved',
    '/dashboard/notifications',
    '/dashboard/review',
    '/two-factor',
  ]) {
    await page.goto(`${path}?lang=en-XA`);
    await hydrated(page);
    const left = await englishLeft(page, data);
    if (left.length > 0) found[path] = left;
  }
  expect(found).toEqual({});
});
