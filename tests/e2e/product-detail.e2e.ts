import { expect, test } from './test.ts';
import { waitForIslands } from './fixtures.ts';

test('choosing a size, purchase mode and plan updates what is shown', async ({ page }) => {
  await page.goto('/product/energy-complex');
  await waitForIslands(page);
  const detail = page.locator('[data-soul-widget="product-detail"]');
  const sizes = detail.getByRole('group', { name: 'Choose size' }).getByRole('radio');
  await expect(sizes).toHaveCount(2);
  await expect(sizes.first()).toBeChecked(); // sorted numerically, first is the default
  const before = await detail.innerText();
  await sizes.nth(1).check({ force: true });
  await expect.poll(async () => detail.innerText()).not.toBe(before);

  await detail.getByText('Subscribe & Save').click();
  await expect(detail.getByRole('group', { name: 'Choose your plan' })).toBeVisible();
  await expect(detail.getByText('Every 4 months')).toBeVisible();
});

test('the frequency chooser offers 2 to 12 months on a subscription-only product', async ({ page }) => {
  await page.goto('/product/collagen-glow');
  await waitForIslands(page);
  const select = page.getByLabel('Deliver every');
  const options = await select.locator('option').allInnerTexts();
  expect(options).toHaveLength(11);
  expect(options[0]).toContain('2');
  expect(options[10]).toContain('12');
});

test('the quantity stepper keeps to its limits', async ({ page }) => {
  await page.goto('/product/rhodiola-vitality');
  await waitForIslands(page);
  const input = page.locator('[data-soul-widget="product-detail"]').getByRole('textbox', { name: 'Quantity' });
  await input.fill('abc');
  await input.blur();
  await expect(input).toHaveValue('1');
  await input.fill('50');
  await input.blur();
  await expect(input).toHaveValue('3'); // only 3 left in stock
});

test('Lithuanian product page shows Lithuanian purchase options', async ({ page }) => {
  await page.goto('/lt/product/energijos-kompleksas');
  await waitForIslands(page);
  await expect(page.getByText('Vienkartinis pirkimas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Į krepšelį' })).toBeVisible();
});
