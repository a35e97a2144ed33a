import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, watchConsole } from './fixtures.ts';

/**
 * A shopper reads the product accordion (storefront §2: it collapses 2.5 s
 * after it loads) and watches the product video in the player with the
 * keyboard only, in English and in Lithuanian.
 */
const CASES = [
  {
    language: 'en',
    path: '/product/energy-complex',
    ingredients: 'Ingredients',
    play: 'Play video: Energy Complex in 6 seconds',
    title: 'Energy Complex in 6 seconds',
    captionsOff: 'Captions off',
  },
  {
    language: 'lt',
    path: '/lt/product/energijos-kompleksas',
    ingredients: 'Sudėtis',
    play: 'Paleisti vaizdo įrašą: Energijos kompleksas per 6 sekundes',
    title: 'Energijos kompleksas per 6 sekundes',
    captionsOff: 'Subtitrai išjungti',
  },
] as const;

const playing = (page: Page) =>
  page.locator('dialog video').evaluate((video: HTMLVideoElement) => !video.paused && !video.ended && video.readyState >= 2);

for (const c of CASES) {
  test(`accordion collapses and the video plays by keyboard (${c.language})`, async ({ page }, testInfo) => {
    const console = watchConsole(page);
    await page.goto(c.path);
    const island = page.locator('[data-soul-widget="product-content"]');
    const ingredients = island.locator('details', { has: page.locator('summary', { hasText: c.ingredients }) });
    // Server-rendered open (it reads without JavaScript), below the fold, not hydrated yet.
    await expect(ingredients).toHaveJSProperty('open', true);
    await expect(island).not.toHaveAttribute('data-soul-ready');

    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-soul-ready', '');
    const ready = Date.now();
    await expect(ingredients).toHaveJSProperty('open', false, { timeout: 6000 });
    expect(Date.now() - ready).toBeGreaterThan(1500);
    await page.screenshot({ path: testInfo.outputPath(`accordion-${c.language}.png`) });

    // Keyboard only: focus the video link, Enter opens the player, which starts on the video.
    const link = page.getByRole('link', { name: c.play });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: c.title })).toBeFocused();
    await expect.poll(() => playing(page), { timeout: 10_000 }).toBe(true);
    await expect(dialog.locator('track')).toHaveCount(2);

    await page.keyboard.press('k');
    await expect.poll(() => playing(page)).toBe(false);
    const at = await dialog.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
    await page.keyboard.press('Home');
    await expect.poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThan(at + 0.01);
    await page.keyboard.press(' ');
    await expect.poll(() => playing(page)).toBe(true);
    await page.keyboard.press('c');
    await expect(dialog.getByRole('status')).toHaveText(c.captionsOff);
    await page.keyboard.press('k');

    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`player-${c.language}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    expect(console.errors).toEqual([]);
  });
}
