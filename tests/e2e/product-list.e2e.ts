import { expect, test, type Page } from './test.ts';
import { waitForIslands } from './fixtures.ts';

const list = (page: Page) => page.locator('[data-soul-widget="product-list"]');
/** Rows of the settled list: waits until no request is in flight. */
const rows = async (page: Page) => {
  await expect(list(page).locator('[aria-busy="false"]')).toHaveCount(1);
  return list(page).locator('tbody tr');
};

test.beforeEach(async ({ page }) => {
  await page.goto('/products');
  await waitForIslands(page);
});

test('sorts by price and reflects the sort in the URL', async ({ page }) => {
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/sort=price/);
  const values = await (await rows(page))
    .locator('td[data-price-cents]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-price-cents'))));
  expect(values.length).toBeGreaterThan(5);
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test('filters by category, type and size', async ({ page }) => {
  await page.getByLabel('Category').selectOption('serenity');
  await expect(page).toHaveURL(/pcat=serenity/);
  await expect(await rows(page)).toHaveCount(5);
  for (const text of await (await rows(page)).allInnerTexts()) expect(text).toContain('Serenity');

  await page.getByLabel('Category').selectOption('');
  await page.getByLabel('Type').selectOption('variable-subscription');
  await expect(page).toHaveURL(/ptype=variable-subscription/);
  await expect(list(page).getByText('Energy Complex')).toBeVisible();
  await expect(list(page).getByText('Vitamin D3 + K2')).toHaveCount(0);

  await page.getByLabel('Type').selectOption('');
  await page.getByLabel('Size').selectOption('25g');
  await expect(page).toHaveURL(/psize=25g/);
  const sized = await (await rows(page)).allInnerTexts();
  expect(sized.length).toBeGreaterThan(0);
  for (const text of sized) expect(text).toMatch(/25G/i);
});

test('searches from two characters on, else shows the full list', async ({ page }) => {
  const total = await (await rows(page)).count();
  await page.getByLabel('Search products').fill('m');
  await page.waitForTimeout(600);
  await expect(await rows(page)).toHaveCount(total);
  await page.getByLabel('Search products').fill('magnes');
  await expect(page).toHaveURL(/q=magnes/);
  await expect(list(page).getByText('Magnesium Calm')).toBeVisible();
  // Names and short descriptions match: fewer rows than the full list, each about magnesium.
  const found = await (await rows(page)).allInnerTexts();
  expect(found.length).toBeLessThan(total);
});

test('switches to the grid view and opens a quick view', async ({ page }) => {
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page).toHaveURL(/view=grid/);
  await list(page)
    .getByRole('button', { name: /Quick view/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
