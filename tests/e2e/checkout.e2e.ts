import { expect, test } from './test.ts';
import { expectNoAxeViolations, watchConsole } from './fixtures.ts';
import { fillBilling, fillCart, payByCard } from './shopper.ts';

test('guest checkout by bank transfer, then the confirmation in the dev mailbox', async ({ page }) => {
  const console = watchConsole(page);
  const email = `guest-${Date.now()}@example.lt`;
  await fillCart(page, [[143, 2]]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillBilling(page, { email, postcode: '01103' });
  await expect(page.locator('#billing_postcode')).toHaveValue('LT-01103');
  await page.getByRole('radio', { name: 'Direct bank transfer' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=wc_order_/);
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our bank details' })).toBeVisible();
  const orderNumber = await page.locator('dd').first().textContent();
  await page.screenshot({ path: test.info().outputPath('checkout-received-en.png'), fullPage: true });

  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: `Your Soul Shop order #${orderNumber} has been received` })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('link', { name: /has been received/ }).click();
  await expect(page.getByText(`we have received your order #${orderNumber}`)).toBeVisible();
  expect(console.errors).toEqual([]);
});

test('Lithuanian checkout to the Curonian Spit goes by courier, cash on delivery', async ({ page }) => {
  await fillCart(page, [[143, 1]], '/lt');
  await page.goto('/lt/checkout');
  await expect(page.getByRole('heading', { name: 'Apmokėjimas' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Paštomatas/ })).toBeChecked();
  await fillBilling(page, { email: `nida-${Date.now()}@example.lt`, postcode: '93121', city: 'Nida' });
  await expect(page.locator('#billing_postcode')).toHaveValue('LT-93121');
  await expect(page.getByText('Kuršių nerijoje pristatymas į paštomatus negalimas.', { exact: false })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Paštomatas/ })).toBeHidden();
  await expect(page.getByRole('radio', { name: /Kurjeris/ })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('checkout-curonian-lt.png'), fullPage: true });
  await page.getByRole('radio', { name: 'Apmokėjimas pristatymo metu' }).check();
  await page.getByRole('button', { name: 'Pateikti užsakymą' }).click();
  await expect(page).toHaveURL(/\/lt\/checkout\/order-received\/\d+/);
  await expect(page.getByText('Ačiū. Jūsų užsakymas gautas.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Pristatymas \(Kurjeris iki durų\)/ })).toBeVisible();
});

test('a wrong Lithuanian postcode is flagged as you leave the field, and by the server', async ({ page }) => {
  await fillCart(page, [[143, 1]], '/lt');
  await page.goto('/lt/checkout');
  await fillBilling(page, { email: 'x@example.lt', postcode: '1234' });
  const message = 'Neteisingas pašto kodas. Įveskite teisingą Lietuvos pašto kodą (LT-XXXXX formatu).';
  await expect(page.locator('#billing_postcode-error')).toHaveText(message);
  await page.getByRole('button', { name: 'Pateikti užsakymą' }).click();
  await expect(page.locator('#billing_postcode-error')).toHaveText(message);
  await expect(page.locator('#billing_email')).toHaveValue('x@example.lt');
});

test('create an account at checkout, card declined then paid, then one-click upsell', async ({ page, context }) => {
  await fillCart(page, [[143, 1]]);
  await page.goto('/checkout');
  await fillBilling(page, { email: `account-${Date.now()}@example.lt`, postcode: '01103' });
  await page.getByRole('radio', { name: 'Create an account' }).check();
  await expect(page.locator('#account_password')).toBeVisible();
  await page.locator('#account_password').fill('a long password');
  await payByCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();

  // The account was made with the order and stays: the shopper is signed in, the form kept the details and the cart.
  await expect(page.getByText(/^Logged in as account-/)).toBeVisible();
  await expect(page.locator('#billing_postcode')).toHaveValue('LT-01103');
  const session = (await context.cookies()).find((c) => c.name === 'soul_session');
  expect(session?.value).toMatch(/^u_/);
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  await expect(page.getByText('Paid by card ending in 4242.')).toBeVisible();

  // The offer: countdown, then products after 1.2 s, then one click.
  await expect(page.getByRole('timer')).toContainText(/Offer ends in 0?0:5\d:\d\d|Offer ends in 01:00:00/);
  const firstAdd = page.getByRole('button', { name: /^Add .* to your order$/ }).first();
  await expect(firstAdd).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checkout-upsell-en.png'), fullPage: true });
  await firstAdd.click();
  await expect(page.getByText('Product was added to your order')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to order details' })).toHaveAttribute('href', /\/my-account\/orders\/\d+$/);
  await page.getByRole('button', { name: 'Continue adding' }).click();
  await expect(page.getByText('Product was added to your order')).toBeHidden();
  // A reload shows the same deadline, not a fresh hour.
  await page.reload();
  await expect(page.getByRole('timer')).not.toContainText('01:00:00');
});

test('checkout and order-received pages pass axe, in both languages', async ({ page }) => {
  // Two checkouts and four axe runs: more than the default 30 s on a busy 2-core machine.
  test.slow();
  for (const prefix of ['', '/lt']) {
    await fillCart(page, [[143, 1]], prefix);
    await page.goto(`${prefix}/checkout`);
    await expect(page.locator('[data-soul-widget="checkout"][data-soul-ready]')).toBeAttached();
    await expectNoAxeViolations(page);
    await fillBilling(page, { email: `axe-${Date.now()}@example.lt`, postcode: '01103' });
    await payByCard(page, '4242424242424242');
    await page.locator('#soul-checkout-form button[type="submit"]').click();
    await expect(page).toHaveURL(/order-received/);
    await expect(page.getByRole('button', { name: /^(Add|Pridėti) .*/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
