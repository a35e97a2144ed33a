import { expect, test } from '@playwright/test';
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
