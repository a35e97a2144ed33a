import { expect, test, type Browser, decideConsent } from './test.ts';
import { expectNoAxeViolations, waitForIslands, watchConsole } from './fixtures.ts';
import { logIn, orderByCashOnDelivery, registerCustomer } from './shopper.ts';

/** The demo catalogue's "Zinc & Selenium" (a simple product in stock). */
const ZINC = 143;

/** The demo administrator answers the order's thread through soul/v1/admin/chats, from a browser of their own. */
async function answer(browser: Browser, orderId: number, message: string): Promise<void> {
  const context = await decideConsent(await browser.newContext());
  const page = await context.newPage();
  await page.goto('/my-account');
  await logIn(page, 'en', 'admin@soulshop.example');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const answered = await page.evaluate(
    async ({ orderId, message }) => {
      const nonce = await fetch('/wp-admin/admin-ajax.php', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=soulel_get_nonce_clientside',
      }).then(async (r) => ((await r.json()) as { data: { rest_nonce: string } }).data.rest_nonce);
      const list = (await fetch(`/wp-json/soul/v1/admin/chats?unread=true&search=${orderId}`, { headers: { 'x-wp-nonce': nonce } }).then(
        (r) => r.json(),
      )) as { order_id: number; unread: number }[];
      const response = await fetch(`/wp-json/soul/v1/admin/chats/${orderId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
        body: JSON.stringify({ message }),
      });
      return { listed: list, status: response.status };
    },
    { orderId, message },
  );
  expect(answered.listed).toEqual([expect.objectContaining({ order_id: orderId, unread: 1 })]);
  expect(answered.status).toBe(201);
  await context.close();
}

test('a new customer writes about their order, the shop answers, and the customer sees the answer (en, lt)', async ({ page, browser }) => {
  const console = watchConsole(page);
  const email = `chat-${Date.now()}@example.lt`;
  await registerCustomer(page, 'Milda', email);
  const orderId = await orderByCashOnDelivery(page, [[ZINC, 1]], 'en', email);

  await page.goto(`/my-account/orders/${orderId}`);
  await waitForIslands(page);
  const panel = page.getByRole('region', { name: 'Messages' });
  await expect(panel.getByText('No messages about this order yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(/Write a message first\./);
  await panel.getByRole('textbox', { name: 'Your message' }).fill('Could the parcel go to the locker at Akropolis instead?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Your message was sent. We will answer here.')).toBeVisible();
  const thread = panel.getByRole('list', { name: `Messages about order #${orderId}` });
  await expect(thread.getByRole('article')).toHaveCount(1);
  await expect(thread.getByRole('article').first()).toContainText('You');

  await answer(browser, orderId, 'Sveiki, Milda! Taip, siuntinys keliaus į Akropolio paštomatą.\nGražios dienos!');

  // The customer reads the answer in Lithuanian: set apart, marked new.
  await page.goto(`/lt/my-account/orders/${orderId}`);
  await waitForIslands(page);
  const panelLt = page.getByRole('region', { name: 'Žinutės' });
  const threadLt = panelLt.getByRole('list', { name: `Žinutės apie užsakymą #${orderId}` });
  await expect(threadLt.getByRole('article')).toHaveCount(2);
  const reply = threadLt.locator('article[data-author="shop"]');
  await expect(reply).toContainText('Soul Shop');
  await expect(reply).toContainText('Taip, siuntinys keliaus į Akropolio paštomatą.');
  await expect(reply.getByText('Nauja')).toBeVisible();
  await expect(panelLt.getByText('1 nauja')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await panelLt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('order-chat-lt-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await panelLt.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('order-chat-lt-phone.png'), fullPage: true });
  await panelLt.screenshot({ path: test.info().outputPath('order-chat-lt-phone-panel.png') });

  // Read once: back in English the answer is there and no longer new.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/my-account/orders/${orderId}`);
  await waitForIslands(page);
  const panelEn = page.getByRole('region', { name: 'Messages' });
  await expect(panelEn.locator('article[data-author="shop"]')).toContainText('Gražios dienos!');
  await expect(panelEn.getByText(/^\d+ new$/)).toHaveCount(0);
  await expect(panelEn.locator('article[data-author="shop"]').getByText('New', { exact: true })).toHaveCount(0);
  await panelEn.screenshot({ path: test.info().outputPath('order-chat-en-desktop-panel.png') });
  expect(console.errors).toEqual([]);
});
