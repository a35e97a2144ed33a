import { expect, test } from './test.ts';

test.use({ javaScriptEnabled: false });

test('a product page reads without JavaScript: name, price and main image are in the HTML', async ({ page }) => {
  await page.goto('/product/magnesium-calm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magnesium Calm');
  await expect(page.locator('[data-soul-widget="product-detail"]')).toContainText('€');
  const image = page.locator('[data-soul-widget="product-detail"] img').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the shop lists products with prices without JavaScript, in Lithuanian too', async ({ page }) => {
  await page.goto('/lt/products');
  const list = page.locator('[data-soul-widget="product-list"]');
  await expect(list.getByText('Magnis ramybei').first()).toBeVisible();
  await expect(list).toContainText('€');
});
