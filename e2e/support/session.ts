import { expect, type Page } from '@playwright/test';
import type { Api } from './api.ts';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, user: { email: string; password: string }, from = '/login') {
  await page.goto(from);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

export async function signInToDashboard(page: Page, user: { email: string; password: string }) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Keys of everything the app keeps in the browser's storage for a session. */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

/**
 * Puts `user` back on the light theme (kept on the server, per user), whatever a run before left:
 * for the journeys that read or switch the theme.
 */
export async function startOnLightTheme(api: Api) {
  const { user } = await api.get<{ user: { name: string; surname: string } }>('/user/auth');
  await api.put('/user/profile', { name: user.name, surname: user.surname, theme: 'light' });
}
