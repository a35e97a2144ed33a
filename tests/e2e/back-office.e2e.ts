import type { Page } from '@playwright/test';
import { expectNoAxeViolations, watchConsole } from './fixtures.ts';
import { logIn } from './shopper.ts';
import { expect, test } from './test.ts';

/** A guest writes a review through soul/v1/reviews (with the guest's REST nonce): it waits for moderation. */
async function pendingReview(page: Page, title: string, name: string): Promise<void> {
  const product = (await (await page.request.get('/wp-json/wc/store/v1/products?slug=energy-complex')).json()) as { id: number }[];
  const status = await page.evaluate(
    async ({ productId, title, name }) => {
      const nonce = await fetch('/wp-admin/admin-ajax.php', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=soulel_get_nonce_clientside',
      }).then(async (r) => ((await r.json()) as { data: { rest_nonce: string } }).data.rest_nonce);
      const response = await fetch('/wp-json/soul/v1/reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
        body: JSON.stringify({
          product_id: productId,
          rating: 5,
          name,
          email: `${name.toLowerCase()}-${Date.now()}@example.lt`,
          title,
          content: 'Calm energy all afternoon.',
        }),
      });
      return response.status;
    },
    { productId: product[0]!.id, title, name },
  );
  expect(status).toBe(201);
}

test('the shop manager opens the back office, sees the dashboard and approves a pending review, in English then Lithuanian', async ({
  page,
  browser,
}) => {
  const logged = watchConsole(page);
  const guest = await browser.newPage();
  await guest.goto('/');
  const stamp = Date.now();
  await pendingReview(guest, `Steady focus ${stamp}`, 'Ona');
  await pendingReview(guest, `Ramus fokusas ${stamp}`, 'Rasa');
  await guest.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  // A guest is sent to sign in, and comes back to the back office.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/my-account\?redirect_to=%2Fadmin$/);
  await logIn(page, 'en', 'manager@soulshop.example');
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const reviewsCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Reviews to moderate' }) });
  await expect(reviewsCard).toContainText(/\d+/);
  await expect(page.getByText('Shop manager')).toBeVisible();
  await expectNoAxeViolations(page);

  // The card opens the pending reviews.
  await reviewsCard.getByRole('link', { name: /Open the list/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.getByLabel('Search').fill(`Steady focus ${stamp}`);
  const row = page.getByRole('row').filter({ hasText: `Steady focus ${stamp}` });
  await expect(row).toContainText('Calm energy all afternoon.');
  await expectNoAxeViolations(page);
  // Keyboard: focus the button and press Enter.
  await row.getByRole('button', { name: 'Approve the review by Ona' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Review approved.');
  await expect(row).toHaveCount(0);

  // The same screen in Lithuanian.
  await page.getByRole('link', { name: 'Lietuvių' }).click();
  await page.waitForURL(/\/lt\/admin\/reviews/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atsiliepimai' })).toBeVisible();
  await page.getByLabel('Ieškoti').fill(`Ramus fokusas ${stamp}`);
  const ltRow = page.getByRole('row').filter({ hasText: `Ramus fokusas ${stamp}` });
  await expect(ltRow).toBeVisible();
  await ltRow.getByRole('button', { name: 'Patvirtinti Rasa atsiliepimą' }).click();
  await expect(page.getByRole('status')).toHaveText('Atsiliepimas patvirtintas.');
  await expect(ltRow).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Suvestinė' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suvestinė' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Laukia moderavimo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoAxeViolations(page);
  expect(logged.errors).toEqual([]);
});

test('a customer is refused with a 403 page', async ({ page }) => {
  await page.goto('/my-account');
  await logIn(page, 'en', 'customer@soulshop.example');
  await page.waitForURL(/\/my-account$/);
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'For the shop’s staff only' })).toBeVisible();
});
