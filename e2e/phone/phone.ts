import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers of the feature-phone journeys (issue 34): the projects `phone-240` and `phone-360` in
 * playwright.config.ts run e2e/phone/ with JavaScript off at 240×320 and 360×640.
 */

/** The page fits the screen: nothing scrolls sideways. */
export async function fits(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

export const newAccount = (who: string) => ({
  first_name: who,
  last_name: 'Okafor',
  email: `phone-${who.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
  password: 'journey-pass-1',
});

/** An account made through the API and signed out again: the journey signs in on the page. */
export async function accountByApi(request: APIRequestContext, who: string) {
  const account = newAccount(who);
  expect((await request.post('/api/register/', { data: account })).status()).toBe(201);
  await request.post('/api/logout/');
  return account;
}

/** Signs in with the plain sign-in form, coming back to `next`. */
export async function signInOnPage(page: Page, account: { email: string; password: string }, next = '/') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(next);
}

type ApiProduct = { id: number; slug: string; title: string; quantity: number; price_naira: number };

/** A product in stock that the other journeys' picks (the 21 best rated) leave alone. */
export async function quietProduct(request: APIRequestContext): Promise<ApiProduct> {
  const products: ApiProduct[] = await (await request.get('/api/products/?sort=rating&limit=80')).json();
  const fit = products
    .slice(21)
    .filter((p) => p.quantity >= 10 && p.price_naira < 20_000 && !/yaji|ankara/i.test(p.slug));
  return fit[Math.floor(Math.random() * fit.length)]!;
}
