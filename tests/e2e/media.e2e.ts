import sharp from 'sharp';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, watchConsole } from './fixtures.ts';
import { registerCustomer } from './shopper.ts';

/** The demo catalogue's "Zinc & Selenium" (a simple product in stock). */
const ZINC = 143;

async function picture(background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 360, channels: 3, background } })
    .png()
    .toBuffer();
}

test('a new customer uploads a profile photo and sees it with their pending review photo under "Your photos and videos" (en, lt)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await registerCustomer(page, 'Ieva', `media-${Date.now()}@example.lt`);

  // A review with a photo, written through the form's own endpoint: it waits for approval.
  const reviewPhoto = await picture({ r: 200, g: 120, b: 40 });
  const status = await page.evaluate(
    async ({ product, bytes }) => {
      const settings = JSON.parse(document.getElementById('soul-settings')?.textContent ?? '{}') as { nonces: { rest: string } };
      const form = new FormData();
      form.set('comment_post_ID', String(product));
      form.set('review_rating', '5');
      form.set('review_name', 'Ieva');
      form.set('email', `media-review-${Date.now()}@example.lt`);
      form.set('review_title', 'Tiny tablets');
      form.set('review_comment', 'Easy to swallow and they travel well in a bag.');
      form.set('review_attachment_type', 'photo');
      form.set('review_attachment_file', new File([new Uint8Array(bytes)], 'jar.png', { type: 'image/png' }));
      const response = await fetch('/wp-json/soul/v1/reviews', {
        method: 'POST',
        headers: { 'x-wp-nonce': settings.nonces.rest },
        body: form,
      });
      return response.status;
    },
    { product: ZINC, bytes: [...reviewPhoto] },
  );
  expect(status).toBe(201);

  await page.goto('/my-account/profile');
  const photoCard = page.getByRole('region', { name: 'Photo' });
  await photoCard
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture({ r: 40, g: 120, b: 160 }) });
  await photoCard.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your photo has been updated')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Your photos and videos' });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Profile photo');
  await expect(items.first()).toContainText('In use');
  await expect(items.nth(1)).toContainText('Review of Zinc');
  await expect(items.nth(1)).toContainText('Waiting for approval');
  // Both pictures load: the pending review's photo opens for its author.
  for (const image of await panel.getByRole('img').all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await panel.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await panel.screenshot({ path: '/tmp/media-panel-en-desktop.png' });

  await page.goto('/lt/my-account/profile');
  const ltPanel = page.getByRole('region', { name: 'Jūsų nuotraukos ir vaizdo įrašai' });
  await expect(ltPanel.getByRole('listitem')).toHaveCount(2);
  await expect(ltPanel).toContainText('Profilio nuotrauka');
  await expect(ltPanel).toContainText('Laukia patvirtinimo');
  await page.setViewportSize({ width: 390, height: 844 });
  await ltPanel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/media-panel-lt-390.png', fullPage: true });
  expect(console.errors).toEqual([]);
});
