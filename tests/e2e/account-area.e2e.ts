import { expect, test, type Page } from './test.ts';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { logIn, orderByCashOnDelivery } from './shopper.ts';

/** The demo catalogue's "Zinc & Selenium" (a simple product in stock): 14.90. */
const ZINC = { id: 143, en: 'Zinc & Selenium', lt: 'Cinkas ir selenas' };
/** A variable product: 200g 24.90, 250g 28.90, both in stock. */
const BEETROOT = {
  en: 'Beetroot Power',
  lt: 'Burokėlių milteliai',
  search: { en: 'Beetroot', lt: 'Burokėl' },
  bigSize: 1052,
  bigCents: 2890,
};
/** Sold by subscription only: shown in the picker, not selectable. */
const COLLAGEN = { en: 'Collagen Glow', lt: 'Kolageno spindesys', search: { en: 'Collagen Glow', lt: 'Kolageno spind' } };

const TEXT = {
  en: {
    register: 'Create an account',
    firstName: 'First name',
    email: 'E-mail address',
    password: 'Password',
    registerButton: 'Register',
    hello: (name: string) => `Hello, ${name}`,
    logout: 'Log out',
    orders: 'Orders',
    viewOrder: (id: number) => `View order #${id}`,
    order: (id: number) => `Order #${id}`,
    viewInvoice: 'View invoice',
    invoiceTitle: 'Invoice',
    edit: (name: string) => `Edit ${name}`,
    quantity: (name: string) => `Quantity of ${name}`,
    save: 'Save',
    updated: 'Update successful',
    loggedOut: 'You have been logged out.',
    addProduct: 'Add product',
    search: 'Search products',
    select: 'Select',
    subscriptionOnly: 'Sold by subscription only',
    size: (name: string) => `Size of ${name}`,
  },
  lt: {
    register: 'Sukurti paskyrą',
    firstName: 'Vardas',
    email: 'El. pašto adresas',
    password: 'Slaptažodis',
    registerButton: 'Registruotis',
    hello: (name: string) => `Sveiki, ${name}`,
    logout: 'Atsijungti',
    orders: 'Užsakymai',
    viewOrder: (id: number) => `Peržiūrėti užsakymą #${id}`,
    order: (id: number) => `Užsakymas #${id}`,
    viewInvoice: 'Peržiūrėti sąskaitą',
    invoiceTitle: 'Sąskaita faktūra',
    edit: (name: string) => `Keisti: ${name}`,
    quantity: (name: string) => `${name}: kiekis`,
    save: 'Išsaugoti',
    updated: 'Atnaujinta sėkmingai',
    loggedOut: 'Jūs atsijungėte.',
    addProduct: 'Pridėti produktą',
    search: 'Ieškoti produktų',
    select: 'Pasirinkti',
    subscriptionOnly: 'Parduodama tik prenumeruojant',
    size: (name: string) => `${name}: dydis`,
  },
} as const;

type Language = keyof typeof TEXT;

/** The invoice PDF the page's "View invoice" opens, read with the browser's own cookies. */
async function invoiceText(page: Page, orderId: number): Promise<string> {
  const response = await page.request.get(`/wp-json/soul/v1/invoice/${orderId}`);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return plainSpaces(await pdfText(await response.body()));
}

async function orderTotal(page: Page, orderId: number): Promise<number> {
  return Number(((await (await page.request.get(`/wp-json/soul/v1/orders/${orderId}`)).json()) as { total: string }).total);
}

/** Money as the shop prints it; spaces plain, since a PDF's text and a page's may differ in the kind of space. */
const euroText = (cents: number, language: Language) =>
  plainSpaces(new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100));
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

for (const language of ['en', 'lt'] as const) {
  const text = TEXT[language];
  const prefix = language === 'lt' ? '/lt' : '';

  test(`a new customer registers, orders, signs in again and finds the order and its PDF invoice (${language})`, async ({ page }) => {
    const console = watchConsole(page);
    const email = `account-${language}-${Date.now()}@example.lt`;
    await page.goto(`${prefix}/my-account`);
    const register = page.getByRole('region', { name: text.register });
    await register.getByLabel(text.firstName).fill('Austėja');
    await register.getByLabel(text.email).fill(email);
    await register.getByLabel(text.password).fill('a good password');
    await register.getByRole('button', { name: text.registerButton }).click();
    await expect(page.getByRole('heading', { name: text.hello('Austėja') })).toBeVisible();

    const orderId = await orderByCashOnDelivery(page, [[ZINC.id, 1]], language, email);

    await page.goto(`${prefix}/my-account`);
    // Once the dashboard has loaded: a click before that posts the form while
    // the island still asks for the latest orders, which then get 401.
    await expect(page.getByRole('link', { name: text.viewOrder(orderId) })).toBeVisible();
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page.getByText(text.loggedOut)).toBeVisible();
    await logIn(page, language, email, 'a good password');
    await expect(page.getByRole('heading', { name: text.hello('Austėja') })).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: text.orders, exact: true }).click();
    await page.getByRole('link', { name: text.viewOrder(orderId) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/orders/${orderId}$`));
    await expect(page.getByRole('heading', { name: text.order(orderId), level: 2 })).toBeVisible();
    await expect(page.getByText(ZINC[language]).first()).toBeVisible();
    // A customer may see the order but not edit it (account §6): no edit controls.
    await expect(page.getByRole('button', { name: text.edit(ZINC[language]) })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.viewInvoice }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`/wp-json/soul/v1/invoice/${orderId}`));
    await page.screenshot({ path: test.info().outputPath(`invoice-modal-${language}.png`) });
    await page.keyboard.press('Escape');
    const invoice = await invoiceText(page, orderId);
    expect(invoice).toContain(text.invoiceTitle);
    expect(invoice).toContain(ZINC[language]);
    expect(invoice).toMatch(/SS-\d{4}-\d{5}/);
    expect(invoice).toContain(euroText(await orderTotal(page, orderId), language));

    await page.getByRole('button', { name: text.logout }).click();
    await expect(page.getByText(text.loggedOut)).toBeVisible();
    expect((await page.request.get(`/wp-json/soul/v1/invoice/${orderId}`)).status()).toBe(401);
    expect(console.errors).toEqual([]);
  });
}

// The director's demo account has one cart for both languages: its two runs go one after the other,
// never side by side (one run's checkout would take the other's cart).
test.describe('company director', () => {
  test.describe.configure({ mode: 'serial' });
  for (const language of ['en', 'lt'] as const) {
    const text = TEXT[language];
    const prefix = language === 'lt' ? '/lt' : '';

    test(`a company director edits the quantity of an order and the invoice follows (${language})`, async ({ page }) => {
      const console = watchConsole(page);
      await page.goto(`${prefix}/my-account`);
      await logIn(page, language, 'director@soulshop.example');
      const orderId = await orderByCashOnDelivery(page, [[ZINC.id, 1]], language, 'director@soulshop.example');
      const before = await orderTotal(page, orderId);

      await page.goto(`${prefix}/my-account/orders/${orderId}`);
      await waitForIslands(page);
      await page.getByRole('button', { name: text.edit(ZINC[language]) }).click();
      await page.getByLabel(text.quantity(ZINC[language])).fill('3');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.updated).first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`order-edited-${language}.png`), fullPage: true });

      // Three units at the price it was sold at; the shipping as charged.
      const after = await orderTotal(page, orderId);
      expect(after).toBe(before + 2 * 1490);
      await expect(page.getByText(new RegExp(euroText(after, language).replace(' ', '\\s'))).first()).toBeVisible();
      expect(await invoiceText(page, orderId)).toContain(euroText(after, language));

      // Add a product sold in sizes, in the size chosen on its new line; a subscription-only product shows why it cannot be picked.
      await page.getByRole('button', { name: text.edit(ZINC[language]) }).click();
      await page.getByRole('button', { name: text.addProduct }).click();
      const picker = page.getByRole('dialog');
      await picker.getByLabel(text.search).fill(COLLAGEN.search[language]);
      const collagen = picker.getByRole('radio', { name: new RegExp(`^${COLLAGEN[language]}`) });
      await expect(collagen).toBeDisabled();
      await expect(collagen).toHaveAccessibleDescription(text.subscriptionOnly);
      await picker.getByLabel(text.search).fill(BEETROOT.search[language]);
      await picker.getByRole('radio', { name: new RegExp(`^${BEETROOT[language]}`) }).check();
      await picker.getByRole('button', { name: text.select }).click();
      await page.getByRole('combobox', { name: text.size(BEETROOT[language]) }).selectOption(String(BEETROOT.bigSize));
      await page.screenshot({ path: test.info().outputPath(`order-add-size-${language}.png`), fullPage: true });
      const saved = page.waitForResponse((response) => response.url().includes('/soul/v1/update-order'));
      await page.getByRole('button', { name: text.save, exact: true }).click();
      expect((await saved).status()).toBe(200);
      // Saved: a line of the order named with its size, no longer a choice.
      await expect(page.getByRole('combobox', { name: text.size(BEETROOT[language]) })).toHaveCount(0);
      await expect(page.getByRole('row', { name: new RegExp(`${BEETROOT[language]}.*250`, 'i') })).toBeVisible();
      expect(await orderTotal(page, orderId)).toBe(after + BEETROOT.bigCents);

      await page.getByRole('button', { name: text.logout }).click();
      await expect(page.getByText(text.loggedOut)).toBeVisible();
      expect(console.errors).toEqual([]);
    });
  }
});
