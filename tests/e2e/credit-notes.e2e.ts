import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, decideConsent } from './test.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { fillBilling, fillCart, logIn, payByCard, registerCustomer } from './shopper.ts';

/** The demo catalogue's "Zinc & Selenium" (a simple product in stock): 14.90. */
const ZINC = 143;

/** An administrator refunds half of the payment on its page, as refund.e2e does, from a browser of their own. */
async function refundHalf(browser: Browser, paymentId: number): Promise<void> {
  const context = await decideConsent(await browser.newContext());
  const page = await context.newPage();
  await page.goto('/my-account');
  await logIn(page, 'en', 'admin@soulshop.example');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto(`/my-account/payments/${paymentId}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('radio', { name: /^50 %/ }).check();
  await page.getByRole('button', { name: /^Refund €/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText(/^Refund of €[\d.]+ complete\.$/)).toBeVisible({ timeout: 15_000 });
  await context.close();
}

test('a customer’s card order refunded in part shows its invoice and credit note in their documents (lt), both as PDFs', async ({
  page,
  browser,
}) => {
  const console = watchConsole(page);
  const email = `credit-${Date.now()}@example.lt`;
  await registerCustomer(page, 'Austėja', email);

  await fillCart(page, [[ZINC, 2]], '/lt');
  await page.goto('/lt/checkout');
  await fillBilling(page, { email, postcode: '01103' });
  await payByCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pateikti užsakymą' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);

  // The customer opens the invoice on the order's page: that issues it.
  await page.goto(`/lt/my-account/orders/${orderId}`);
  await waitForIslands(page);
  // (The PDF in the dialog's frame is what issues it: closing before it came back would find no number yet.)
  const issued = page.waitForResponse((response) => response.url().includes(`/wp-json/soul/v1/invoice/${orderId}`));
  await page.getByRole('button', { name: 'Peržiūrėti sąskaitą' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await issued).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Nr\. SS-\d{4}-\d{5}$/)).toBeVisible();

  const payment = ((await (await page.request.get(`/wp-json/soul/v1/payments?order_id=${orderId}`)).json()) as { id: number }[])[0];
  if (!payment) throw new Error('the order has no payment');
  await refundHalf(browser, payment.id);

  await page.goto('/lt/my-account/documents');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Dokumentai', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Jūsų dokumentai' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  const creditRow = rows.nth(1);
  const invoiceRow = rows.nth(2);
  await expect(creditRow).toContainText('Kreditinė PVM sąskaita faktūra');
  await expect(creditRow).toContainText(/SS-KR-\d{4}-\d{5}/);
  await expect(creditRow).toContainText(/Koreguoja SS-\d{4}-\d{5} · Pinigų grąžinimas/);
  await expect(creditRow).toContainText(/[−-]\d+,\d{2}\s€/);
  await expect(invoiceRow).toContainText('PVM sąskaita faktūra');
  await expect(invoiceRow).toContainText(`Užsakymas #${orderId}`);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('documents-lt-desktop.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await creditRow.getByRole('link', { name: /^Atsisiųsti PDF: Kreditinė PVM sąskaita faktūra/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kreditine-saskaita-SS-KR-\d{4}-\d{5}\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const invoiceDownload = page.waitForEvent('download');
  await invoiceRow.getByRole('link', { name: /^Atsisiųsti PDF: PVM sąskaita faktūra/ }).click();
  expect((await invoiceDownload).suggestedFilename()).toMatch(/^saskaita-SS-\d{4}-\d{5}\.pdf$/);

  // The order's page lists the credit note under its invoice.
  await page.goto(`/lt/my-account/orders/${orderId}`);
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: /^Kreditinė PVM sąskaita faktūra SS-KR-/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-credit-note-lt.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lt/my-account/documents');
  await waitForIslands(page);
  await expect(page.getByText('Kreditinė PVM sąskaita faktūra').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('documents-lt-390.png'), fullPage: true });

  // The same list in English.
  await page.goto('/my-account/documents');
  await waitForIslands(page);
  await expect(page.getByText('Credit note').first()).toBeVisible();
  await expect(page.getByText(/Corrects SS-\d{4}-\d{5} · Refund/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('documents-en-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('documents-en-desktop.png'), fullPage: true });
  expect(console.errors).toEqual([]);
});
