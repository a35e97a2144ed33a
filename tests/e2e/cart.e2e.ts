import { catalogs } from '@soul/i18n';
import { expect, test, type Page, decideConsent } from './test.ts';
import { watchConsole, waitForIslands } from './fixtures.ts';

/** The demo products these flows buy (ids from the seed's DEMO fixture). */
const SIMPLE = 143;
const SUBSCRIPTION = 101;
const BUNDLE = 171;

type Lang = 'en' | 'lt';
const text = (lang: Lang) => ({ cart: catalogs[lang].cart, catalogue: catalogs[lang].catalogue });

async function productPath(page: Page, id: number, lang: Lang): Promise<string> {
  const response = await page.request.get(`/wp-json/wc/store/v1/products/${id}?lang=${lang}`);
  return new URL(((await response.json()) as { permalink: string }).permalink).pathname;
}

const drawer = (page: Page) => page.getByRole('dialog');

async function addFromProductPage(page: Page, lang: Lang, id: number, before?: (page: Page) => Promise<void>) {
  await page.goto(await productPath(page, id, lang));
  await waitForIslands(page);
  await before?.(page);
  await page
    .locator('[data-soul-widget="product-detail"]')
    .getByRole('button', { name: text(lang).catalogue.purchase.addToCart })
    .click();
  await expect(drawer(page)).toBeVisible();
}

for (const lang of ['en', 'lt'] as const) {
  test(`buy a simple product, a subscription and a bundle, then change, discount and remove (${lang})`, async ({ page }) => {
    const watch = watchConsole(page);
    const t = text(lang);
    await addFromProductPage(page, lang, SIMPLE);
    await expect(drawer(page).getByRole('heading', { name: t.cart.drawer.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();

    await addFromProductPage(page, lang, SUBSCRIPTION, async (p) => {
      await p.getByText(t.catalogue.purchase.subscribe, { exact: true }).click();
    });
    await page.keyboard.press('Escape');
    await addFromProductPage(page, lang, BUNDLE);

    const dialog = drawer(page);
    const lines = dialog.getByRole('list', { name: t.cart.drawer.linesLabel });
    await expect(lines).toBeVisible();
    // The bundle's items are shown on request, under its badge.
    const showBundle = dialog.getByRole('button', { name: new RegExp(t.cart.line.showBundle.replace('{{name}}', '.*')) });
    await showBundle.click();
    await expect(dialog.getByRole('button', { name: new RegExp(t.cart.line.hideBundle.replace('{{name}}', '.*')) })).toBeVisible();

    // The header count follows the cart.
    await expect(page.locator('[data-soul-cart-count]')).not.toHaveText('0');

    // Quantity: one more of the first line.
    const totalBefore = await dialog
      .getByRole('region', { name: t.cart.totals.label })
      .or(dialog.locator('section', { hasText: t.cart.totals.total }))
      .first()
      .innerText();
    await dialog.getByRole('button', { name: catalogs[lang].common.quantity.increase }).first().click();
    await expect.poll(async () => dialog.locator('section', { hasText: t.cart.totals.total }).first().innerText()).not.toBe(totalBefore);

    // Coupon.
    const couponToggle = dialog.getByRole('button', { name: t.cart.coupon.toggle });
    if (await couponToggle.isVisible()) await couponToggle.click();
    await dialog.getByLabel(t.cart.coupon.label).fill('WELCOME10');
    await dialog.getByRole('button', { name: t.cart.coupon.apply, exact: true }).click();
    await expect(dialog.getByText(t.cart.totals.discount, { exact: true })).toBeVisible();

    // Remove the first removable line.
    const removeButtons = dialog.getByRole('button', { name: new RegExp(t.cart.line.removeItem.replace('{{name}}', '.*')) });
    const count = await removeButtons.count();
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(count - 1);

    // Checkout goes to the checkout of this language.
    await expect(dialog.getByRole('link', { name: t.cart.drawer.checkout })).toHaveAttribute(
      'href',
      lang === 'lt' ? '/lt/checkout' : '/checkout',
    );
    expect(watch.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}

test('the whole flow works by keyboard alone', async ({ page }) => {
  const t = text('en');
  await page.goto(await productPath(page, SIMPLE, 'en'));
  await waitForIslands(page);
  const add = page.locator('[data-soul-widget="product-detail"]').getByRole('button', { name: t.catalogue.purchase.addToCart });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog and stays there.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: catalogs.en.common.quantity.increase }).first().focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: /Quantity/ }).first()).toHaveValue('2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to what opened the drawer.
  expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
  // The header's cart button opens it again.
  await page.locator('#soul-cart-button').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
});

test('a cart link rebuilds the cart in a fresh browser', async ({ page, browser, baseURL }) => {
  const t = text('en');
  await page.goto('/');
  const nonce = await page.evaluate(
    () => (JSON.parse(document.getElementById('soul-settings')?.textContent ?? '{}') as { nonces: { store: string } }).nonces.store,
  );
  for (const [id, quantity] of [
    [SIMPLE, 2],
    [BUNDLE, 1],
  ] as const) {
    const added = await page.request.post('/wp-json/wc/store/v1/cart/add-item', { headers: { Nonce: nonce }, data: { id, quantity } });
    expect(added.status()).toBe(201);
  }
  const items = [
    { id: SIMPLE, quantity: 2, variationId: 0, customData: {} },
    { id: BUNDLE, quantity: 1, variationId: 0, customData: {} },
  ];
  const link = `${baseURL}/?rebuild_cart=${Buffer.from(JSON.stringify(items)).toString('base64')}`;

  const fresh = await decideConsent(await browser.newContext());
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByText(t.cart.rebuild.successTitle)).toBeVisible();
  await expect(other).not.toHaveURL(/rebuild_cart/);
  const cart = (await (await other.request.get('/wp-json/wc/store/v1/cart')).json()) as { items: { id: number; quantity: number }[] };
  expect(cart.items.find((i) => i.id === SIMPLE)?.quantity).toBe(2);
  expect(cart.items.some((i) => i.id === BUNDLE)).toBe(true);
  await fresh.close();
});

test('an out-of-stock product opens the back-in-stock form, which signs up once', async ({ page }) => {
  const t = text('en');
  await page.goto(await productPath(page, 103, 'en'));
  await waitForIslands(page);
  await page.locator('[data-soul-widget="product-detail"]').getByRole('button', { name: t.catalogue.purchase.addToCart }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.cart.backInStock.title })).toBeVisible();
  await dialog.getByRole('textbox', { name: t.cart.backInStock.email }).fill('not-an-email');
  await dialog.getByRole('button', { name: t.cart.backInStock.submit }).click();
  await expect(dialog.getByText(t.cart.backInStock.format)).toBeVisible();
  const email = `e2e-${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: t.cart.backInStock.email }).fill(email);
  await dialog.getByRole('button', { name: t.cart.backInStock.submit }).click();
  await expect(page.getByText(t.cart.backInStock.successTitle)).toBeVisible();
});

test('a coupon in the URL is applied and remembered for a day', async ({ page, context }) => {
  await page.goto('/');
  const nonce = await page.evaluate(
    () => (JSON.parse(document.getElementById('soul-settings')?.textContent ?? '{}') as { nonces: { store: string } }).nonces.store,
  );
  await page.request.post('/wp-json/wc/store/v1/cart/add-item', { headers: { Nonce: nonce }, data: { id: SIMPLE, quantity: 1 } });
  await page.goto('/?coupon-code=SAVE5');
  await expect(page.getByText(/SAVE5|save5/).first()).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'soul_coupon')?.value).toMatch(/save5/i);
  const cart = (await (await page.request.get('/wp-json/wc/store/v1/cart')).json()) as { coupons: { code: string }[] };
  expect(cart.coupons.map((c) => c.code)).toContain('save5');
});
