import { consentCookieValue, newConsentRecord } from '@soul/contracts/consent';
import { expectNoAxeViolations, waitForIslands } from './fixtures.ts';
import { fillBilling, fillCart, logIn } from './shopper.ts';
import { expect, test } from './test.ts';

const ZINC = 143;

/**
 * Issue 20: a director invites a staff member (en) who may see orders but not
 * buy; the staff member sets their own password from the mail, signs in (lt)
 * and is refused checkout; the director allows buying and the same person
 * checks out. Only the demo director's session is shared; the staff member is new.
 */
test('a director invites a staff member, who cannot buy until the director allows it', async ({ page, browser, baseURL }) => {
  const email = `staff-${Date.now()}@example.lt`;
  const name = 'Vita Žiūrovė';

  // The director invites, in English, with buying off (the defaults have it on).
  await page.goto('/my-account');
  await logIn(page, 'en', 'director@soulshop.example');
  await page.getByRole('link', { name: 'Users' }).click();
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Invite a user' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Vita');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Žiūrovė');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('combobox', { name: 'Language of the invitation' }).selectOption('lt');
  await page.getByRole('checkbox', { name: 'Buy', exact: true }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'See orders', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  const buy = page.getByRole('checkbox', { name: `Buy: ${name}` });
  await expect(buy).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: `See orders: ${name}` })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Change history' }).getByText(name).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('director-users-en.png'), fullPage: true });

  // The staff member, in their own browser, opens the invitation (Lithuanian) and sets a password.
  const staffContext = await browser.newContext({ baseURL });
  // Their browser has decided about cookies and seen the exit popup too, as every flow's visitor (test.ts).
  await staffContext.addCookies([
    { name: 'cc_cookie', value: consentCookieValue(newConsentRecord({ categories: [] })), url: baseURL ?? '' },
    { name: 'soul_exit_popup', value: '1', url: baseURL ?? '' },
  ]);
  const staff = await staffContext.newPage();
  await expect(async () => {
    await staff.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(staff.getByRole('link', { name: /Kvietimas į jūsų įmonės/ })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await staff.getByRole('link', { name: /Kvietimas į jūsų įmonės/ }).click();
  const link = await staff.getByRole('link', { name: 'Nustatyti slaptažodį' }).getAttribute('href');
  const target = new URL(link ?? '');
  expect(target.pathname).toBe('/lt/my-account/reset-password');
  await staff.goto(target.pathname + target.search);
  await staff.locator('#reset_password').fill('mano naujas slaptažodis');
  await staff.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
  await expect(staff.getByText('Jūsų slaptažodis pakeistas ir jūs prisijungę.')).toBeVisible();

  // Signed in (lt): orders are there, checkout is refused on the page and by the server.
  await waitForIslands(staff);
  await expect(staff.getByRole('link', { name: 'Užsakymai' })).toBeVisible();
  await fillCart(staff, [[ZINC, 1]], '/lt');
  await staff.goto('/lt/checkout');
  await expect(staff.getByText(/Neturite teisės/).first()).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Pateikti užsakymą' })).toBeDisabled();
  await staff.screenshot({ path: test.info().outputPath('staff-refused-lt.png'), fullPage: true });

  // The director allows buying; the change is in the history.
  await buy.check();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(buy).toBeChecked();
  await expect(page.getByRole('region', { name: 'Change history' }).getByText('Buy: no → yes')).toBeVisible();

  // The same person checks out.
  await staff.goto('/lt/checkout');
  await fillBilling(staff, { email, postcode: '01103' });
  await staff.getByRole('radio', { name: 'Apmokėjimas pristatymo metu' }).check();
  await staff.getByRole('button', { name: 'Pateikti užsakymą' }).click();
  await expect(staff).toHaveURL(/\/lt\/checkout\/order-received\/\d+\?key=/);
  await staffContext.close();

  // A phone-sized look at the director's screen (cards).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('group', { name: `Permissions: ${name}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('director-users-phone-en.png'), fullPage: true });
});
