/**
 * Screenshots of the harness pages at desktop (1280) and mobile (390) in
 * both languages, plus console errors (hydration warnings show up there).
 * Run the harness first: node --import tsx apps/web/dev/serve.ts
 * Then: node --import tsx apps/web/dev/screenshots.ts [outDir]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.env.HARNESS_URL ?? 'http://localhost:5180';
const out = process.argv[2] ?? '/tmp/soul-shots';
mkdirSync(out, { recursive: true });

const pages: Array<[string, string]> = [
  ['pdp-gut-en', '/product/gut-restore/'],
  ['pdp-gut-lt', '/lt/produktas/gut-restore/'],
  ['pdp-serenity-en', '/product/serenity-magnesium/'],
  ['pdp-bundle-lt', '/lt/produktas/energy-starter-bundle/'],
  ['pdp-immune-en', '/product/immune-shield/'],
  ['pdp-detox-en', '/product/detox-greens/'],
  ['list-en', '/products'],
  ['list-lt-grid', '/lt/products?view=grid'],
];

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
for (const [width, height, tag] of [
  [1280, 900, 'desktop'],
  [390, 844, 'mobile'],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  for (const [name, path] of pages) {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}-${tag}.png`, fullPage: true });
    console.log(`${name}-${tag}: ${problems.length ? problems.join(' | ') : 'no console errors'}`);
    await page.close();
  }
  await context.close();
}
await browser.close();
