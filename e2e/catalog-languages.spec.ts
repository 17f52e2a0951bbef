import { expect, test, type Page } from '@playwright/test';
import { makeStaff, signIn } from './support/staff';
import { hydrated } from './support/hydrated';

/** Journeys of issue 19's search: local names, accents, word order, and the staff's synonym list. */

const titles = (page: Page) => page.locator('.product-title').allTextContents();

for (const { name, width, height } of [
  { name: 'at 360 px', width: 360, height: 740 },
  { name: 'on a desktop', width: 1280, height: 800 },
]) {
  test(`search finds Egusi by "égusi" and "seeds melon" ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/search/?results=%C3%A9gusi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “égusi”');
    expect(await titles(page)).toEqual(['Egusi (Ground Melon Seeds) 1kg']);
    await expect(page.locator('.listing-count')).toHaveText('1 product found');
    await hydrated(page);
    const box = page.getByRole('search', { name: 'Search again' }).getByRole('searchbox');
    await box.fill('seeds melon');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “seeds melon”');
    await expect(page.locator('.product-title')).toHaveText(['Egusi (Ground Melon Seeds) 1kg']);
    // Tone marks and local names in other languages find it too.
    await page.goto('/search/?results=%E1%BA%B8%CC%80g%C3%BAs%C3%AD');
    expect(await titles(page)).toEqual(['Egusi (Ground Melon Seeds) 1kg']);
    await page.goto('/search/?results=tarugu');
    expect(await titles(page)).toEqual(['Ata Rodo (Scotch Bonnet Peppers) 250g']);
  });
}

test('staff add a synonym group; shoppers find the product by its new name; a bad line is refused', async ({
  browser,
}) => {
  const shopper = await browser.newPage();
  await shopper.goto('/search/?results=kanda');
  await expect(shopper.getByText('Sorry there are no products here for your search')).toBeVisible();

  const account = await makeStaff('Bisi');
  const staff = await browser.newPage();
  await signIn(staff, account.email, account.password, '/admin');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Search synonyms' }).click();
  await expect(staff.getByRole('heading', { name: 'Search synonyms' })).toBeVisible();
  await hydrated(staff);
  const list = staff.getByLabel('Synonym groups');
  const starter = await list.inputValue();
  expect(starter).toContain('egusi, melon seeds, agushi');

  // A group of one term is refused, with the line to fix; what was typed stays.
  await list.fill(`${starter}\nkanda`);
  await staff.getByRole('button', { name: 'Save synonyms' }).click();
  const lines = starter.split('\n').length;
  await expect(staff.locator('.field-error')).toHaveText(`Line ${lines + 1}: A group needs at least two terms`);
  await expect(list).toHaveValue(`${starter}\nkanda`);

  await list.fill(`${starter}\nponmo, kanda, cow skin`);
  await staff.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(staff.getByText('The synonyms have been saved.').first()).toBeVisible();
  await staff.reload();
  await expect(staff.getByLabel('Synonym groups')).toHaveValue(`${starter}\nponmo, kanda, cow skin`);

  await shopper.goto('/search/?results=kanda');
  expect(await titles(shopper)).toEqual(['Ponmo (Cow Skin) 500g']);

  // Back as it was, for the other journeys.
  await hydrated(staff);
  await staff.getByLabel('Synonym groups').fill(starter);
  await staff.getByRole('button', { name: 'Save synonyms' }).click();
  await expect(staff.getByText('The synonyms have been saved.').first()).toBeVisible();
  await shopper.goto('/search/?results=kanda');
  await expect(shopper.getByText('Sorry there are no products here for your search')).toBeVisible();
});
