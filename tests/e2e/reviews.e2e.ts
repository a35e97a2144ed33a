import sharp from 'sharp';
import type { Browser } from '@playwright/test';
import { waitForIslands } from './fixtures.ts';
import { logIn } from './shopper.ts';
import { expect, test, decideConsent } from './test.ts';

/** A real 240×160 PNG (the server re-encodes photos, so it must decode). */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 40, g: 120, b: 80 } } })
    .png()
    .toBuffer();
}

/** The demo administrator approves the pending review titled `title` through soul/v1/admin/reviews. */
async function approve(browser: Browser, title: string): Promise<void> {
  const context = await decideConsent(await browser.newContext());
  const page = await context.newPage();
  await page.goto('/my-account');
  await logIn(page, 'en', 'admin@soulshop.example');
  await page.waitForURL(/\/my-account$/);
  const status = await page.evaluate(async (title) => {
    const nonce = await fetch('/wp-admin/admin-ajax.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=soulel_get_nonce_clientside',
    }).then(async (r) => ((await r.json()) as { data: { rest_nonce: string } }).data.rest_nonce);
    const list = (await fetch(`/wp-json/soul/v1/admin/reviews?status=pending&search=${encodeURIComponent(title)}`, {
      headers: { 'x-wp-nonce': nonce },
    }).then((r) => r.json())) as { id: number }[];
    const id = list[0]?.id;
    if (!id) return 404;
    const response = await fetch(`/wp-json/soul/v1/admin/reviews/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
      body: JSON.stringify({ status: 'approved' }),
    });
    return response.status;
  }, title);
  expect(status).toBe(200);
  await context.close();
}

test('a shopper reviews a product with a photo; once approved it shows with its photo and the summary counts it', async ({
  page,
  browser,
}) => {
  const title = `Gentle energy ${Date.now()}`;
  const product = (await (await page.request.get('/wp-json/wc/store/v1/products?slug=energy-complex')).json()) as { id: number }[];
  const productId = product[0]!.id;
  const before = (await (await page.request.get(`/wp-json/soul/v1/reviews?product=${productId}&scope=current_only`)).json()) as {
    total: number;
  };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product/energy-complex');
  await waitForIslands(page);
  await page.locator('#soul-reviews').scrollIntoViewIfNeeded();
  const widget = page.getByTestId('reviews-widget');
  await widget.getByRole('button', { name: 'Write a review' }).click();

  const form = page.locator('dialog#reviewForm');
  await expect(form.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(form).toContainText('Energy Complex');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form).toContainText('Please give a star rating');
  await form.getByText('5 of 5 stars').click({ force: true });
  await form.getByRole('textbox', { name: 'Name' }).fill('Rūta');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`ruta.${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Your review' }).fill('I take it every morning and feel steadier all day. '.repeat(5));
  await form.getByLabel('Photo or video (optional)').setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: await photo() });
  await expect(form.locator('img[src^="blob:"]')).toBeVisible();
  await page.screenshot({ path: '/tmp/reviewui-form-desktop.png' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  const done = page.getByRole('alertdialog', { name: 'Review Added' });
  await expect(done).toContainText('Your review has been added successfully! Thank you for your feedback!');
  await done.getByRole('button', { name: 'Close' }).first().click();

  await approve(browser, title);

  await page.reload();
  await waitForIslands(page);
  await page.locator('#soul-reviews').scrollIntoViewIfNeeded();
  const card = widget.getByTestId('review-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('review-photo')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Read More' })).toBeVisible();
  const summary = widget.getByTestId('reviews-summary');
  await expect(summary).toContainText(`Reviews: ${before.total + 1}`);
  const fiveStars = summary.getByTestId('reviews-histogram').getByRole('listitem').first();
  await expect(fiveStars).toHaveAttribute('aria-label', /^5 stars: [1-9]\d*$/);
  await widget.screenshot({ path: '/tmp/reviewui-widget-desktop.png' });

  await card.getByTestId('review-photo').click();
  await expect(page.getByRole('dialog', { name: 'Photo from Rūta' }).locator('img')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await widget.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/reviewui-widget-390.png' });
});

test('the Lithuanian reviews page lists reviews and offers the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lt/atsiliepimai');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pirkėjų atsiliepimai' })).toBeVisible();
  const widget = page.getByTestId('reviews-widget');
  await expect(widget.getByRole('button', { name: 'Parašyti atsiliepimą' })).toBeVisible();
  await expect(widget.getByTestId('reviews-summary').or(widget.getByText('Atsiliepimų dar nėra. Būkite pirmas!'))).toBeVisible();
  await page.screenshot({ path: '/tmp/reviewui-lt-390.png', fullPage: true });
  await widget.getByRole('button', { name: 'Parašyti atsiliepimą' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Pasirinkite produktą, kurį vertinate' })).toBeVisible();
});

test('the home page shows everyone’s reviews as a carousel with previous and next', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForIslands(page);
  // The widget loads once its container is scrolled near.
  await page.locator('#soul-reviews').scrollIntoViewIfNeeded();
  const widget = page.getByTestId('reviews-widget');
  await expect(widget.getByTestId('reviews-carousel')).toBeVisible();
  const next = widget.getByRole('button', { name: 'Next reviews' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(widget.getByRole('button', { name: 'Previous reviews' })).toBeEnabled();
  await widget.screenshot({ path: '/tmp/reviewui-home-desktop.png' });
});
