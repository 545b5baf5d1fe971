import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signInToDashboard } from './support/session.ts';

test('a user without the permission of a route gets "Accesso negato!"', async ({ page }) => {
  await signInToDashboard(page, users.technician);
  await expect(page.getByRole('link', { name: 'Amministrazione', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByText('Accesso negato!')).toBeVisible();
});

test('a user with the permission opens the same route', async ({ page }) => {
  await signInToDashboard(page, users.admin);
  await page.getByRole('link', { name: 'Amministrazione', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Amministrazione', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tabelle di base/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Utenti/ })).toBeVisible();
});
