import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { fillBilling, fillCart, logIn, payByCard } from './shopper.ts';

const TEXT = {
  en: {
    placeOrder: 'Place order',
    toggle: 'Refund',
    half: '50 %',
    confirm: 'Refund',
    submit: /^Refund €/,
    success: /^Refund of €[\d.]+ complete\.$/,
    partly: 'Partly refunded',
    table: 'Payments',
  },
  lt: {
    placeOrder: 'Pateikti užsakymą',
    toggle: 'Grąžinti pinigus',
    half: '50 %',
    confirm: 'Grąžinti',
    submit: /^Grąžinti [\d,]+\s€$/,
    success: /^Grąžinta [\d,]+\s€\.$/,
    partly: 'Iš dalies grąžinta',
    table: 'Mokėjimai',
  },
} as const;

// One administrator account, so one cart: the two languages run one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'lt'] as const) {
  const text = TEXT[language];
  const prefix = language === 'lt' ? '/lt' : '';

  test(`an administrator refunds half of a card payment through the gateway; the payments list says so and fits the page (${language})`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto(`${prefix}/my-account`);
    await logIn(page, language, 'admin@soulshop.example');
    await page.waitForURL(new RegExp(`${prefix}/my-account$`));

    await fillCart(page, [[143, 2]], prefix);
    await page.goto(`${prefix}/checkout`);
    await fillBilling(page, { email: 'admin@soulshop.example', postcode: '01103' });
    await payByCard(page, '4242424242424242');
    await page.getByRole('button', { name: text.placeOrder }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
    const payment = (
      (await (await page.request.get(`/wp-json/soul/v1/payments?order_id=${orderId}`)).json()) as { id: number; amount: string }[]
    )[0];
    if (!payment) throw new Error('the order has no payment');

    await page.goto(`${prefix}/my-account/payments/${payment.id}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: text.toggle, exact: true }).click();
    await page.getByRole('radio', { name: new RegExp(`^${text.half}`) }).check();
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByText(text.success)).toBeVisible({ timeout: 15_000 });
    const refunded = (await (await page.request.get(`/wp-json/soul/v1/payments/${payment.id}`)).json()) as { refunded: string };
    // Half, rounded down to the cent: a share is never more than that share.
    expect(Number(refunded.refunded)).toBe(Math.floor(Number(payment.amount) / 2));

    // The list at 1280 px: the badge says partly refunded, and the eight columns fit without sideways scrolling.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/my-account/payments`);
    await waitForIslands(page);
    const table = page.getByRole('region', { name: text.table, exact: true });
    await expect(table.getByRole('row', { name: new RegExp(`#${orderId}\\b`) }).getByText(text.partly)).toBeVisible();
    const overflow = await table.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`payments-refunded-${language}.png`), fullPage: true });
    await expectNoAxeViolations(page);
    expect(console.errors).toEqual([]);
  });
}
