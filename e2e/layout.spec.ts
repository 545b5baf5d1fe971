import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signInToDashboard } from './support/session.ts';

test('from 1280 px the menu drawer is permanent', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInToDashboard(page, users.admin);
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('below 1280 px the menu drawer is temporary and opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInToDashboard(page, users.admin);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const profile = page.getByRole('link', { name: 'Dashboard' });
  await expect(profile).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
});
