import { expect, test, type Browser, decideConsent } from './test.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { fillBilling, fillCart, logIn, registerCustomer } from './shopper.ts';

/** The demo catalogue's "Zinc & Selenium" (a simple product in stock): 14.90. */
const ZINC = 143;
const ADMINISTRATOR = 'admin@soulshop.example';

/** An administrator gives the customer points (POST soul/v1/admin/points), from a browser of their own. */
async function givePoints(browser: Browser, customer: number, points: number): Promise<void> {
  const context = await decideConsent(await browser.newContext());
  const page = await context.newPage();
  await page.goto('/my-account');
  await logIn(page, 'en', ADMINISTRATOR);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const status = await page.evaluate(
    async ({ customer, points }) => {
      const settings = JSON.parse(document.getElementById('soul-settings')?.textContent ?? '{}') as { nonces: { rest: string } };
      const response = await fetch('/wp-json/soul/v1/admin/points', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': settings.nonces.rest },
        body: JSON.stringify({ customer, points, details: 'Thank you for shopping with us' }),
      });
      return response.status;
    },
    { customer, points },
  );
  expect(status).toBe(201);
  await context.close();
}

test('a customer spends their points at checkout (en) and reads their points history (lt)', async ({ page, browser }) => {
  const console = watchConsole(page);
  const email = `points-${Date.now()}@example.lt`;
  await registerCustomer(page, 'Austėja', email);
  const customer = ((await (await page.request.get('/wp-json/soul/v1/userinfo')).json()) as { id: number }).id;
  await givePoints(browser, customer, 30);

  // €14.90 of goods: 14 of the 30 points (whole euros), shipping still paid.
  await fillCart(page, [[ZINC, 1]]);
  await page.goto('/checkout');
  await waitForIslands(page);
  const control = page.getByTestId('points-use');
  await expect(control).toContainText('You have 30 points: €14.00 off this order.');
  await page.locator('#billing_email').fill(email);
  await control.getByRole('button', { name: 'Use my points' }).click();
  await expect(page.getByTestId('checkout-points-line')).toContainText('Points (14)');
  await expect(page.getByTestId('checkout-points-line')).toContainText('−€14.00');
  // What was typed before the totals were reloaded is still there.
  await expect(page.locator('#billing_email')).toHaveValue(email);
  await expect(page.getByTestId('points-use')).toContainText('14 points used: −€14.00');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/points-checkout-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/points-checkout-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await fillBilling(page, { email, postcode: '01103' });
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);

  await page.goto('/lt/my-account/points');
  await expect(page.getByRole('heading', { name: 'Taškai ir dovanos', level: 2 })).toBeVisible();
  await expect(page.getByTestId('points-available')).toHaveText('16');
  const history = page.getByRole('region', { name: 'Taškų istorijos lentelė' }).getByRole('table');
  await expect(history.getByRole('row').nth(1)).toContainText(`Panaudota užsakymui Nr. ${orderId}`);
  await expect(history.getByRole('row').nth(1)).toContainText('−14');
  await expect(history.getByRole('row').nth(2)).toContainText('Parduotuvės koregavimas');
  await expect(page.getByText('Atsiliepimas su vaizdo įrašu: 40 taškų')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/points-account-lt-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/points-account-lt-390.png', fullPage: true });
  expect(console.errors).toEqual([]);
});
