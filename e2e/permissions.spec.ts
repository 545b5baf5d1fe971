import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signInToDashboard } from './support/session.ts';

test('a user without the permission of a route gets "Accesso negato!"', async ({ page }) => {
  await signInToDashboard(page, users.technician);
  await expect(page.getByRole('link', { name: 'Impostazioni', exact: true })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByText('Accesso negato!')).toBeVisible();
});

test('a user with the permission opens the same route', async ({ page }) => {
  await signInToDashboard(page, users.admin);
  await page.getByRole('link', { name: 'Impostazioni', exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Prospect')).toBeVisible();
});
