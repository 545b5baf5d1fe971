import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signInToDashboard } from './support/session.ts';

test('from 1280 px the menu drawer is permanent', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInToDashboard(page, users.admin);
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('below 1280 px the menu drawer is temporary and opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInToDashboard(page, users.admin);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const profile = page.getByRole('link', { name: 'Dashboard', exact: true });
  await expect(profile).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
});

test('at 390 px every navbar button fits inside the screen, the user menu included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, users.sales);
  const names = [
    'Apri il menu',
    'Cerca in Officina',
    'Crea nuovo',
    /^Notifiche/,
    'Tema scuro',
    'Menu utente',
  ];
  for (const name of names) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, String(name)).not.toBeNull();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${name}: ${JSON.stringify(box)}`).toBe(true);
  }
});
