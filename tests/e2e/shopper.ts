import { expect, type Page } from '@playwright/test';

/** Puts products in this browser's cart through the Store API, as the drawer would (same session cookie and nonce). */
export async function fillCart(page: Page, items: [number, number][], languagePrefix = ''): Promise<void> {
  await page.goto(`${languagePrefix}/`);
  await page.evaluate(async (lines) => {
    const settings = JSON.parse(document.getElementById('soul-settings')?.textContent ?? '{}') as { nonces: { store: string } };
    for (const [id, quantity] of lines) {
      const response = await fetch('/wp-json/wc/store/v1/cart/add-item', {
        method: 'POST',
        headers: { 'content-type': 'application/json', nonce: settings.nonces.store },
        body: JSON.stringify({ id, quantity }),
      });
      if (!response.ok) throw new Error(await response.text());
    }
  }, items);
}

export async function fillBilling(page: Page, values: { email: string; postcode: string; city?: string }): Promise<void> {
  await page.locator('#billing_email').fill(values.email);
  await page.locator('#billing_first_name').fill('Ona');
  await page.locator('#billing_last_name').fill('Onaitė');
  await page.locator('#billing_phone').fill('+370 600 00000');
  await page.locator('#billing_address_1').fill('Gedimino pr. 1');
  await page.locator('#billing_city').fill(values.city ?? 'Vilnius');
  await page.locator('#billing_postcode').fill(values.postcode);
  await page.locator('#billing_postcode').blur();
}

export async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: /Credit or debit card|Kredito ar debeto kortelė/ }).check();
  await page.locator('#card_number').fill(number);
  await page.locator('#card_expiry').fill('12/30');
  await page.locator('#card_cvc').fill('123');
}

/** Buys these products by cash on delivery in the page's language; the new order's number. */
export async function orderByCashOnDelivery(page: Page, items: [number, number][], language: 'en' | 'lt', email: string): Promise<number> {
  const prefix = language === 'lt' ? '/lt' : '';
  await fillCart(page, items, prefix);
  await page.goto(`${prefix}/checkout`);
  await fillBilling(page, { email, postcode: '01103' });
  await page.getByRole('radio', { name: language === 'lt' ? 'Apmokėjimas pristatymo metu' : 'Cash on delivery' }).check();
  await page.getByRole('button', { name: language === 'lt' ? 'Pateikti užsakymą' : 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  return Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
}

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'soul-demo-2026';

const LOGIN_TEXT = {
  en: { region: 'Log in', email: 'E-mail address', password: 'Password', button: 'Log in' },
  lt: { region: 'Prisijungimas', email: 'El. pašto adresas', password: 'Slaptažodis', button: 'Prisijungti' },
} as const;

/** Signs in with the form on the my-account page the browser is on. */
export async function logIn(page: Page, language: 'en' | 'lt', email: string, password: string = DEMO_PASSWORD): Promise<void> {
  const text = LOGIN_TEXT[language];
  const login = page.getByRole('region', { name: text.region });
  await login.getByLabel(text.email).fill(email);
  await login.getByLabel(text.password).fill(password);
  await login.getByRole('button', { name: text.button, exact: true }).click();
}

/** Registers a new customer on /my-account (English form) and waits for their dashboard. */
export async function registerCustomer(page: Page, firstName: string, email: string): Promise<void> {
  await page.goto('/my-account');
  const register = page.getByRole('region', { name: 'Create an account' });
  await register.getByLabel('First name').fill(firstName);
  await register.getByLabel('E-mail address').fill(email);
  await register.getByLabel('Password').fill('a good password');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${firstName}` })).toBeVisible();
}
