import { expect, test } from './test.ts';
import { watchConsole, waitForIslands } from './fixtures.ts';

for (const lang of [
  { prefix: '', htmlLang: 'en-GB', allProducts: 'All products', shopHeading: 'Shop all products', addToCart: 'Add to cart' },
  { prefix: '/lt', htmlLang: 'lt-LT', allProducts: 'Visi produktai', shopHeading: 'Visi produktai', addToCart: 'Į krepšelį' },
]) {
  test(`home → shop → product page (${lang.htmlLang})`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await page.goto(`${lang.prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
    await page.getByRole('main').getByRole('link', { name: lang.allProducts }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/products$`));
    await expect(page.getByRole('heading', { level: 1, name: lang.shopHeading })).toBeVisible();
    await waitForIslands(page);

    const firstProduct = page.locator('[data-soul-widget="product-list"] a[href*="/product/"]').first();
    const href = await firstProduct.getAttribute('href');
    expect(href).toContain(`${lang.prefix}/product/`);
    await page.goto(href ?? '/');
    await waitForIslands(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: lang.addToCart })).toBeVisible();
    await expect(page.locator('[data-soul-widget="product-detail"] img').first()).toBeVisible();
    expect(await page.title()).toContain(await heading.innerText());
    expect(consoleWatch.errors).toEqual([]);
  });
}

test('the language switch leads to the same product in Lithuanian, with hreflang links', async ({ page }) => {
  await page.goto('/product/energy-complex');
  await expect(page.locator('link[rel="alternate"][hreflang="lt-LT"]')).toHaveAttribute('href', /\/lt\/product\/energijos-kompleksas$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/energy-complex$/);
  await page.getByRole('link', { name: 'Lietuvių' }).click();
  await expect(page).toHaveURL(/\/lt\/product\/energijos-kompleksas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energijos kompleksas');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.name).toBe('Energijos kompleksas');
});

test('a category page lists only that category, and an unknown page is a 404', async ({ page }) => {
  await page.goto('/product-category/serenity');
  await expect(page.getByRole('heading', { level: 1, name: 'Serenity' })).toBeVisible();
  const response = await page.goto('/product/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a short page keeps the footer at the bottom of a tall window, and headings use the shop’s typeface', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/lt/no-such-page');
  const gap = await page.evaluate(() => window.innerHeight - (document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0));
  expect(gap, 'empty band under the footer').toBeLessThanOrEqual(1);
  await page.goto('/lt/products');
  // The self-hosted Lora (with the Latin Extended file Lithuanian needs) is loaded and used.
  const loaded = await page.evaluate(async () =>
    (await document.fonts.load('600 32px Lora', 'Puslapis ąčęėįšųūž')).map((face) => face.status),
  );
  expect(loaded.length).toBeGreaterThanOrEqual(2);
  expect(loaded.every((status) => status === 'loaded')).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.font-display')!).fontFamily)).toMatch(/^Lora/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [
    '/',
    '/products',
    '/lt/products',
    '/product/energy-complex',
    '/lt/product/energijos-kompleksas',
    '/product-category/gut',
  ]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await waitForIslands(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
