import { DEMO_ACCOUNTS } from '@soul/db';
import { catalogs } from '@soul/i18n';
import { expect, test } from './test.ts';
import { logIn, orderByCashOnDelivery, registerCustomer } from './shopper.ts';

/**
 * Logs and reports (issue 20): a customer who just bought opens the order,
 * finds the sign-in and the view in Logs (filtered to views), and the
 * spending in Reports; a director sees spending by staff member (lt).
 */
test('a customer finds their sign-in and order view in Logs and their spending in Reports (en)', async ({ page }) => {
  const t = catalogs.en.myAccount;
  await page.setViewportSize({ width: 1280, height: 900 });
  // An account of its own: flows run in parallel, and another one's sign-in must not land in this log.
  const email = `logs-${Date.now()}@example.lt`;
  await registerCustomer(page, 'Laima', email);
  await page.getByRole('button', { name: t.logout }).click();
  await page.goto('/my-account');
  await logIn(page, 'en', email, 'a good password');
  await expect(page.getByRole('navigation', { name: t.menu.label })).toBeVisible();
  const orderId = await orderByCashOnDelivery(page, [[143, 1]], 'en', email);

  await page.goto(`/my-account/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: new RegExp(`#${orderId}`) })).toBeVisible();
  await page.goto('/my-account/logs');
  const table = page.getByRole('table', { name: t.logs.caption });
  await expect(table.getByRole('row').nth(1)).toContainText(t.logs.types.viewed);
  await expect(table.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
  await page.getByLabel(t.logs.filter).selectOption('login');
  // Only sign-ins are left (the registration's own, if it counts one, and the sign-in above).
  await expect(table.getByRole('row').nth(1)).toContainText(t.logs.types.login);
  await expect(table.getByRole('row').filter({ hasText: t.logs.types.viewed })).toHaveCount(0);

  await page.getByRole('navigation', { name: t.menu.label }).getByRole('link', { name: t.sections.reports }).click();
  await expect(page.getByRole('table', { name: t.reports.byMonth })).toBeVisible();
  await expect(page.getByRole('link', { name: t.reports.download })).toHaveAttribute('href', /format=csv/);
});

test('a director sees the company’s spending by staff member (lt, phone)', async ({ page }) => {
  const t = catalogs.lt.myAccount;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lt/my-account');
  await logIn(page, 'lt', DEMO_ACCOUNTS.director);
  await page.goto('/lt/my-account/reports');
  await expect(page.getByRole('heading', { name: t.reports.byStaff })).toBeVisible();
  await expect(page.getByRole('list', { name: t.reports.byStaff })).toContainText('Darius Vadovas');
  await page.screenshot({ path: 'test-results/logs-reports-director-lt.png', fullPage: true });
});
