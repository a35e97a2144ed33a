import { test } from '@playwright/test';
import { expectNoAxeViolations, waitForIslands } from './fixtures.ts';

for (const path of ['/', '/products', '/product-category/energy', '/product/energy-complex', '/product/immune-essentials-bundle', '/lt/', '/lt/products', '/lt/product/magnis-ramybei']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    await expectNoAxeViolations(page);
  });
}
