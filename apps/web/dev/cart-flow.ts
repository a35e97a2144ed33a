/**
 * Cart flows against a running shop (default http://127.0.0.1:5190), with
 * screenshots at 1280 and 390 px in both languages. Dev aid, not a test:
 *   node --import tsx apps/web/dev/cart-flow.ts [outDir]
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const base = process.env.SHOP_URL ?? 'http://127.0.0.1:5190';
const out = process.argv[2] ?? '/tmp/cart-shots';
mkdirSync(out, { recursive: true });

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

function watch(page: Page, tag: string) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`  [${tag}] ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.log(`  [${tag}] pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.url().includes('/wp-json/') || r.url().includes('admin-ajax')) {
      if (r.status() >= 400) console.log(`  [${tag}] ${r.request().method()} ${r.url().replace(base, '')} → ${r.status()}`);
    }
  });
}

const ready = (page: Page) =>
  page.waitForSelector('[data-soul-widget="cart-drawer"][data-soul-ready]', { state: 'attached', timeout: 10_000 });
const drawer = (page: Page) => page.locator('dialog[data-soul-cart-drawer]');

async function flow(width: number, lang: 'en' | 'lt') {
  const tag = `${lang}-${width}`;
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 900 : 844 },
    deviceScaleFactor: 1,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  watch(page, tag);
  const prefix = lang === 'lt' ? '/lt' : '';
  const ids: Record<string, number> = {
    'energy-complex': 101,
    'immune-essentials-bundle': 171,
    'rhodiola-vitality': 104,
    'iron-vitamin-c': 103,
  };
  const permalinks: Record<string, string> = {};
  for (const [slug, id] of Object.entries(ids)) {
    const response = await fetch(`${base}/wp-json/wc/store/v1/products/${id}?lang=${lang}`);
    permalinks[slug] = new URL(((await response.json()) as { permalink: string }).permalink).pathname;
  }
  const productPath = (slug: string) => permalinks[slug] ?? `/product/${slug}`;

  // 1. Variable subscription product: subscribe and add.
  await page.goto(`${base}${productPath('energy-complex')}`, { waitUntil: 'networkidle' });
  await ready(page);
  const subscribe = page.getByRole('radio', { name: lang === 'lt' ? /Prenumeruokite/ : /Subscribe/ }).first();
  if (await subscribe.count()) await subscribe.check().catch(() => undefined);
  await page
    .locator('[data-soul-widget="product-detail"] button', { hasText: lang === 'lt' ? /krepšel/i : /Add to cart/ })
    .first()
    .click();
  await drawer(page).waitFor({ state: 'visible', timeout: 10_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${tag}-1-added.png` });
  console.log(
    `${tag}: header count ${await page.locator('[data-soul-cart-count]').textContent()}, label "${await page.locator('#soul-cart-button').getAttribute('aria-label')}"`,
  );
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  console.log(`${tag}: focus after Escape → ${await page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 30))}`);

  // 2. A bundle and a simple product.
  await page.goto(`${base}${productPath('immune-essentials-bundle')}`, { waitUntil: 'networkidle' });
  await ready(page);
  await page
    .locator('[data-soul-widget="product-detail"] button', { hasText: lang === 'lt' ? /krepšel/i : /Add to cart/ })
    .first()
    .click();
  await drawer(page).waitFor({ state: 'visible' });
  const toggle = drawer(page).locator('button[aria-expanded]').first();
  if (await toggle.count()) await toggle.click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${tag}-2-bundle.png` });
  await page.keyboard.press('Escape');

  await page.goto(`${base}${productPath('rhodiola-vitality')}`, { waitUntil: 'networkidle' });
  await ready(page);
  await page
    .locator('[data-soul-widget="product-detail"] button', { hasText: lang === 'lt' ? /krepšel/i : /Add to cart/ })
    .first()
    .click();
  await drawer(page).waitFor({ state: 'visible' });
  await page.waitForTimeout(300);
  // Quantity +1 via the stepper of the last line, then over stock.
  const plus = drawer(page)
    .getByRole('button', { name: lang === 'lt' ? 'Padidinti kiekį' : 'Increase quantity' })
    .last();
  await plus.click();
  await page.waitForTimeout(1200);
  await drawer(page).locator('input[inputmode="numeric"]').last().fill('9');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${tag}-3-quantity.png` });
  // Coupon: a wrong code, then a real one, then again (already applied).
  await drawer(page)
    .getByRole('button', { name: lang === 'lt' ? 'Turite nuolaidos kodą?' : 'Have a coupon?' })
    .click();
  const couponInput = drawer(page).getByLabel(lang === 'lt' ? 'Nuolaidos kodas' : 'Coupon code');
  await couponInput.fill('nosuchcode');
  await couponInput.press('Enter');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${tag}-4-coupon-error.png` });
  await couponInput.fill('welcome10');
  await couponInput.press('Enter');
  await page.waitForTimeout(800);
  await drawer(page)
    .getByRole('button', { name: lang === 'lt' ? 'Turite nuolaidos kodą?' : 'Have a coupon?' })
    .click();
  await couponInput.fill('welcome10');
  await couponInput.press('Enter');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${tag}-5-coupon-applied.png` });
  const totals = await drawer(page).locator('[data-testid="cart-totals"]').textContent();
  console.log(`${tag}: totals ${totals}`);
  // Share link.
  await drawer(page)
    .getByRole('button', { name: lang === 'lt' ? 'Dalintis krepšeliu' : 'Share cart' })
    .click();
  await page.waitForTimeout(300);
  const link = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
  console.log(`${tag}: share link ${link.slice(0, 120)}…`);
  await page.screenshot({ path: `${out}/${tag}-6-full.png`, fullPage: false });
  await page.keyboard.press('Escape');

  // 3. Out of stock → back-in-stock modal.
  await page.goto(`${base}${productPath('iron-vitamin-c')}`, { waitUntil: 'networkidle' });
  await ready(page);
  await page
    .locator('[data-soul-widget="product-detail"] button', { hasText: lang === 'lt' ? /krepšel/i : /Add to cart/ })
    .first()
    .click();
  const modal = page.getByRole('dialog');
  await modal.waitFor({ state: 'visible' });
  await modal.getByRole('button', { name: lang === 'lt' ? 'Pranešti man' : 'Get notified' }).click();
  await modal.getByRole('textbox').fill('bad@');
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}/${tag}-7-back-in-stock.png` });
  await modal.getByRole('textbox').fill(`shopper-${tag}-${Date.now()}@example.com`);
  await modal.getByRole('button', { name: lang === 'lt' ? 'Pranešti man' : 'Get notified' }).click();
  await page.waitForTimeout(1000);
  console.log(
    `${tag}: after sign-up the modal is ${(await modal.count()) ? 'open' : 'closed'}; notice: ${await page.locator('[role="status"]').allTextContents()}`,
  );

  // 4. Rebuild from the share link in a fresh context (another visitor).
  if (link) {
    const other = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
    const p2 = await other.newPage();
    watch(p2, `${tag}-rebuild`);
    // Slow the batch down so the fullscreen loader can be seen.
    await p2.route('**/wp-json/wc/store/v1/batch', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await p2.goto(link.replace(/^https?:\/\/[^/]+/, base), { waitUntil: 'domcontentloaded' });
    await p2.waitForSelector('[aria-busy="true"]', { timeout: 5000 }).catch(() => undefined);
    await p2.screenshot({ path: `${out}/${tag}-8-rebuild-loading.png` });
    await p2.waitForTimeout(2500);
    await p2.screenshot({ path: `${out}/${tag}-9-rebuilt.png` });
    console.log(`${tag}: rebuilt url ${p2.url()} count ${await p2.locator('[data-soul-cart-count]').textContent()}`);
    // coupon from URL
    await p2.goto(`${base}${prefix}/?coupon-code=save5`, { waitUntil: 'networkidle' });
    await p2.waitForTimeout(1500);
    await p2.screenshot({ path: `${out}/${tag}-10-coupon-url.png` });
    console.log(`${tag}: coupon url → ${p2.url()} cookie ${(await other.cookies()).find((c) => c.name === 'soul_coupon')?.value}`);
    await other.close();
  }

  // 5. Product list: Add Selected.
  await page.goto(`${base}${prefix}/products`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-soul-widget="product-list"][data-soul-ready]', { state: 'attached' });
  const boxes = page.locator(
    '[data-soul-widget="product-list"] tbody input[type="checkbox"], [data-soul-widget="product-list"] li input[type="checkbox"]',
  );
  for (let i = 0; i < 3; i += 1) await boxes.nth(i).check();
  const batch = page.waitForResponse((r) => r.url().includes('/batch'));
  await page
    .locator('[data-soul-widget="product-list"] button', { hasText: lang === 'lt' ? /Pridėti/ : /Add selected/i })
    .last()
    .click();
  const response = await batch;
  console.log(
    `${tag}: batch ${response.status()} with ${(JSON.parse(response.request().postData() ?? '{}') as { requests: unknown[] }).requests.length} requests`,
  );
  await drawer(page).waitFor({ state: 'visible' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${tag}-11-add-selected.png` });
  await drawer(page)
    .locator('.overflow-y-auto')
    .first()
    .evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${tag}-12-upsells.png` });
  await context.close();
}

for (const [width, lang] of [
  [1280, 'en'],
  [390, 'en'],
  [1280, 'lt'],
  [390, 'lt'],
] as const) {
  try {
    await flow(width, lang);
  } catch (error) {
    console.log(`${lang}-${width} FAILED: ${(error as Error).message.split('\n')[0]}`);
  }
}
await browser.close();
