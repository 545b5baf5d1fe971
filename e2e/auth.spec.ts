import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signIn, signInToDashboard, storedKeys } from './support/session.ts';

test('a wrong password says "Credenziali errate" and stays on the login page', async ({ page }) => {
  await signIn(page, { email: users.sales.email, password: 'password-sbagliata' });
  await expect(page.getByText('Credenziali errate')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the guard sends to login and back to the wanted page after sign-in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(users.sales.email);
  await page.getByLabel('Password', { exact: true }).fill(users.sales.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('sign-in lands on the dashboard, a reload keeps the session and / redirects there', async ({ page }) => {
  await signInToDashboard(page, users.sales);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marco');
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marco');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout clears every store and sends to the login page', async ({ page }) => {
  await signInToDashboard(page, users.sales);
  expect((await storedKeys(page)).length).toBeGreaterThan(0);
  const before = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(before).toContain('token');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);
  const after = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(after).not.toContain(users.sales.email);
  expect(after).not.toMatch(/"token":"[^"]+"/);
  expect(after).not.toContain('Prospect');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
