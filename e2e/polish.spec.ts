import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/**
 * Issue 22's polish, as a careful shopper meets it at 360 px and on a desktop: one support-hours
 * text from settings on the home page, contact page and FAQ; the shop's own social profiles only;
 * every register field answered on an empty submit; edit profile's messages and file picker;
 * ?cancel= only for cancellable orders; a search that finds nothing suggesting a way on.
 * The hours and the one profile come from playwright.config.ts.
 */
const supportHours = 'Monday to Friday, 9:00 to 18:00 Lagos time (WAT)';
const instagram = 'https://www.instagram.com/oja.market';
/** WHATSAPP_NUMBER in playwright.config.ts, as wa.me wants it. */
const whatsapp = 'https://wa.me/2348090001234';

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
}

const viewports = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of viewports) {
  test.describe(`polish (${label})`, () => {
    test.use({ viewport });

    test('one support-hours text from settings on the home page, the contact page and the FAQ', async ({ page }) => {
      await page.goto('/');
      const home = page.getByRole('region', { name: 'Our services' });
      await expect(home.locator('.support-hours')).toHaveText(supportHours);
      await expect(page.getByRole('main')).not.toContainText(/round-the-clock|day and night/i);

      await page.goto('/contact-us');
      await expect(page.locator('main .support-hours')).toHaveText(supportHours);
      await expect(page.getByRole('main')).not.toContainText(/round-the-clock|day and night|any time of day/i);

      await page.goto('/faq');
      await page.getByText('When can I reach you?').click();
      await expect(page.locator('main .support-hours')).toHaveText(supportHours);
      await expect(page.locator('main .support-hours')).toBeVisible();
    });

    test('the footer links the shop’s own profiles only, none of the networks’ home pages', async ({ page }) => {
      await page.goto('/');
      const socials = page.getByRole('contentinfo').getByRole('list', { name: 'Oja on social media' });
      await expect(socials.getByRole('link')).toHaveCount(1);
      await expect(socials.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', instagram);
      // Facebook and X are not set: no link at all, rather than one to the network's home page.
      const footerLinks = await page
        .getByRole('contentinfo')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(footerLinks.filter((href) => /facebook\.com|x\.com|twitter\.com/.test(href))).toEqual([]);
    });

    test('an empty registration names every field, the password confirmation included', async ({ page }) => {
      await page.goto('/register');
      await hydrated(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      for (const field of ['First name', 'Last name', 'E-mail', 'Password', 'Confirm password']) {
        const input = page.getByLabel(field, { exact: true });
        await expect(input, field).toHaveAttribute('aria-invalid', 'true');
        await expect(input, field).toHaveAccessibleDescription(/\S/);
      }
      await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
        'Enter the password again to confirm it',
      );
      // A confirmation that differs is still told apart.
      await page.getByLabel('Password', { exact: true }).fill('journey-pass-1');
      await page.getByLabel('Confirm password').fill('journey-pass-2');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match');
    });

    test('edit profile: a success message gives way to a later error; the file picker is drawn and works from the keyboard', async ({
      page,
    }) => {
      // Registering through the API signs this browser in.
      await registerCustomer(page.request, 'Kemi');
      await page.goto('/dashboard/edit-profile');
      await hydrated(page);

      await page.getByLabel('First name').fill('Kemisola');
      await page.getByRole('button', { name: 'Save name' }).click();
      const saved = page.getByRole('main').getByText('Your profile has been updated.');
      await expect(saved).toBeVisible();

      // The drawn button shows, the real input is there for screen readers and the keyboard.
      const picker = page.getByLabel(/Choose a JPEG, PNG, WebP or GIF image/);
      await expect(page.getByText('Choose a picture', { exact: true })).toBeVisible();
      await expect(picker).toHaveAccessibleDescription('No picture chosen');
      await picker.focus();
      await expect(picker).toBeFocused();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (
        await chooser
      ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });

      await expect(page.getByText('Choose a JPEG, PNG, WebP or GIF image', { exact: true })).toBeVisible();
      await expect(picker).toHaveAccessibleDescription(/notes\.txt/);
      await expect(saved).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });

    test('?cancel= asks "Are you sure?" only for an order that can be cancelled, and says why not otherwise', async ({
      page,
      browser,
    }) => {
      await registerCustomer(page.request, 'Tunde');
      const products = (
        (await (await page.request.get('/api/products/?limit=100')).json()) as {
          id: number;
          quantity: number;
        }[]
      ).filter((p) => p.quantity >= 5);
      const place = async () => {
        const product = products[Math.floor(Math.random() * products.length)]!;
        expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
        const placed = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
        expect(placed.status()).toBe(201);
        return (await placed.json()) as { id: number; order_id: string };
      };
      const open = await place();
      const delivered = await place();
      // The second order is paid with the test provider and delivered by staff.
      const started = await page.request.post(`/api/orders/${delivered.order_id}/payments/`);
      const { payment } = (await started.json()) as { payment: { reference: string } };
      const paid = await page.request.post(`/payments/test/${payment.reference}`, {
        form: { outcome: 'success' },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(303);
      expect((await page.request.get(paid.headers().location!)).ok()).toBe(true);
      const staffAccount = await makeStaff('Ngozi');
      const staff = await browser.newPage();
      await signIn(staff, staffAccount.email, staffAccount.password, '/admin');
      for (const status of ['processed', 'delivered']) {
        const moved = await staff.request.post(`/api/admin/orders/${delivered.id}/status`, { data: { status } });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      await staff.close();

      const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
      await page.goto(`/dashboard/my-orders?cancel=${delivered.id}`);
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: 'has been delivered' })).toContainText(
        `Order ${delivered.order_id} has been delivered, so it cannot be cancelled.`,
      );
      await expect(confirm).toHaveCount(0);

      await page.goto('/dashboard/my-orders?cancel=999999999');
      await expect(page.getByText('That order is not in your list, so there is nothing to cancel.')).toBeVisible();
      await expect(confirm).toHaveCount(0);

      await page.goto(`/dashboard/my-orders?cancel=${open.id}`);
      await hydrated(page);
      await expect(confirm).toBeVisible();
      await expect(page.getByText(/cannot be cancelled|nothing to cancel/)).toHaveCount(0);
      await confirm.getByRole('button', { name: 'No, keep it' }).click();
      await expect(confirm).toBeHidden();
    });

    test('WhatsApp: a click-to-chat link on the contact block, the contact page and My Orders, with the order named', async ({
      page,
    }) => {
      await page.goto('/');
      const contact = page.getByRole('region', { name: 'Get in touch' });
      await expect(contact.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', whatsapp);

      await page.goto('/contact-us');
      await expect(page.getByRole('main').getByRole('link', { name: 'Chat with us', exact: true })).toHaveAttribute(
        'href',
        whatsapp,
      );

      await registerCustomer(page.request, 'Bisi');
      const products = (await (await page.request.get('/api/products/?limit=50')).json()) as {
        id: number;
        quantity: number;
      }[];
      const product = products.find((p) => p.quantity >= 5)!;
      expect((await page.request.post('/api/cart/items/', { data: { product_id: product.id } })).ok()).toBe(true);
      const placed = await page.request.post('/api/place-order/', { data: { address: lagosAddress } });
      expect(placed.status()).toBe(201);
      const { order_id } = (await placed.json()) as { order_id: string };

      await page.goto('/dashboard/my-orders');
      await expect(page.getByText('Questions about an order?')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', whatsapp);
      await page.goto(`/dashboard/my-orders?view=${order_id}`);
      const ask = page.getByRole('dialog').getByRole('link', { name: 'Ask about this order on WhatsApp' });
      const href = await ask.getAttribute('href');
      expect(href?.startsWith(`${whatsapp}?text=`)).toBe(true);
      expect(new URL(href!).searchParams.get('text')).toBe(`Hello Oja, I have a question about my order ${order_id}.`);
      // Nothing scrolls sideways for the new links.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('a search that finds nothing suggests the right spelling, popular categories and offers', async ({ page }) => {
      await page.goto('/search?results=peper%20soup');
      await expect(page.locator('.listing-count')).toHaveText('0 products found');
      await expect(page.getByText('Sorry there are no products here for your search')).toBeVisible();
      const didYouMean = page.getByRole('region', { name: /Did you mean/ });
      await expect(didYouMean.getByRole('link', { name: 'pepper soup', exact: true })).toHaveAttribute(
        'href',
        '/search?results=pepper%20soup',
      );
      const titles = await didYouMean.locator('.product-title').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const t of titles) expect(t.toLowerCase()).toContain('pepper soup');

      const categories = page.getByRole('navigation', { name: 'Browse popular categories' });
      await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/categories\/[a-z-]+$/);
      const offers = page.getByRole('region', { name: 'On offer now' });
      await expect(offers.locator('.product-card').first()).toBeVisible();
      await expect(offers.getByRole('link', { name: 'See all offers' })).toHaveAttribute('href', '/offers');
      await expectNoSeriousAxeViolations(page);

      // Nothing close: no correction, but still somewhere to go.
      await page.goto('/search?results=zzqqxx');
      await expect(page.getByRole('region', { name: /Did you mean/ })).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: 'Browse popular categories' }).getByRole('link').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'On offer now' })).toBeVisible();
    });
  });
}
