import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './fixtures.ts';

test('register, log out and log in again on the account page, in Lithuanian; axe finds nothing', async ({ page }) => {
  const email = `lt-${Date.now()}@example.lt`;
  await page.goto('/lt/my-account');
  await expectNoAxeViolations(page);
  const register = page.getByRole('region', { name: 'Sukurti paskyrą' });
  await register.getByLabel('Vardas').fill('Aistė');
  await register.getByLabel('El. pašto adresas').fill(email);
  await register.getByLabel('Slaptažodis').fill('labai slaptas');
  await register.getByRole('button', { name: 'Registruotis' }).click();
  await expect(page.getByRole('heading', { name: 'Sveiki, Aistė' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Atsijungti' }).click();
  await expect(page.getByText('Jūs atsijungėte.')).toBeVisible();
  const login = page.getByRole('region', { name: 'Prisijungimas' });
  await login.getByLabel('El. pašto adresas').fill(email);
  await login.getByLabel('Slaptažodis').fill('labai slaptas');
  await login.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page.getByRole('heading', { name: 'Sveiki, Aistė' })).toBeVisible();
});

test('password reset through the link in the dev mailbox', async ({ page }) => {
  const email = `reset-${Date.now()}@example.lt`;
  await page.goto('/my-account');
  const register = page.getByRole('region', { name: 'Create an account' });
  await register.getByLabel('E-mail address').fill(email);
  await register.getByLabel('Password').fill('first password');
  await register.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.getByRole('link', { name: 'Lost your password?' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account is registered with that e-mail address')).toBeVisible();

  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: 'Reset your Soul Shop password' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('link', { name: 'Reset your Soul Shop password' }).click();
  const link = await page.getByRole('link', { name: 'Choose a new password' }).getAttribute('href');
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expectNoAxeViolations(page);
  await page.locator('#reset_password').fill('second password');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password has been changed and you are logged in.')).toBeVisible();
});
