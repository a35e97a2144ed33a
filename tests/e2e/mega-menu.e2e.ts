import { catalogs } from '@soul/i18n';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { expect, test } from './test.ts';

/**
 * The dynamic shop menu (issue 19; storefront §2, §4, §9): the mega menu
 * under "Shop" by mouse and by keyboard on a 1280 px desktop (en), and the
 * phone drawer at 390 px (lt), axe-clean in every open state. The menu's
 * chunk loads only on the first hover, focus or tap.
 */
const en = catalogs.en;
const lt = catalogs.lt;
const menuChunk = (url: string) => /\/static\/assets\/MenuRoot-[^/]+\.js$/.test(url);

test.describe('desktop (1280)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens by mouse and by keyboard, moves with arrows, closes on leave, Escape and outside press', async ({ page }) => {
    const { errors } = watchConsole(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (menuChunk(request.url())) chunks.push(request.url());
    });
    await page.goto('/products');
    await waitForIslands(page);
    expect(chunks).toEqual([]);
    const trigger = page.locator('#soul-shop-menu-trigger');
    const panel = page.locator('[data-soul-mega-menu]');

    // Mouse: hover opens, the pointer may travel into the panel, leaving closes after the delay.
    await trigger.hover();
    await expect(panel).toBeVisible();
    expect(chunks).toHaveLength(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: /^Energy\b/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Add to your order/ })).toHaveCount(0);
    await expect(panel.getByRole('img', { name: en.server.menus.bannerAlt })).toBeVisible();
    await expect(panel.getByRole('link', { name: en.server.menus.bottomLink })).toHaveAttribute('href', '/products');
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1100);
    expect(box.width).toBeGreaterThanOrEqual(640);
    await page.screenshot({ path: '/tmp/helper-menu-desktop-en-open.png' });
    await expectNoAxeViolations(page);
    await page.mouse.move(box.x + 40, box.y + 40, { steps: 4 });
    await expect(panel).toBeVisible();
    await page.mouse.move(30, 780, { steps: 2 });
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Outside press and scroll close it.
    await trigger.hover();
    await expect(panel).toBeVisible();
    // A press on the panel's empty space (no link there) keeps it.
    await page.mouse.click(box.x + box.width - 300, box.y + box.height - 150);
    await expect(panel).toBeVisible();
    await page.mouse.click(20, 700);
    await expect(panel).toBeHidden();

    // Keyboard: focus opens, ArrowDown enters, arrows move between columns, Escape returns to the trigger, Tab leaves.
    await page.mouse.move(1270, 790);
    await trigger.focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Shop by category' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: /^Energy\b/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('link', { name: 'Shop by need' })).toBeFocused();
    await page.screenshot({ path: '/tmp/helper-menu-desktop-en-keyboard.png' });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: en.server.menus.bottomLink }).focus();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    expect(chunks).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test.describe('phone (390, lt)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu button opens the drawer: sections, language switch, account link', async ({ page }) => {
    const { errors } = watchConsole(page);
    await page.goto('/lt/products');
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const button = page.getByRole('link', { name: lt.server.pages.menuButton, exact: true });
    await button.tap();
    const drawer = page.getByRole('dialog', { name: lt.menu.drawerTitle });
    await expect(drawer).toBeVisible();
    const section = drawer.getByRole('button', { name: 'Pagal kategoriją' });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: '/tmp/helper-menu-phone-lt-open.png' });
    await expectNoAxeViolations(page);
    await section.tap();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Energija', exact: true })).toHaveAttribute('href', '/lt/product-category/energija');
    await expect(drawer.getByRole('link', { name: lt.menu.account })).toHaveAttribute('href', '/lt/my-account');
    const languages = drawer.getByRole('navigation', { name: lt.menu.language });
    await expect(languages.getByRole('link', { name: 'Lietuvių' })).toHaveAttribute('aria-current', 'page');
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/products');
    await page.screenshot({ path: '/tmp/helper-menu-phone-lt-section.png' });
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: lt.menu.close }).tap();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    // A touch screen never gets the mega menu.
    await page.locator('#soul-shop-menu-trigger').dispatchEvent('pointerover');
    await page.locator('#soul-shop-menu-trigger').dispatchEvent('focus');
    await expect(page.locator('[data-soul-mega-menu]')).toBeHidden();
    expect(errors).toEqual([]);
  });
});
