import { catalogs } from '@soul/i18n';
import type { Browser, Page } from '@playwright/test';
import { expect, test, decideConsent } from './test.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { fillBilling, logIn } from './shopper.ts';

/**
 * The quantity-offer landing pages (storefront §2, §4; issue 17): the demo
 * offer in both languages → 3 jars → add → the drawer shows the price the
 * server granted → the checkout without header and footer → the order; and
 * a short offer of the flow's own running out (the button reads 'Your
 * offer was expired', and the server refuses the discount).
 */
type Lang = 'en' | 'lt';
const PAGES = { en: '/offer/energy-complex', lt: '/lt/pasiulymas/energijos-kompleksas' } as const;
const offerText = (lang: Lang) => catalogs[lang].promotions.offer;

interface Shown {
  quantityPromotions: { _id: string; title: string; quantity: number; price: string }[];
}

const offerWidget = (page: Page) => page.locator('[data-soul-widget="promo-offer"]');
const drawer = (page: Page) => page.getByRole('dialog');

for (const lang of ['en', 'lt'] as const) {
  test(`the landing page: 3 jars → drawer with the offer price → checkout without header and footer → order (${lang})`, async ({
    page,
  }) => {
    const watch = watchConsole(page);
    const shown = (await (await page.request.get(`/wp-json/soul/v1/promotions/energy-complex-offer?lang=${lang}`)).json()) as Shown;
    const three = shown.quantityPromotions.find((o) => o.quantity === 3);
    if (!three) throw new Error('the demo offer has no 3-jar option');

    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(PAGES[lang]);
    await waitForIslands(page);
    const countdown = page.getByTestId('promo-offer-countdown');
    await expect(countdown).toHaveText(/^00:(30:00|29:\d\d)$/);
    // The default option is preselected.
    await expect(offerWidget(page).getByRole('radio', { checked: true })).toHaveCount(1);
    await page.screenshot({ path: `/tmp/helper-offer-landing-${lang}-1280.png`, fullPage: true });

    // A reload keeps the same countdown: it is the visitor's server timer, never restarted.
    const before = await countdown.textContent();
    await page.reload();
    await waitForIslands(page);
    await expect(countdown).toHaveText(/^00:(30:00|29:\d\d)$/);
    expect((await countdown.textContent()) ?? '').not.toBe('--:--:--');
    expect(before).toBeTruthy();

    await offerWidget(page)
      .getByRole('radio', { name: new RegExp(three.title) })
      .check();
    await page.getByTestId('promo-offer-add').click();
    await expect(drawer(page)).toBeVisible();
    const line = drawer(page).getByRole('listitem').filter({ hasText: three.quantity.toString() }).first();
    await expect(line).toBeVisible();
    const lineText = (await drawer(page).textContent()) ?? '';
    const offerPrice = Number(three.price) / 100;
    expect(lineText.replace(/\u00a0|\u202f/g, ' ')).toContain(
      lang === 'en' ? `€${offerPrice.toFixed(2)}` : `${offerPrice.toFixed(2).replace('.', ',')} €`,
    );
    // The server's cart agrees: one line of 3 jars at the granted offer price.
    const cart = (await (await page.request.get('/wp-json/wc/store/v1/cart')).json()) as {
      items: { quantity: number; totals: { line_total: string; line_total_tax: string } }[];
    };
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
    await page.screenshot({ path: `/tmp/helper-offer-drawer-${lang}-1280.png` });

    // The checkout shows without header and footer (the landing-promo cookie); the shopper can still pay.
    await page.goto(lang === 'lt' ? '/lt/checkout' : '/checkout');
    await expect(page.locator('body > header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await fillBilling(page, { email: `offer.${lang}.${Date.now()}@example.lt`, postcode: '01103' });
    await page.getByRole('radio', { name: lang === 'lt' ? 'Apmokėjimas pristatymo metu' : 'Cash on delivery' }).check();
    await page.screenshot({ path: `/tmp/helper-offer-checkout-${lang}-1280.png`, fullPage: true });
    await page.getByRole('button', { name: lang === 'lt' ? 'Pateikti užsakymą' : 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    expect(watch.errors).toEqual([]);
  });

  test(`the landing page on a phone (${lang})`, async ({ page }) => {
    const watch = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGES[lang]);
    await waitForIslands(page);
    await expect(page.getByTestId('promo-offer-countdown')).toHaveText(/^00:(30:00|29:\d\d)$/);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/helper-offer-landing-${lang}-390.png`, fullPage: true });
    await expectNoAxeViolations(page);
    expect(watch.errors).toEqual([]);
  });
}

/** A quantity offer of this flow's own with a 6-second countdown, created as the demo administrator. */
async function shortOffer(browser: Browser, slug: string): Promise<void> {
  const context = await decideConsent(await browser.newContext());
  const page = await context.newPage();
  await page.goto('/my-account');
  await logIn(page, 'en', 'admin@soulshop.example');
  await page.waitForURL(/\/my-account$/);
  const status = await page.evaluate(async (slug) => {
    const nonce = await fetch('/wp-admin/admin-ajax.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=soulel_get_nonce_clientside',
    }).then(async (r) => ((await r.json()) as { data: { rest_nonce: string } }).data.rest_nonce);
    const texts = { title: 'Quick offer', message: 'Hurry.', link: '', ctaText: 'Take it', ctaSubtext: '', countdownBannerText: 'Ends in' };
    const optionTexts = { title: '2 jars', saveBanner: 'Save 15%', specialTag: '', description: '', priceDisplayOverride: '' };
    const products = (await fetch('/wp-json/soul/v1/promotions/energy-complex-offer').then((r) => r.json())) as { product: number };
    const response = await fetch('/wp-json/soul/v1/admin/promotions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
      body: JSON.stringify({
        slug,
        kind: 'quantity_offer',
        countdownSeconds: 6,
        productIds: [products.product],
        options: [
          {
            key: 'two',
            productId: products.product,
            quantity: 2,
            discountRate: 15,
            defaultSelected: true,
            texts: { en: optionTexts, lt: optionTexts },
          },
        ],
        landingSlugs: { en: slug, lt: null },
        texts: { en: texts, lt: texts },
      }),
    });
    return response.status;
  }, slug);
  expect(status).toBe(201);
  await context.close();
}

test('a short offer runs out: the button reads “Your offer was expired” and the server refuses the discount', async ({ page, browser }) => {
  const watch = watchConsole(page);
  const slug = `quick-${Date.now().toString(36)}`;
  await shortOffer(browser, slug);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/offer/${slug}`);
  await waitForIslands(page);
  const button = page.getByTestId('promo-offer-add');
  await expect(button).toHaveText('Take it');
  await expect(button).toHaveText(offerText('en').expiredButton, { timeout: 15_000 });
  await expect(button).toBeDisabled();
  await expect(page.getByTestId('promo-offer-countdown')).toHaveText('00:00:00');
  await page.screenshot({ path: '/tmp/helper-offer-expired-1280.png' });

  // Sending the offer anyway (a stale tab, a forged request): the line is priced without it and the drawer says why.
  const option = await page.evaluate(async (slug) => {
    const shown = (await fetch(`/wp-json/soul/v1/promotions/${slug}`).then((r) => r.json())) as {
      title: string;
      quantityPromotions: { _id: string; product_id: number; quantity: number; base_price: string; discount_rate: number }[];
    };
    const settings = JSON.parse(document.getElementById('soul-settings')?.textContent ?? '{}') as { nonces: { store: string } };
    const chosen = shown.quantityPromotions[0];
    if (!chosen) throw new Error('no option');
    const response = await fetch('/wp-json/wc/store/v1/cart/add-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', nonce: settings.nonces.store },
      body: JSON.stringify({
        id: chosen.product_id,
        quantity: chosen.quantity,
        cart_item_data: JSON.stringify({
          promo_offer_id: chosen._id,
          promo_offer_title: shown.title,
          promo_offer_base_price: Number(chosen.base_price),
          promo_offer_discount_rate: chosen.discount_rate,
        }),
      }),
    });
    return { status: response.status, base: Number(chosen.base_price) };
  }, slug);
  expect(option.status).toBe(201);
  await page.reload();
  await waitForIslands(page);
  await page.locator('#soul-cart-button').click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByText(catalogs.en.promotions.timer.discountExpired)).toBeVisible();
  const totals = (await (await page.request.get('/wp-json/wc/store/v1/cart')).json()) as {
    totals: { total_items: string; total_items_tax: string };
  };
  expect(Number(totals.totals.total_items) + Number(totals.totals.total_items_tax)).toBe(option.base);
  await page.screenshot({ path: '/tmp/helper-offer-expired-drawer-1280.png' });
  expect(watch.errors).toEqual([]);
});
