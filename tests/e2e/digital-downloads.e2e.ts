import { expect, test } from './test.ts';
import { expectNoAxeViolations, watchConsole } from './fixtures.ts';
import { fillBilling, fillCart, payByCard, registerCustomer } from './shopper.ts';

/** The demo digital products: the PDF guide (5 downloads, a year) and the video course (unlimited, 90 days). */
const GUIDE = 181;
const COURSE = 182;

test('a customer buys the guide and the video course by card, downloads the guide until its limit (lt) and plays the course', async ({
  page,
}) => {
  const console = watchConsole(page);
  const email = `digital-${Date.now()}@example.lt`;
  await registerCustomer(page, 'Gabija', email);

  await fillCart(page, [
    [GUIDE, 1],
    [COURSE, 1],
  ]);
  await page.goto('/checkout');
  // Downloads only: no delivery to choose or pay for, and no cash on delivery.
  await expect(page.getByTestId('checkout-nothing-to-ship')).toContainText('Nothing to ship');
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toHaveCount(0);
  await expect(page.locator('#soul-order-total')).toHaveText(/34,80|34\.80/);
  await fillBilling(page, { email, postcode: '01103' });
  await payByCard(page, '4242424242424242');
  await page.screenshot({ path: '/tmp/digital-checkout-en.png', fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);

  await page.goto('/lt/my-account/downloads');
  await expect(page.getByRole('heading', { name: 'Skaitmeniniai pirkiniai', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Jūsų skaitmeniniai pirkiniai' });
  const guide = table.getByRole('row').filter({ hasText: 'gut-health-guide.pdf' });
  await expect(guide).toContainText('Žarnyno sveikatos gidas (PDF)');
  await expect(guide).toContainText(`#${orderId}`);
  await expect(guide).toContainText('9,90');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/digital-purchases-lt-desktop.png', fullPage: true });

  for (let left = 4; left >= 0; left--) {
    const download = page.waitForEvent('download');
    await guide.getByRole('link', { name: 'Atsisiųsti' }).click();
    expect((await download).suggestedFilename()).toBe('gut-health-guide.pdf');
    await page.reload();
    await expect(guide).toContainText(left === 0 ? 'Atsisiuntimų nebeliko' : `${left}`);
  }
  await expect(guide.getByRole('link', { name: 'Atsisiųsti' })).toHaveCount(0);

  const course = table.getByRole('row').filter({ hasText: 'morning-energy-course.mp4' });
  await expect(course).toContainText('Neribotai');
  await course.getByRole('button', { name: 'Žiūrėti' }).click();
  const player = page.getByRole('dialog', { name: 'Rytinės energijos vaizdo kursas' });
  await expect(player.locator('video')).toBeVisible();
  await expect.poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/digital-purchases-player.png' });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/digital-purchases-lt-390.png', fullPage: true });
  expect(console.errors).toEqual([]);
});
