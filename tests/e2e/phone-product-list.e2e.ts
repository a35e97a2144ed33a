import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForIslands } from './fixtures.ts';

/**
 * A shopper on a 390 px phone (below storefront §9's 640 px breakpoint): the
 * list is cards, two a row, with prices; they add one product with its own
 * button and ask for more than the stock (storefront §5's alert).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('phone product list: cards with prices, add one, the stock alert', async ({ page }, testInfo) => {
  await page.goto('/products');
  await waitForIslands(page);
  const list = page.locator('[data-soul-widget="product-list"]');
  // Nothing sideways: the page is as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(list.locator('thead')).toBeHidden();
  const cards = list.locator('tbody tr');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  // Two a row: same top, side by side, each under half the width.
  expect(first && second && Math.abs(first.y - second.y) < 2 && second.x > first.x + first.width - 1).toBe(true);
  expect(first?.width ?? 999).toBeLessThan(195);
  await expect(cards.nth(0).locator('[data-price-cents]')).toBeVisible();
  await expect(cards.nth(0).locator('[data-price-cents]')).toContainText('€');
  await page.screenshot({ path: testInfo.outputPath('phone-list.png'), fullPage: false });
  await expectNoAxeViolations(page);

  // Add one product with its own button: the mini cart opens with it.
  const card = cards.filter({ hasText: 'B-Complex Focus' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Add B-Complex Focus to cart' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'B-Complex Focus' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // More than the 60 on hand: reset to 60 with 'Stock is limited'; the row is selected.
  const units = card.getByRole('textbox', { name: 'Quantity of B-Complex Focus' });
  await units.fill('75');
  await expect(units).toHaveValue('60');
  await expect(page.getByText('Stock is limited')).toBeVisible();
  await expect(page.getByText('Inventory limit for this product is 60')).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Select B-Complex Focus' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add Selected (1)' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('phone-list-alert.png') });
});
