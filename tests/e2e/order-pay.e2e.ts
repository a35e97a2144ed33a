import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { fillBilling, fillCart, payByCard } from './shopper.ts';

const TEXT = {
  en: {
    createAccount: 'Create an account',
    placeOrder: 'Place order',
    declined: 'Your card was declined.',
    payLink: 'Pay for this order',
    title: 'Pay for order',
    intro: /did not go through\. You can pay for it again below\./,
    pay: 'Pay for order',
    thanks: 'Thank you. Your order has been received.',
    paid: 'Paid by card ending in 4242.',
  },
  lt: {
    createAccount: 'Sukurti paskyrą',
    placeOrder: 'Pateikti užsakymą',
    declined: 'Jūsų kortelė atmesta.',
    payLink: 'Apmokėti šį užsakymą',
    title: 'Užsakymo apmokėjimas',
    intro: /nepavyko\. Žemiau galite sumokėti dar kartą\./,
    pay: 'Apmokėti užsakymą',
    thanks: 'Ačiū. Jūsų užsakymas gautas.',
    paid: 'Apmokėta kortele, kurios paskutiniai skaitmenys 4242.',
  },
} as const;

for (const language of ['en', 'lt'] as const) {
  const text = TEXT[language];
  const prefix = language === 'lt' ? '/lt' : '';

  test(`a declined card order is paid later from the account's order on the pay-for-order page (${language})`, async ({ page }) => {
    // A checkout with an account, two screenshots sizes and axe: more than the default 30 s on a busy 2-core machine.
    test.slow();
    await fillCart(page, [[143, 1]], prefix);
    await page.goto(`${prefix}/checkout`);
    // A long address (it used to push the order-received page 150 px sideways on a phone).
    const email = `order-pay-${language}-${Date.now()}-with-a-rather-long-mailbox-name@example-customer-domain.lt`;
    await fillBilling(page, { email, postcode: '01103' });
    await page.getByRole('radio', { name: text.createAccount }).check();
    await page.locator('#account_password').fill('a long password');
    await payByCard(page, '4000000000000002');
    await page.getByRole('button', { name: text.placeOrder }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.declined })).toBeVisible();
    // From here on (the declined checkout answered 402, as it should) the pages make no errors.
    const console = watchConsole(page);

    // The account made with the order stays signed in: its order waits for payment, and its page offers to pay.
    const [order] = (await (await page.request.get('/wp-json/soul/v1/orders')).json()) as { id: number; status: string }[];
    expect(order?.status).toBe('failed');
    await page.goto(`${prefix}/my-account/orders/${order?.id}`);
    await waitForIslands(page);
    await page.getByRole('link', { name: text.payLink }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/order-pay/${order?.id}/\\?pay_for_order=true&key=wc_order_`));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(text.intro)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`order-pay-${language}-${width}.png`), fullPage: true });
    }
    await expectNoAxeViolations(page);

    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: text.pay }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/order-received/${order?.id}\\?key=wc_order_`));
    await expect(page.getByText(text.thanks)).toBeVisible();
    await expect(page.getByText(text.paid)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the order-received page scrolls sideways on a phone').toBeLessThanOrEqual(0);
    expect(console.errors).toEqual([]);
  });
}
