import AxeBuilder from '@axe-core/playwright';
import { catalogs } from '@soul/i18n';
import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForIslands } from './fixtures.ts';

const en = catalogs.en.consent;
const lt = catalogs.lt.consent;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp';

/** This flow's visitor has never decided: the banner is theirs to see. */
test.use({ consentDecided: false });

interface StoredRecord {
  categories: string[];
  services: Record<string, string[]>;
  revision: number;
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  expirationTime: number;
}

async function consentRecord(page: Page): Promise<StoredRecord | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cc_cookie');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as StoredRecord) : null;
}

/** Axe on the open preferences dialog alone (the page under it is audited with the banner). */
async function expectAccessibleDialog(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('#cc-main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('first visit asks (en), the choice is kept and recorded, a changed revision asks again, the footer reopens the preferences (lt)', async ({
  page,
}) => {
  test.slow();
  // First visit: the server drew the banner; no script is needed to see it, and no consent chunk is loaded yet.
  const consentChunks: string[] = [];
  page.on('request', (request) => {
    if (/consent-ui|consent-[A-Za-z0-9_-]+\.css/.test(request.url())) consentChunks.push(request.url());
  });
  await page.goto('/product/energy-complex');
  await waitForIslands(page);
  const banner = page.getByRole('region', { name: en.banner.title });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: en.banner.acceptAll })).toBeVisible();
  await expect(banner.getByRole('button', { name: en.banner.rejectAll })).toBeVisible();
  expect(await consentRecord(page)).toBeNull();
  expect(consentChunks).toEqual([]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/consent-banner-en-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/consent-banner-en-390.png` });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The choice: Accept all, by keyboard. The library writes cc_cookie (182 days) and the shop keeps the decision.
  const recorded = page.waitForResponse((r) => r.url().includes('/wp-json/soul/v1/consents') && r.request().method() === 'POST');
  await banner.getByRole('button', { name: en.banner.acceptAll }).focus();
  await page.keyboard.press('Enter');
  expect((await recorded).status()).toBe(201);
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  const accepted = await consentRecord(page);
  expect(accepted).toMatchObject({
    categories: ['necessary', 'analytics', 'marketing'],
    services: { marketing: ['affiliate', 'email_marketing'] },
    revision: 1,
  });
  expect(accepted?.consentId).toMatch(/^[0-9a-f-]{36}$/);
  const days = ((accepted?.expirationTime ?? 0) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(181.9);
  expect(days).toBeLessThanOrEqual(182);

  // Reload: the stored choice is used, nobody asks.
  await page.reload();
  await waitForIslands(page);
  await expect(page.locator('#soul-consent')).toHaveCount(0);

  // A changed revision asks again: the visitor's record is of revision 0, the shop's notice is at 1 (CONSENT_REVISION).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cc_cookie');
  await page.context().addCookies([{ ...cookie!, value: encodeURIComponent(JSON.stringify({ ...accepted, revision: 0 })) }]);
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(banner.getByText(en.banner.revised)).toBeVisible();
  const rejected = page.waitForResponse((r) => r.url().includes('/wp-json/soul/v1/consents') && r.request().method() === 'POST');
  await banner.getByRole('button', { name: en.banner.rejectAll }).click();
  expect((await rejected).status()).toBe(201);
  await expect(banner).toHaveCount(0);
  expect(await consentRecord(page)).toMatchObject({ categories: ['necessary'], revision: 1, consentId: accepted?.consentId });

  // In Lithuanian: no banner (decided), and the footer's link reopens the preferences.
  await page.goto('/lt/');
  await waitForIslands(page);
  await expect(page.locator('#soul-consent')).toHaveCount(0);
  const settingsLink = page.getByRole('link', { name: lt.footerLink });
  await settingsLink.click();
  const dialog = page.getByRole('dialog', { name: lt.preferences.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(lt.preferences.marketingTitle, { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#cc-main') !== null)).toBe(true);
  await expectAccessibleDialog(page);
  await page.screenshot({ path: `${SHOTS}/consent-dialog-lt-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/consent-dialog-lt-390.png` });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Marketing on, analytics stays off: saved, recorded, and the dialog gives focus back.
  // By keyboard, as the toggle is a checkbox named by its section.
  const marketing = dialog.getByRole('checkbox', { name: lt.preferences.marketingTitle });
  await marketing.focus();
  await page.keyboard.press('Space');
  await expect(marketing).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: lt.preferences.analyticsTitle })).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/wp-json/soul/v1/consents') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: lt.preferences.save }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
  expect(await consentRecord(page)).toMatchObject({ categories: ['necessary', 'marketing'], revision: 1 });

  // The Lithuanian banner for a visitor who has not decided, at both widths.
  await page.context().clearCookies({ name: 'cc_cookie' });
  await page.goto('/lt/product/magnis-ramybei');
  await expect(page.getByRole('region', { name: lt.banner.title })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/consent-banner-lt-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/consent-banner-lt-390.png` });
});
