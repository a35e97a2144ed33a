/**
 * axe on the harness pages (desktop), including an open modal.
 * Run the harness first, then: node --import tsx apps/web/dev/axe-check.ts
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const base = process.env.HARNESS_URL ?? 'http://localhost:5180';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
let failed = 0;
async function check(name: string, path: string, act?: (page: import('playwright-core').Page) => Promise<void>) {
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (act) await act(page);
  const result = await new AxeBuilder({ page }).analyze();
  failed += result.violations.length;
  console.log(
    `${name}: ${result.violations.length ? result.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`).join('; ') : 'no violations'}`,
  );
  await page.close();
}
await check('pdp en', '/product/gut-restore/');
await check('pdp lt subscription', '/lt/produktas/gut-restore/', async (page) => {
  await page.getByRole('radio', { name: /Prenumeruokite/ }).check();
});
await check('pdp frequency', '/product/serenity-magnesium/', async (page) => {
  await page.getByRole('radio', { name: /Subscribe/ }).check();
});
await check('pdp bundle', '/product/energy-starter-bundle/');
await check('list table', '/products');
await check('list grid lt', '/lt/products?view=grid');
await check('quick view', '/products', async (page) => {
  await page.getByRole('button', { name: 'Quick view of Daily Detox Greens' }).click();
  await page.getByRole('dialog').waitFor();
});
await check('picker', '/products', async (page) => {
  await page.getByRole('button', { name: 'Find a product' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(500);
});
await browser.close();
process.exit(failed ? 1 : 0);
