import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { catalogs } from '@soul/i18n';
import { expect, test, type Page } from './test.ts';
import { waitForIslands } from './fixtures.ts';
import { fillBilling, logIn, payByCard } from './shopper.ts';

/** A demo product a friend buys (the seed's DEMO fixture). */
const SIMPLE = 143;
const MARKETING_CONSENT = consentCookieValue(newConsentRecord({ categories: ['analytics', 'marketing'] }));

async function productPath(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/wp-json/wc/store/v1/products/${id}?lang=en`);
  return new URL(((await response.json()) as { permalink: string }).permalink).pathname;
}

test('a friend who opens a referral link gets 20 % off their first order, the referrer earns points once it is paid; an unknown link says No Affiliate', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The referrer (the demo customer) reads their link from the account.
  await page.goto('/my-account');
  await logIn(page, 'en', 'customer@soulshop.example');
  await expect.poll(async () => (await page.request.get('/wp-json/soul/v1/affiliate')).status(), { timeout: 15_000 }).toBe(200);
  const affiliate = (await (await page.request.get('/wp-json/soul/v1/affiliate')).json()) as { code: string; url: string };
  expect(new URL(affiliate.url).pathname).toBe(`/r/${affiliate.code}`);

  // A friend in a fresh browser, who accepted marketing cookies.
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cc_cookie', value: MARKETING_CONSENT, url: baseURL ?? '' }]);
  const friend = await context.newPage();
  await friend.goto(`/r/${affiliate.code}`);
  await expect(friend).toHaveURL(/\/$/);
  expect((await context.cookies()).find((c) => c.name === 'soul_affiliate')?.value).toBe(affiliate.code);

  await friend.goto(await productPath(friend, SIMPLE));
  await waitForIslands(friend);
  await friend
    .locator('[data-soul-widget="product-detail"]')
    .getByRole('button', { name: catalogs.en.catalogue.purchase.addToCart })
    .click();
  const drawer = friend.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(catalogs.en.cart.totals.discount, { exact: true })).toBeVisible();
  await expect(drawer.getByText(/referral-20/i).first()).toBeVisible();
  await friend.screenshot({ path: '/tmp/media-referral-cart-en.png' });

  // The friend's first order, paid by card: the referrer's reward is confirmed in their points.
  await friend.goto('/checkout');
  await fillBilling(friend, { email: `referred-${Date.now()}@example.lt`, postcode: '01103' });
  await payByCard(friend, '4242 4242 4242 4242');
  await friend.getByRole('button', { name: 'Place order' }).click();
  await expect(friend.getByText('Thank you. Your order has been received.')).toBeVisible();
  await context.close();
  const points = (await (await page.request.get('/wp-json/soul/v1/points')).json()) as {
    entries: { description: string; status: string; points: number }[];
  };
  expect(points.entries).toContainEqual(
    expect.objectContaining({ description: 'A friend’s first order through your link', status: 'confirmed', points: 10 }),
  );

  // An unknown code in another fresh browser (no affiliate cookie yet): the page says so after a second.
  const strangerContext = await browser.newContext({ baseURL });
  await strangerContext.addCookies([{ name: 'cc_cookie', value: MARKETING_CONSENT, url: baseURL ?? '' }]);
  const stranger = await strangerContext.newPage();
  await stranger.goto('/r/zzzzzzzz');
  await expect(stranger.getByText('Your link is not related to any affiliate on our system')).toBeVisible();
  await expect(stranger).toHaveURL(/\/$/);
  await stranger.screenshot({ path: '/tmp/media-no-affiliate-en.png' });
  await strangerContext.close();
});

test('the account’s Refer a friend and Affiliate screens show the link and the history (en, lt)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/my-account');
  await logIn(page, 'en', 'customer@soulshop.example');
  await expect.poll(async () => (await page.request.get('/wp-json/soul/v1/affiliate')).status(), { timeout: 15_000 }).toBe(200);
  const { url } = (await (await page.request.get('/wp-json/soul/v1/affiliate')).json()) as { url: string };
  await page.goto('/my-account/refer');
  await expect(page.getByRole('heading', { name: 'Refer a friend' })).toBeVisible();
  await expect(page.getByLabel('Your referral link')).toHaveValue(url);
  await page.getByLabel('Friend’s e-mail').fill('ona.friend@example.lt');
  await page.getByLabel('Language of the e-mail').selectOption('lt');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Your invitation has been sent to ona.friend@example.lt.')).toBeVisible();
  await page.screenshot({ path: '/tmp/media-refer-en.png', fullPage: true });
  await page.goto('/lt/my-account/affiliate');
  await expect(page.getByRole('heading', { name: 'Partnerystė' })).toBeVisible();
  await page.screenshot({ path: '/tmp/media-affiliate-lt.png', fullPage: true });
});
