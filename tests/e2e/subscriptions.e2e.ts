import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';

/** The demo catalogue's "Gut Balance": a subscription product (monthly, 1 jar, 10 % off). */
const GUT_BALANCE = { id: 111, en: 'Gut Balance', lt: 'Žarnyno balansas' };

/**
 * Buys a monthly subscription through the Store API with the test card, as
 * the signed-in browser (its session cookie and Store API nonce); the order's number.
 */
async function buySubscription(page: Page, email: string): Promise<number> {
  await page.goto('/');
  return page.evaluate(
    async ({ productId, email }) => {
      const settings = JSON.parse(document.getElementById('soul-settings')?.textContent ?? '{}') as { nonces: { store: string } };
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/wp-json/wc/store/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', nonce: settings.nonces.store },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as { order_id?: number };
      };
      await post('/cart/add-item', {
        id: productId,
        quantity: 1,
        cart_item_data: JSON.stringify({ subscription: { interval: 1, period: 'month' } }),
      });
      const placed = await post('/checkout', {
        billing_address: {
          email,
          first_name: 'Ona',
          last_name: 'Onaitė',
          phone: '+37060000000',
          address_1: 'Gedimino pr. 1',
          city: 'Vilnius',
          postcode: 'LT-01103',
          country: 'LT',
        },
        payment_method: 'soul_test_card',
        payment_data: [
          { key: 'card_number', value: '4242424242424242' },
          { key: 'card_expiry', value: '12/30' },
          { key: 'card_cvc', value: '123' },
        ],
      });
      return placed.order_id ?? 0;
    },
    { productId: GUT_BALANCE.id, email },
  );
}

/** YYYY-MM-DD, `days` after today (the browser's day). */
function dayAhead(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test('a customer buys a subscription, skips and undoes, changes the date, adds a new card, renews now and cancels; the screens in Lithuanian', async ({
  page,
}) => {
  // Registration, a checkout, seven changes and two languages on a busy machine.
  test.slow();
  const console = watchConsole(page);
  const email = `subscriber-${Date.now()}@example.lt`;
  await page.goto('/my-account');
  const register = page.getByRole('region', { name: 'Create an account' });
  await register.getByLabel('First name').fill('Ona');
  await register.getByLabel('E-mail address').fill(email);
  await register.getByLabel('Password').fill('a good password');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Ona' })).toBeVisible();

  const orderId = await buySubscription(page, email);
  expect(orderId).toBeGreaterThan(0);

  // My account → Subscriptions → the new subscription.
  await page.goto('/my-account');
  await waitForIslands(page);
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Subscriptions', exact: true }).click();
  const view = page.getByRole('link', { name: /^View subscription #\d+$/ });
  await expect(view).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Your subscriptions' })).toContainText(GUT_BALANCE.en);
  await view.click();
  await expect(page).toHaveURL(/\/my-account\/subscriptions\/\d+$/);
  const id = Number(/subscriptions\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 2, name: `Subscription #${id}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Orders of this subscription' }).getByRole('link', { name: `Order #${orderId}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('ending in 4242');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/subs-detail-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/subs-detail-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const nextRenewal = page.getByText('Next renewal', { exact: true }).locator('xpath=following-sibling::dd');
  const before = await nextRenewal.textContent();

  // Skip with its preview, then undo.
  await page.getByRole('button', { name: 'Skip next delivery' }).click();
  const skip = page.getByRole('dialog', { name: 'Skip the next delivery?' });
  await expect(skip.getByText(/^The next renewal will then be on /)).toBeVisible();
  await expect(skip.getByRole('list', { name: 'Renewals that will follow' }).getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/subs-skip-preview.png' });
  await skip.getByRole('button', { name: 'Skip it' }).click();
  await expect(skip).toBeHidden();
  await expect(page.getByText(/You can undo this for \d+ more seconds?\./)).toBeVisible();
  await expect(nextRenewal).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  await expect(nextRenewal).toHaveText(before ?? '');
  await expect(page.getByRole('button', { name: 'Skip next delivery' })).toBeVisible();

  // A new date, with the date and amount shown before saving.
  await page.getByRole('button', { name: 'Change date' }).click();
  const change = page.getByRole('dialog', { name: 'Change the next renewal date' });
  await change.getByLabel('Next renewal date').fill(dayAhead(10));
  await expect(change.getByText(/^The next renewal will be on .+ and charge €\d+\.\d\d\.$/)).toBeVisible();
  await change.getByRole('button', { name: 'Save the new date' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText('The next renewal date is changed.')).toBeVisible();
  await expect(nextRenewal).not.toHaveText(before ?? '');

  // A new card typed in the Change card dialog (checked and saved, no money taken): the renewals move to it.
  await page.getByRole('button', { name: 'Change card' }).click();
  const card = page.getByRole('dialog', { name: 'Pay the renewals with another card' });
  await card.getByRole('radio', { name: 'A new card' }).check();
  await card.getByLabel('Card number').fill('5555 5555 5555 4444');
  await card.getByLabel('Expiry (MM/YY)').fill('11/31');
  await card.getByLabel('Security code (CVC)').fill('321');
  await page.screenshot({ path: '/tmp/subs-card-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/subs-card-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Save the card and use it' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByText('The renewals will be charged to the new card.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Mastercard ending in 4444');

  // Renew now: asked first with the amount; a second order appears.
  await page.getByRole('button', { name: 'Renew now' }).click();
  const renew = page.getByRole('alertdialog', { name: 'Renew now?' });
  await renew.getByRole('button', { name: /^Pay €\d+\.\d\d now$/ }).click();
  await expect(page.getByText('Renewed: your new order is on its way.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders of this subscription' }).getByRole('link')).toHaveCount(2);

  // Cancel: told until when it runs; then it can be reactivated.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel the subscription?' });
  await expect(cancel).toContainText('The subscription runs until');
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Runs until', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await page.screenshot({ path: '/tmp/subs-cancelled-1280.png', fullPage: true });

  // The list and the detail in Lithuanian.
  await page.goto('/lt/my-account/subscriptions');
  await expect(page.getByRole('heading', { level: 2, name: 'Prenumeratos' })).toBeVisible();
  // The lines keep the name they were sold under (bought on the English pages), as order lines do.
  const table = page.getByRole('table', { name: 'Jūsų prenumeratos' });
  await expect(table).toContainText(GUT_BALANCE.en);
  await expect(table).toContainText('Laukia nutraukimo');
  await expect(table).toContainText('Galioja iki');
  await page.screenshot({ path: '/tmp/subs-list-lt-1280.png' });
  await page.getByRole('link', { name: `Peržiūrėti prenumeratą #${id}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Prenumerata #${id}` })).toBeVisible();
  await expect(page.getByText('Galioja iki', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vėl aktyvinti' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Istorija' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/subs-detail-lt-390.png', fullPage: true });
  expect(console.errors).toEqual([]);
});
