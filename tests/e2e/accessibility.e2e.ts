import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForIslands } from './fixtures.ts';
import { orderByCashOnDelivery } from './shopper.ts';

for (const path of [
  '/',
  '/products',
  '/product-category/energy',
  '/product/energy-complex',
  '/product/immune-essentials-bundle',
  '/lt/',
  '/lt/products',
  '/lt/product/magnis-ramybei',
]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    await expectNoAxeViolations(page);
  });
}

/** Every section of the account area, with data in it (an order, its payment and invoice), in both languages. */
for (const language of ['en', 'lt'] as const) {
  test(`axe finds no violations in any section of the account area (${language})`, async ({ page }) => {
    // Nine sections and a modal, each hydrated and audited: about a minute and a half on a busy 2-core machine.
    test.setTimeout(150_000);
    const prefix = language === 'lt' ? '/lt' : '';
    const email = `axe-${language}-${Date.now()}@example.lt`;
    await page.goto(`${prefix}/my-account`);
    await page.locator('#register_email').fill(email);
    await page.locator('#register_password').fill('a good password');
    await page.locator('#register_password').press('Enter');
    await page.waitForURL(new RegExp(`${prefix}/my-account$`));
    const orderId = await orderByCashOnDelivery(page, [[143, 1]], language, email);
    const payment = ((await (await page.request.get(`/wp-json/soul/v1/payments?order_id=${orderId}`)).json()) as { id: number }[])[0];
    for (const section of [
      '',
      '/orders',
      `/orders/${orderId}`,
      '/payments',
      `/payments/${payment?.id}`,
      '/invoices',
      '/products',
      '/profile',
      '/contact',
    ]) {
      await page.goto(`${prefix}/my-account${section}`);
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-soul-widget="my-account"] h2').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The order in its modal variant, opened from the payment.
    await page.goto(`${prefix}/my-account/payments/${payment?.id}`);
    await page.getByRole('button', { name: language === 'lt' ? 'Rodyti užsakymą' : 'Show order' }).click();
    await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`order-modal-${language}.png`) });
    await expectNoAxeViolations(page);
  });
}
