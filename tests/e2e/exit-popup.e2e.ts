import { catalogs } from '@soul/i18n';
import { watchConsole, waitForIslands } from './fixtures.ts';
import { fillCart } from './shopper.ts';
import { expect, test, type Page } from './test.ts';

/**
 * The exit-intent popup (storefront §2, §4, §5): on a desktop when the mouse
 * leaves through the top or after 15 s idle, on a phone after 10 s idle;
 * e-mail → a personal coupon applied to the cart → thank-you; once per
 * visitor. Each flow is its own visitor (fresh context).
 */
type Lang = 'en' | 'lt';
const SIMPLE = 143;
const t = (lang: Lang) => catalogs[lang].promotions.exitPopup;
const prefix = (lang: Lang) => (lang === 'lt' ? '/lt' : '');
/** The demo exit offer's title (packages/db seed). */
const TITLE: Record<Lang, string> = { en: 'Wait! 10% off before you go', lt: 'Palaukite! 10 % nuolaida prieš išeinant' };
const popup = (page: Page) => page.getByTestId('exit-popup');
const email = () => `exit-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.lt`;

/** Moves the mouse onto the page, then out through its top edge (towards the tabs). */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 5, { steps: 4 });
  // Headless Chromium sends no mouseout for a pointer leaving the viewport: the browser's own event, as a real one leaves.
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })),
  );
}

async function claim(page: Page, lang: Lang, shot: string) {
  const dialog = popup(page);
  await expect(page.getByRole('dialog', { name: TITLE[lang] })).toBeVisible();
  await expect(dialog.getByText(t(lang).discount.replace('{{percent}}', '10'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('exit-popup-countdown')).toHaveText(/^(30:00|29:[0-5]\d)$/);
  await expect(dialog.getByRole('checkbox', { name: t(lang).consent })).toBeChecked();
  await page.screenshot({ path: `/tmp/helper-exit-${shot}-open.png` });
  const submit = dialog.getByRole('button', { name: t(lang).submit.replace('{{percent}}', '10') });
  await submit.click();
  await expect(dialog.getByText(t(lang).required)).toBeVisible();
  await dialog.getByRole('textbox', { name: t(lang).email }).fill(email());
  await submit.click();
  await expect(dialog.getByText(t(lang).thanksTitle)).toBeVisible();
  const code = (await dialog.getByText(/^exit-promo-10-[0-9a-f]{8}$/).textContent()) ?? '';
  await page.screenshot({ path: `/tmp/helper-exit-${shot}-thanks.png` });
  await dialog.getByRole('button', { name: t(lang).continue }).click();
  await expect(dialog).toBeHidden();
  // The cart has it: the drawer lists the coupon.
  await page.locator('#soul-cart-button').click();
  await expect(page.getByRole('dialog').getByText(code)).toBeVisible();
  await page.screenshot({ path: `/tmp/helper-exit-${shot}-cart.png` });
  const cart = (await (await page.request.get('/wp-json/wc/store/v1/cart')).json()) as { coupons: { code: string }[] };
  expect(cart.coupons.map((c) => c.code)).toEqual([code]);
}

/**
 * The idle timers run on Playwright's clock (installed before the page loads): the flow jumps to
 * just before the threshold (no popup yet) and past it (the popup), instead of waiting 10–15 s.
 */
async function idleFor(page: Page, seconds: number) {
  await page.clock.fastForward(seconds * 1000);
}

/**
 * Past the threshold the popup opens. Its idle timer is armed once the trigger's code has loaded,
 * which on a busy machine can be a moment after the islands: the clock then moves on a second at
 * a time (at most one more threshold) until the popup is there.
 */
async function expectOpensAfter(page: Page, seconds: number) {
  await idleFor(page, seconds);
  await expect(async () => {
    if ((await popup(page).count()) === 0) await idleFor(page, 1);
    await expect(popup(page)).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 20_000 });
}

test.describe('desktop (1280)', () => {
  test.use({ exitPopupSeen: false, viewport: { width: 1280, height: 800 } });

  test('en: the mouse leaving through the top opens it; e-mail → coupon in the cart → thank-you; not again after a reload', async ({
    page,
  }) => {
    const watch = watchConsole(page);
    await fillCart(page, [[SIMPLE, 1]]);
    await page.goto('/');
    await waitForIslands(page);
    await leaveThroughTop(page);
    await expect(popup(page)).toBeVisible();
    await claim(page, 'en', 'desktop-en');
    await page.reload();
    await waitForIslands(page);
    await leaveThroughTop(page);
    await page.waitForTimeout(1500);
    await expect(popup(page)).toHaveCount(0);
    expect(watch.errors).toEqual([]);
  });

  test('lt: after 15 s idle; never on the checkout', async ({ page }) => {
    const watch = watchConsole(page);
    await fillCart(page, [[SIMPLE, 1]], '/lt');
    await page.goto('/lt/checkout');
    await waitForIslands(page);
    await leaveThroughTop(page);
    await page.waitForTimeout(1000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.install();
    await page.goto('/lt/');
    await waitForIslands(page);
    await idleFor(page, 14);
    await page.waitForTimeout(300);
    await expect(popup(page)).toHaveCount(0);
    await expectOpensAfter(page, 2);
    await claim(page, 'lt', 'desktop-lt');
    expect(watch.errors).toEqual([]);
  });
});

test.describe('phone (390)', () => {
  test.use({ exitPopupSeen: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of ['en', 'lt'] as const) {
    test(`${lang}: after 10 s idle; e-mail → coupon in the cart → thank-you; not again after a reload`, async ({ page }) => {
      const watch = watchConsole(page);
      await fillCart(page, [[SIMPLE, 1]], prefix(lang));
      await page.clock.install();
      await page.goto(`${prefix(lang)}/`);
      await waitForIslands(page);
      await idleFor(page, 9);
      await page.waitForTimeout(300);
      await expect(popup(page)).toHaveCount(0);
      await expectOpensAfter(page, 2);
      await claim(page, lang, `phone-${lang}`);
      await page.reload();
      await waitForIslands(page);
      await idleFor(page, 11);
      await page.waitForTimeout(300);
      await expect(popup(page)).toHaveCount(0);
      expect(watch.errors).toEqual([]);
    });
  }
});
