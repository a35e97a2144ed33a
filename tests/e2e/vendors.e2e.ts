import { catalogs, formatMoney } from '@soul/i18n';
import { expect, test, decideConsent, type Page } from './test.ts';
import { waitForIslands } from './fixtures.ts';
import { logIn } from './shopper.ts';

/**
 * Vendors (issue 20): a new vendor applies and sees their application
 * pending; an administrator approves them into the Wholesale group (20 %
 * off, and a price list giving the plain simple product 30 % off); the
 * vendor then sees the group price on the product page and in the cart.
 */
const LISTED_PRODUCT = 143;

type Lang = 'en' | 'lt';
const prefixOf = (lang: Lang) => (lang === 'lt' ? '/lt' : '');
const localeOf = (lang: Lang) => (lang === 'lt' ? 'lt-LT' : 'en-GB');

async function productAnswer(page: Page, lang: Lang): Promise<{ permalink: string; prices: { price: string; regular_price: string } }> {
  return (await (await page.request.get(`/wp-json/wc/store/v1/products/${LISTED_PRODUCT}?lang=${lang}`)).json()) as {
    permalink: string;
    prices: { price: string; regular_price: string };
  };
}

for (const lang of ['en', 'lt'] as const) {
  test(`a vendor applies, an administrator approves them into a group, and they see group prices (${lang})`, async ({ page, browser }) => {
    const t = {
      account: catalogs[lang].account,
      my: catalogs[lang].myAccount,
      catalogue: catalogs[lang].catalogue,
      cart: catalogs[lang].cart,
    };
    const prefix = prefixOf(lang);
    const email = `vendor-${lang}-${Date.now()}@example.lt`;
    const publicAnswer = await productAnswer(page, lang);
    const publicPrice = Number(publicAnswer.prices.price);

    // 1. A new account applies to be a vendor.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/my-account`);
    const register = page.getByRole('region', { name: t.account.registerTitle });
    await register.getByLabel(t.account.firstName).fill('Rūta');
    await register.getByLabel(t.account.email).fill(email);
    await register.getByLabel(t.account.password).fill('wholesale please');
    await register.getByRole('button', { name: t.account.register }).click();
    await page.getByRole('navigation', { name: t.my.menu.label }).getByRole('link', { name: t.my.sections.vendor }).click();
    await page.getByLabel(t.my.vendors.companyName).fill('Žalia lentyna UAB');
    await page.getByLabel(t.my.vendors.companyCode).fill('305000111');
    await page.getByLabel(t.my.vendors.vatCode).fill('LT100000111');
    await page.getByLabel(t.my.vendors.address).fill('Gedimino pr. 9, Vilnius');
    await page.getByRole('button', { name: t.my.vendors.apply }).click();
    await expect(page.getByTestId('vendor-status-notice')).toHaveText(t.my.vendors.notice.pending);
    await page.screenshot({ path: `/tmp/vendors-pending-${lang}.png` });
    // Pending: still the public price.
    expect(Number((await productAnswer(page, lang)).prices.price)).toBe(publicPrice);
    await page.reload();
    await expect(page.getByTestId('vendor-status-notice')).toHaveCount(1);

    // 2. An administrator approves them into Wholesale.
    const adminContext = await decideConsent(await browser.newContext());
    const admin = await adminContext.newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${prefix}/my-account`);
    await logIn(admin, lang, 'admin@soulshop.example');
    await admin.goto(`${prefix}/my-account/vendors`);
    await admin.getByLabel(t.my.vendors.admin.search).fill(email);
    const table = admin.getByRole('table', { name: t.my.vendors.admin.caption });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row
      .getByLabel(t.my.vendors.admin.chooseGroup)
      .selectOption({ label: `Wholesale (${t.my.vendors.admin.groupTerms.replace('{{percent}}', '20')})` });
    await admin.screenshot({ path: `/tmp/vendors-admin-${lang}.png` });
    await row.getByRole('button', { name: t.my.vendors.admin.approve }).click();
    await expect(
      admin.getByText(t.my.vendors.admin.done.approved.replace('{{email}}', email).replace('{{group}}', 'Wholesale')),
    ).toBeVisible();
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByLabel(t.my.vendors.admin.filter).selectOption('approved');
    await expect(admin.getByText(email, { exact: true })).toBeVisible();
    await admin.screenshot({ path: `/tmp/vendors-admin-phone-${lang}.png`, fullPage: true });
    await adminContext.close();

    // 3. The vendor sees the price list's price on the product page and in the cart.
    const vendorAnswer = await productAnswer(page, lang);
    const groupPrice = Number(vendorAnswer.prices.price);
    expect(groupPrice).toBe(Math.floor((Number(publicAnswer.prices.regular_price) * 70) / 100));
    expect(groupPrice).toBeLessThan(publicPrice);
    await page.goto(new URL(vendorAnswer.permalink).pathname);
    await waitForIslands(page);
    await expect(page.getByTestId('wholesale-notice')).toBeVisible();
    const detail = page.locator('[data-soul-widget="product-detail"]');
    const shown = formatMoney(groupPrice, localeOf(lang));
    await expect(detail.getByText(shown).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/vendors-product-${lang}.png` });
    await detail.getByRole('button', { name: t.catalogue.purchase.addToCart }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('list', { name: t.cart.drawer.linesLabel })).toContainText(shown);
    await page.screenshot({ path: `/tmp/vendors-cart-${lang}.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/my-account/vendor`);
    await expect(page.getByTestId('vendor-approved')).toBeVisible();
    await page.screenshot({ path: `/tmp/vendors-approved-phone-${lang}.png`, fullPage: true });
  });
}
