import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lagosAddress } from '@oja/testing/factories/addresses';
import { reportNames, reportTitles } from '@oja/shared/reports';
import { fits } from './phone/phone';
import { makeStaff, registerCustomer, signIn } from './support/staff';
import { hydrated } from './support/hydrated';
import { watchErrors } from './support/page-errors';

/**
 * The owner's reports (issue 35): a staff member opens every report from the reports index by
 * client-side navigation, switches the range and reads the previous period's figures, opens the
 * map, and prints a packing slip and the pick list — on a 360 px phone and on a desktop.
 */

/** A customer's order to Lagos, placed and paid with the built-in test provider through the API. */
async function paidOrder(customer: APIRequestContext, productId: number) {
  expect((await customer.post('/api/cart/items/', { data: { product_id: productId } })).ok()).toBe(true);
  const placed = await customer.post('/api/place-order/', { data: { address: lagosAddress } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; order_id: string };
  const started = await customer.post(`/api/orders/${order.order_id}/payments/`);
  expect(started.status()).toBe(201);
  const { payment } = (await started.json()) as { payment: { reference: string } };
  const chosen = await customer.post(`/payments/test/${payment.reference}`, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
  // The browser's return to the shop, which verifies the payment with the provider.
  const verified = await customer.get(`/api/payments/${payment.reference}/`);
  expect(verified.ok()).toBe(true);
  return order;
}

/** The number shown for a headline figure (e.g. "Paid orders") of a report section. */
async function figure(page: Page, section: string, label: string) {
  const card = page.locator('section.report-section', { has: page.getByRole('heading', { name: section }) });
  const dd = card
    .locator('.report-figure', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
  const text = (await dd.locator('.admin-figure').textContent()) ?? '';
  const previous = (await dd.locator('.admin-muted').textContent()) ?? '';
  const digits = (s: string) => Number(s.replace(/[^\d.]/g, ''));
  return { current: digits(text), previous: digits(/previous period ([^ (]+)/.exec(previous)?.[1] ?? '') };
}

/** The NGN sales' paid-order count on the sales page as it is (0 when there is no NGN section). */
async function paidNgnOrders(page: Page) {
  if ((await page.getByRole('heading', { name: 'Sales in NGN' }).count()) === 0) return { current: 0, previous: 0 };
  return figure(page, 'Sales in NGN', 'Paid orders');
}

/** A marker that a full page load would wipe: a link click that keeps it was a client-side navigation. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const screen of [
  { name: '360 px phone', width: 360, height: 740, phone: true },
  { name: 'desktop', width: 1280, height: 900, phone: false },
]) {
  test(`${screen.name}: every report from the index, a range and its previous period, the map, a packing slip and the pick list printed`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Two customers' payments, eleven report pages and two papers: longer than one page's journey.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const errors = watchErrors(page, { allowClientErrors: true });
    const staffAccount = await makeStaff('Amaka');
    await signIn(page, staffAccount.email, staffAccount.password, '/admin');

    // The NGN paid orders of the last 30 days before ours (other journeys may add theirs meanwhile).
    await page.goto('/admin/reports/sales');
    await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
    const before = await paidNgnOrders(page);

    // Two orders to Lagos, placed and paid by a customer.
    const customer = await playwright.request.newContext({ baseURL });
    await registerCustomer(customer, 'Tunde');
    const products = (await (await customer.get('/api/products/?sort=rating&limit=80')).json()) as {
      id: number;
      quantity: number;
    }[];
    const inStock = products.slice(21).filter((p) => p.quantity >= 5);
    const pickProduct = () => inStock[Math.floor(Math.random() * inStock.length)]!.id;
    const first = await paidOrder(customer, pickProduct());
    await paidOrder(customer, pickProduct());
    await customer.dispose();

    // Client-side navigation: the back office's menu to the index, the index to each report.
    await page.goto('/admin');
    await hydrated(page);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
    expect(await documentKept(page), 'the menu link to Reports loads the whole document').toBe(true);
    for (const name of reportNames) {
      await page.getByRole('link', { name: reportTitles[name], exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: reportTitles[name] })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/reports/${name}$`));
      expect(await documentKept(page), `${name}: a client-side navigation`).toBe(true);
      // The period and its previous period, said in words.
      await expect(page.getByText(/ to \d{4}-\d{2}-\d{2} \(30 days, [\w/]+\), compared with /)).toBeVisible();
      const charts = page.locator('svg[role="img"]');
      if (
        ['sales', 'order-states', 'top-products', 'top-categories', 'payment-methods', 'funnel', 'regions'].includes(
          name,
        )
      ) {
        // Our paid orders are in this range: a chart with its text alternative, and the table.
        await expect(charts.first()).toBeVisible();
        const described = await charts.first().evaluate((svg) => {
          const ids = (svg.getAttribute('aria-labelledby') ?? '').split(' ');
          return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '');
        });
        expect(described.length, `${name}: title and description`).toBe(2);
        for (const text of described) expect(text.length, `${name}: chart text alternative`).toBeGreaterThan(5);
        const table = page.locator('details.report-table').first();
        await table.locator('summary').click();
        await expect(table.locator('tbody tr').first()).toBeVisible();
        // Each figure beside the previous period's: headline figures, or (top lists) the table's column.
        await expect(
          page
            .locator('.report-figure')
            .or(table.getByRole('columnheader', { name: /^Previous/ }))
            .first(),
        ).toBeVisible();
      } else {
        // Discounts and deliveries may have nothing in the range: a chart or says so.
        await expect(charts.or(page.getByText(/^Nothing|^No /)).first()).toBeVisible();
      }
      if (screen.phone) await fits(page);
      await page.getByRole('link', { name: 'Reports', exact: true }).last().click();
      await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
    }
    expect(await documentKept(page), 'every report opened without a full page load').toBe(true);

    // The sales report: our two orders are in the last 30 days.
    await page.getByRole('link', { name: 'Sales', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sales in NGN' })).toBeVisible();
    const after = await paidNgnOrders(page);
    expect(after.current).toBeGreaterThanOrEqual(before.current + 2);

    // The last 7 days, then the 7 days before by the form: its figures are the "previous period".
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    const today = new URL(page.url()).searchParams.get('to')!;
    await expect(page).toHaveURL(`/admin/reports/sales?from=${shift(today, -6)}&to=${today}`);
    await expect(page.getByText(`${shift(today, -6)} to ${today} (7 days, `, { exact: false }).first()).toContainText(
      `compared with ${shift(today, -13)} to ${shift(today, -7)}`,
    );
    const week = await paidNgnOrders(page);
    expect(week.current).toBeGreaterThanOrEqual(2);
    await hydrated(page);
    const range = page.getByRole('form', { name: 'Report range' });
    await range.getByLabel('From').fill(shift(today, -13));
    await range.getByLabel('To').fill(shift(today, -7));
    await range.getByLabel('By').selectOption('week');
    await range.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(`/admin/reports/sales?from=${shift(today, -13)}&to=${shift(today, -7)}&grain=week`);
    await expect(page.getByText(`compared with ${shift(today, -20)} to ${shift(today, -14)}`)).toBeVisible();
    const weekBefore = await paidNgnOrders(page);
    expect(weekBefore.current, 'the week before: what the last 7 days called the previous period').toBe(week.previous);
    // A month long before the shop opened: nothing in it, and its previous period said.
    await range.getByLabel('From').fill('2020-02-01');
    await range.getByLabel('To').fill('2020-02-29');
    await range.getByLabel('By').selectOption('day');
    await range.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL('/admin/reports/sales?from=2020-02-01&to=2020-02-29&grain=day');
    await expect(page.getByText('compared with 2020-01-03 to 2020-01-31')).toBeVisible();
    await expect(page.getByText('Nothing in this range.')).toBeVisible();
    if (screen.phone) await fits(page);

    // Sales by state: the map of Nigeria with Lagos in it, in words and in the table.
    await page.goto('/admin/reports/regions');
    const map = page.locator('svg[role="img"]').first();
    await expect(map).toBeVisible();
    await page.locator('details.report-table summary').click();
    const lagos = page
      .locator('details.report-table tbody tr')
      .filter({ has: page.locator('th', { hasText: /^Lagos$/ }) });
    await expect(lagos.first()).toBeVisible();
    expect(Number((await lagos.first().locator('td').nth(1).textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(
      2,
    );
    if (screen.phone) await fits(page);

    // The packing slip of our first order, printed: the paper without the back office around it.
    await page.goto(`/admin/orders/${first.id}`);
    await page.getByRole('link', { name: 'Packing slip' }).click();
    const slip = page.getByRole('heading', { level: 1, name: `Packing slip ${first.order_id}` });
    await expect(slip).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    if (screen.phone) await fits(page);
    await page.emulateMedia({ media: 'print' });
    await expect(slip).toBeVisible();
    await expect(page.getByText('Deliver to')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print packing slip' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The pick list: our paid orders wait to be dispatched; printed without the back office.
    await page.goto('/admin/pick-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible();
    await expect(page.getByRole('region', { name: `Order ${first.order_id}` })).toBeVisible();
    if (screen.phone) await fits(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Units to pick' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    expect(errors).toEqual([]);
  });
}
