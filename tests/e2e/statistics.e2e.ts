import { catalogs } from '@soul/i18n';
import { expectNoAxeViolations } from './fixtures.ts';
import { orderByCashOnDelivery, registerCustomer } from './shopper.ts';
import { expect, test } from './test.ts';

/** The demo catalogue's "Zinc & Selenium" (a simple product in stock). */
const ZINC = 143;

/**
 * Statistics (issue 20; account §2, §9 date filters): a new customer who just
 * bought opens Statistics in English on a desktop and in Lithuanian on a
 * phone, switches the period, sees the order in the totals and charts, and
 * reads the same numbers as a table; axe finds nothing.
 */
test('a customer reads their orders and spending over time as charts and as a table, in en and lt', async ({ page }) => {
  const email = `statistics-${Date.now()}@example.lt`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerCustomer(page, 'Vaiva', email);
  await orderByCashOnDelivery(page, [[ZINC, 2]], 'en', email);

  const en = catalogs.en.myAccount;
  await page.goto('/my-account');
  await page.getByRole('navigation', { name: en.menu.label }).getByRole('link', { name: en.sections.statistics }).click();
  await expect(page.getByRole('heading', { level: 2, name: en.sections.statistics })).toBeVisible();
  const periods = page.getByRole('group', { name: en.statistics.periodLabel });
  await expect(periods.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await periods.getByRole('button', { name: '7 days' }).click();
  await expect(periods.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  const totals = page.locator('dl').filter({ hasText: en.statistics.average });
  await expect(totals).toContainText(`${en.statistics.orders}1`);
  await expect(page.getByRole('heading', { name: 'Orders by day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spending by day' })).toBeVisible();
  // The charts draw one bar per day; the chart takes the keyboard and its arrow keys show each day's tooltip.
  await expect(page.locator('.recharts-bar-rectangle')).not.toHaveCount(0);
  const ordersChart = page.locator('svg[role="application"]').first();
  await ordersChart.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.recharts-tooltip-wrapper').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/statistics-en-desktop.png', fullPage: true });

  await page.getByRole('button', { name: en.statistics.showTable }).click();
  const table = page.getByRole('region', { name: /^Orders and spending by day/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
  await expect(table.getByRole('row').last()).toContainText(`${en.statistics.total}1€`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/statistics-en-table.png', fullPage: true });

  const lt = catalogs.lt.myAccount;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lt/my-account/statistics');
  await expect(page.getByRole('heading', { level: 2, name: lt.sections.statistics })).toBeVisible();
  const laikotarpis = page.getByRole('group', { name: lt.statistics.periodLabel });
  await laikotarpis.getByRole('button', { name: '90 dienų' }).click();
  await expect(laikotarpis.getByRole('button', { name: '90 dienų' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Užsakymai pagal savaitę' })).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: lt.statistics.average })).toContainText('€');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/statistics-lt-phone.png', fullPage: true });
  await page.getByRole('button', { name: lt.statistics.showTable }).click();
  const lentele = page.getByRole('region', { name: /^Užsakymai ir išlaidos pagal savaitę/ });
  await expect(lentele.getByRole('row').last()).toContainText(`${lt.statistics.total}1`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/statistics-lt-phone-table.png', fullPage: true });
});
