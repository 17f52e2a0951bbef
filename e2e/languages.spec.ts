import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/**
 * The interface in five languages (docs/decisions/0034-interface-languages.md): chosen in the
 * header or the mobile menu and kept in a cookie, guessed from Accept-Language, rendered by the
 * server (no flash of English), and every storefront page fits a 360 px phone in each language and
 * in the long pseudo-language en-XA.
 */

const heroTitles = {
  en: 'Fresh groceries and African treasures, delivered',
  pcm: 'Fresh food stuff and African treasure, we go bring am reach you',
  yo: 'Oúnjẹ tútù àti ìṣúra Áfíríkà, a ó mú un dé ọ̀dọ̀ yín',
  ha: 'Sabbin kayan abinci da taskokin Afirka, har ƙofar gida',
  ig: 'Nri ọhụrụ na akụ Afrịka, anyị ga-ebuga gị ya',
};

async function aProduct(request: APIRequestContext) {
  const res = await request.get('/api/products/?limit=5');
  expect(res.ok()).toBe(true);
  const [product] = (await res.json()) as { slug: string }[];
  return product!.slug;
}

/** Hydration errors (a page the browser renders differently from the server) fail the test. */
function failOnHydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return () => expect(errors).toEqual([]);
}

test.describe('choosing the language', () => {
  test('is guessed from Accept-Language on the first visit, rendered by the server with its alternates', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ha-NG' });
    const page = await context.newPage();
    const noErrors = failOnHydrationErrors(page);
    // The server's HTML itself is in Hausa: nothing waits for the script (no flash of English).
    const response = await page.goto('/');
    const html = await response!.text();
    expect(html).toContain('<html lang="ha"');
    expect(html).toContain(heroTitles.ha);
    expect(html).toMatch(/<link rel="alternate" hrefLang="yo" href="[^"]+\/\?lang=yo"/i);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(heroTitles.ha);
    await expect(page).toHaveTitle(/Kayan abinci da kayan gargajiya/);
    noErrors();
    await context.close();
  });

  test('is chosen in the header, kept in a cookie, and every later page speaks it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const noErrors = failOnHydrationErrors(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('.language-menu summary').first().click();
    await page.getByRole('button', { name: 'Yorùbá' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.locator('h1')).toHaveText(heroTitles.yo);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'oja_lang')?.value).toBe('yo');
    // A page reached by a plain link, without ?lang=: the cookie keeps the choice.
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Ìtọ́sọ́nà àkọ́kọ́' }).getByRole('link', { name: 'Ẹ̀dínwó' }).click();
    await expect(page.locator('h1')).toHaveText('Ẹ̀dínwó pàtàkì');
    await page.goto('/categories');
    await expect(page.locator('h1')).toHaveText('Gbogbo ìsọ̀rí');
    await expect(page.locator('.language-menu summary').first()).toContainText('Yorùbá');
    // The choice keeps the page's other parameters.
    await page.goto('/categories/spices?sort=price_desc');
    await hydrated(page);
    await page.locator('.language-menu summary').first().click();
    await page.getByRole('button', { name: 'Hausa' }).click();
    await expect(page).toHaveURL(/\/categories\/spices\?sort=price_desc&lang=ha$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    noErrors();
  });

  test('is chosen in the mobile menu at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igbo' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
    await expect(page.locator('h1')).toHaveText(heroTitles.ig);
    await hydrated(page);
    await page.getByRole('button', { name: 'Meghee nhọrọ' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Igbo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the sitemap is written per language and robots.txt names each', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml\?lang=ig/);
    const yo = await (await request.get('/sitemap.xml?lang=yo')).text();
    expect(yo).toMatch(/<url><loc>[^<]+\/categories\/spices\?lang=yo<\/loc>/);
    expect(yo).toContain('hreflang="ha"');
  });
});

test.describe('every storefront page fits a phone in every language', () => {
  for (const language of ['en', 'pcm', 'yo', 'ha', 'ig', 'en-XA']) {
    test(`${language} at 360 px`, async ({ page, request }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const slug = await aProduct(request);
      const paths = [
        '/',
        '/categories',
        '/categories/spices',
        `/products/${slug}`,
        '/search/?results=oil',
        '/offers',
        '/cart',
        '/login',
        '/register',
        '/about-us',
        '/contact-us',
        '/faq',
        '/privacy-policy',
        '/not-a-page',
      ];
      for (const path of paths) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${language} ${path}: page width`).toBeLessThanOrEqual(innerWidth);
      }
    });
  }
});

/** The message chunks (i18n/compiled/<area>-<lang>.ts, decision 0034) the browser fetches. */
function messageChunks(page: Page) {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const m =
      /\/assets\/(core|storefront|home|account|checkout|orders|content|footer|reviews|profile)-(en|pcm|yo|ha|ig|en-XA)-[\w-]{8}\.js$/.exec(
        r.url(),
      );
    if (m) fetched.push(`${m[1]}-${m[2]}`);
  });
  return fetched;
}

test.describe('the account area in every language', () => {
  test('a Yoruba page loads only its areas’ Yoruba messages; a client navigation into the account area loads that area first and shows it translated', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const noErrors = failOnHydrationErrors(page);
    const fetched = messageChunks(page);
    await page.goto('/?lang=yo');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(heroTitles.yo);
    // (The footer's chunk comes with the footer's code, after hydration, whenever that loads.)
    // (The home page's own texts come with its data: no `home` chunk.)
    expect([...new Set(fetched)].filter((c) => c !== 'footer-yo').sort()).toEqual(['core-yo', 'storefront-yo']);
    // The same document throughout: the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: 'Wọlé' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('h1')).toHaveText('Ẹ wọlé!');
    await expect(page.getByLabel('Ọ̀rọ̀ aṣínà')).toBeVisible();
    await expect(page).toHaveTitle(/^Wọlé/);
    expect(fetched).toContain('account-yo');
    expect(fetched.filter((c) => !c.endsWith('-yo'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    noErrors();
  });

  test('a Yoruba page shows product and category names in Yoruba, English where none was entered', async ({ page }) => {
    await page.goto('/products/gangan-talking-drum?lang=yo');
    await expect(page.locator('h1')).toHaveText('Gángan pẹ̀lú Ọ̀pá');
    await page.goto('/categories/spices?lang=yo');
    await expect(page.locator('h1')).toHaveText('Èròjà Ọbẹ̀');
    await page.goto('/products/gangan-talking-drum?lang=pcm');
    await expect(page.locator('h1')).toHaveText('Gangan Talking Drum with Stick');
  });

  for (const language of ['en', 'pcm', 'yo', 'ha', 'ig', 'en-XA']) {
    test(`${language}: the account pages fit 360 px`, async ({ page, request }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const noErrors = failOnHydrationErrors(page);
      const signedOut = ['/login', '/register', '/reset-password', '/reset-password/not-a-token'];
      const account = await registerCustomer(request, 'Kemi');
      const signedIn = [
        '/dashboard/profile',
        '/dashboard/edit-profile',
        '/dashboard/my-orders',
        '/dashboard/addresses',
        '/dashboard/saved',
        '/dashboard/notifications',
        '/dashboard/review',
        '/two-factor',
      ];
      const visit = async (path: string) => {
        await page.goto(`${path}?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await hydrated(page);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${language} ${path}: page width`).toBeLessThanOrEqual(innerWidth);
      };
      for (const path of signedOut) await visit(path);
      if (language !== 'en') {
        // The login page speaks the language (its heading is not the English one).
        await page.goto(`/login?lang=${language}`);
        await expect(page.locator('h1')).not.toHaveText('Sign In!');
      }
      // Signed in through the English form, then the dashboard in the language.
      await page.goto('/?lang=en');
      await signIn(page, account.email, account.password, '/dashboard/profile');
      for (const path of signedIn) await visit(path);
      if (language !== 'en') {
        await expect(page.getByRole('navigation').last()).not.toContainText('Notifications');
        // The pages' bodies speak the language too (the last page visited was two-factor).
        await visit('/dashboard/notifications');
        await expect(page.locator('.empty-state')).not.toContainText('We will tell you here when your orders');
        await visit('/dashboard/addresses');
        await expect(page.locator('#addresses-heading ~ h2')).not.toHaveText('Add an address');
        await visit('/dashboard/saved');
        // (Pidgin shares words with English: the whole English sentence is what must not show.)
        await expect(page.locator('.empty-state')).not.toContainText('Tap the heart on a product to keep it here');
      }
      noErrors();
    });
  }
});

/** The headings of the shopper's way to pay, in each language (apps/web/app/i18n/messages). */
const checkoutTexts: Record<string, { place: string; orders: string; status: string; transfer: string }> = {
  en: {
    place: 'Place your order',
    orders: 'My Orders',
    status: 'Awaiting confirmation',
    transfer: 'Pay by bank transfer',
  },
  pcm: {
    place: 'Place your order',
    orders: 'My orders',
    status: 'E dey wait for confirmation',
    transfer: 'Pay by bank transfer',
  },
  yo: {
    place: 'Ẹ ṣe ọ́dà yín',
    orders: 'Àwọn ọ́dà mi',
    status: 'Ó ń dúró de ìjẹ́rìísí',
    transfer: 'Ẹ sanwó pẹ̀lú transfer láti báńkì',
  },
  ha: {
    place: 'Aika da odarka',
    orders: 'Odar da na yi',
    status: 'Yana jiran tabbatarwa',
    transfer: 'Biya ta tura kuɗi a banki',
  },
  ig: {
    place: 'Nye ọda gị',
    orders: 'Ọda m',
    status: 'Na-eche nkwado',
    transfer: 'Kwụọ ụgwọ site na transfer ego',
  },
};

test.describe('the way to pay fits a phone in every language', () => {
  for (const language of ['en', 'pcm', 'yo', 'ha', 'ig', 'en-XA']) {
    test(`${language}: cart, place order, my orders and the bank transfer at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const noErrors = failOnHydrationErrors(page);
      // Signed in (the page shares the request's cookies), with something in the cart.
      await registerCustomer(page.request, 'Amaka');
      const products: { id: number; quantity: number; price_naira: number }[] = await (
        await page.request.get('/api/products/?sort=rating&limit=21')
      ).json();
      const product = products.find((p) => p.quantity >= 10 && p.price_naira < 20_000)!;
      expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
      // English texts, or the pseudo-language's (every letter accented): never the English words.
      const words = checkoutTexts[language];
      const expectText = async (locator: ReturnType<Page['locator']>, english: string, own: string | undefined) => {
        if (own) await expect(locator).toHaveText(own);
        else await expect(locator).not.toHaveText(english);
      };
      const fits = async (what: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${language} ${what}: page width`).toBeLessThanOrEqual(innerWidth);
      };

      await page.goto(`/cart?lang=${language}`);
      await expect(page.locator('.cart-page')).toBeVisible();
      await fits('cart');
      // The line's buttons are named for screen readers in the language.
      const remove = page.locator('.cart-page .remove-line').first();
      if (language === 'en') await expect(remove).toHaveAttribute('aria-label', /^Remove /);
      else await expect(remove).not.toHaveAttribute('aria-label', /^Remove /);

      await page.goto(`/place-order?lang=${language}`);
      await hydrated(page);
      await expectText(page.locator('h1'), checkoutTexts.en!.place, words?.place);
      await expect(page.locator('#summary-heading')).toBeVisible();
      await fits('place-order');

      // The order itself through the API (the form is another journey's), in the page's language.
      const placed = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
      expect(placed.status()).toBe(201);
      const order = (await placed.json()) as { id: number; order_id: string };

      await page.goto(`/dashboard/my-orders?lang=${language}`);
      await expectText(page.locator('h1'), checkoutTexts.en!.orders, words?.orders);
      const row = page.locator('tr', { hasText: order.order_id });
      await expectText(row.locator('.status'), checkoutTexts.en!.status, words?.status);
      await fits('my-orders');

      const transfer = await page.request.post(`/api/orders/${order.order_id}/bank-transfer/`);
      expect(transfer.ok()).toBe(true);
      await page.goto(`/checkout?order_id=${order.order_id}&lang=${language}`);
      const details = page.locator('.transfer-details');
      await expect(details.locator('.transfer-value').first()).toBeVisible();
      await expectText(details.locator('h3'), checkoutTexts.en!.transfer, words?.transfer);
      await fits('bank-transfer');
      noErrors();
    });
  }
});

/** The texts outside the storefront's first load: reviews, account pages, refusals, the offline page. */
test.describe('the rest of the shop in Yoruba and Hausa', () => {
  test('a product’s reviews load their messages with their code, and speak Hausa before and after', async ({
    page,
    request,
  }) => {
    const noErrors = failOnHydrationErrors(page);
    const fetched = messageChunks(page);
    await page.goto(`/products/${await aProduct(request)}?lang=ha`);
    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('heading', { name: 'Sharhin abokan ciniki' })).toBeVisible();
    await expect(page.locator('#reviews[data-hydrated]')).toBeAttached();
    await expect(reviews.getByRole('link', { name: 'Shiga' })).toBeVisible();
    await expect(reviews).toContainText('Ka saya?');
    expect(fetched).toContain('reviews-ha');
    expect(fetched.filter((c) => !c.endsWith('-ha'))).toEqual([]);
    noErrors();
  });

  test('the shop review form and its field error in Yoruba', async ({ page }) => {
    await registerCustomer(page.request, 'Tunde');
    const noErrors = failOnHydrationErrors(page);
    await page.goto('/dashboard/review?lang=yo');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Àgbéyẹ̀wò');
    await page.getByLabel('Àgbéyẹ̀wò yín').fill('Ó dára');
    await page.getByRole('button', { name: 'Fi àgbéyẹ̀wò kún un' }).click();
    await expect(page.locator('.field-error')).toHaveText('Ẹ jọ̀wọ́, ẹ kọ lẹ́tà 10 ó kéré tán');
    noErrors();
  });

  test('the edit profile page and the API’s refusal beside a field in Hausa', async ({ page }) => {
    const account = await registerCustomer(page.request, 'Hauwa');
    await page.goto('/dashboard/edit-profile?lang=ha');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gyara bayanan kaina');
    await page.getByLabel('Kalmar sirri ta yanzu').fill(`${account.password}-wrong`);
    await page.getByLabel('Sabuwar kalmar sirri', { exact: true }).fill('another-pass-2');
    await page.getByLabel('Tabbatar da sabuwar kalmar sirri').fill('another-pass-2');
    await page.getByRole('button', { name: 'Canza kalmar sirri' }).click();
    await expect(page.getByText('Kalmar sirrinka ta yanzu ba daidai ba ce')).toBeVisible();
  });

  test('why a voucher does not apply, from the API, in Hausa', async ({ page }) => {
    await registerCustomer(page.request, 'Musa');
    const products: { id: number; quantity: number }[] = await (
      await page.request.get('/api/products/?limit=21')
    ).json();
    const product = products.find((p) => p.quantity >= 5)!;
    expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
    await page.goto('/place-order?lang=ha');
    await hydrated(page);
    await page.locator('select[name=country]').selectOption('NG');
    await page.locator('select[name=state]').selectOption('Lagos');
    // The country list is named in Hausa (Node's CLDR data, sent with the page).
    await expect(page.locator('select[name=country] option[value=NG]')).toHaveText('Nijeriya');
    await page.getByLabel('Lambar rangwame').fill('NOSUCH');
    await page.getByRole('button', { name: 'Yi amfani' }).click();
    await expect(page.locator('.voucher-notice')).toHaveText(
      'Lambar rangwame NOSUCH ba ta da inganci. An cire rangwamen.',
    );
  });

  test('the address book in Yoruba: its texts, an address saved and deleted, and the answers', async ({ page }) => {
    await registerCustomer(page.request, 'Bisi');
    const noErrors = failOnHydrationErrors(page);
    await page.goto('/dashboard/addresses?lang=yo');
    await hydrated(page);
    await expect(page.getByText('Ẹ kò tíì fi àdírẹ́sì kankan pamọ́.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fi àdírẹ́sì kún un' })).toBeVisible();
    await page.locator('select[name=country]').selectOption('NG');
    await page.locator('select[name=state]').selectOption('Federal Capital Territory');
    await page.locator('select[name=lga]').selectOption('Bwari');
    await page.locator('input[name=street]').fill('9 Kubwa Road');
    await page.locator('input[name=city]').fill('Kubwa');
    await page.locator('input[name=phone]').fill('803 555 0101');
    await page.getByRole('button', { name: 'Fi àdírẹ́sì náà pamọ́' }).click();
    await expect(page.getByText('A ti fi àdírẹ́sì náà pamọ́.')).toBeVisible();
    const card = page.getByTestId('saved-address');
    await expect(card).toContainText('Pàtàkì');
    await expect(card.getByRole('link', { name: 'Ṣàtúnṣe' })).toBeVisible();
    await card.getByRole('button', { name: 'Pa 9 Kubwa Road rẹ́' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('A ti pa àdírẹ́sì náà rẹ́.')).toBeVisible();
    noErrors();
  });

  test('the FAQ’s answers, About and Careers in Hausa without the English notice; the terms keep it', async ({
    page,
  }) => {
    const notice = 'Wannan shafi yana cikin Turanci a yanzu';
    const noErrors = failOnHydrationErrors(page);
    await page.goto('/faq?lang=ha');
    await hydrated(page);
    const where = page.locator('details', { has: page.getByText('Ina kuke kai kaya?') });
    await where.locator('summary').click();
    await expect(where.locator('.faq-answer')).toContainText("Ko'ina a Najeriya");
    // A link inside a translated answer keeps its place and address.
    const cancel = page.locator('details', { has: page.getByText('Zan iya soke odata?') });
    await cancel.locator('summary').click();
    await expect(cancel.getByRole('link', { name: 'Odar da na yi' })).toHaveAttribute('href', '/dashboard/my-orders');
    await expect(page.getByText(notice)).toHaveCount(0);
    await page.goto('/about-us?lang=ha');
    await expect(page.getByRole('heading', { name: 'Alkawuranmu' })).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
    await page.goto('/careers?lang=ha');
    await expect(page.getByRole('heading', { name: 'Yadda za a nemi aiki' })).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
    await page.goto('/terms-and-conditions?lang=ha');
    await expect(page.getByText(notice)).toBeVisible();
    noErrors();
  });

  test('the offline page speaks the language cookie, else the browser’s language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'yo-NG' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/offline.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ẹ kò sí lórí ayélujára');
    await expect(page).toHaveTitle('Ẹ kò sí lórí ayélujára | Oja');
    await context.addCookies([{ name: 'oja_lang', value: 'ha', url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ba ka kan layi');
    await expect(page.getByRole('button', { name: 'Sake gwadawa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Je zuwa shafin farko na shagon' })).toBeVisible();
    await context.addCookies([{ name: 'oja_lang', value: 'en', url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The page's policy lets its one script run and nothing else (no refused inline script).
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const language of ['pcm', 'yo', 'ha', 'ig']) {
      await context.addCookies([{ name: 'oja_lang', value: language, url: baseURL! }]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${language} offline page width`).toBeLessThanOrEqual(innerWidth);
    }
    await context.close();
  });
});
