import { expect, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { signInToDashboard, startOnLightTheme } from '../support/session.ts';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// The theme is kept per user on the server: this file runs one test at a time (see the config).
test('the theme switch changes the page and survives a reload', async ({ page, request }) => {
  await startOnLightTheme(await Api.as(request, users.admin));
  await signInToDashboard(page, users.admin);
  const light = await background(page);
  await expect(page.getByRole('img', { name: /officina/i }).first()).toHaveAttribute('src', /light/);
  await page.getByRole('button', { name: 'Tema scuro' }).click();
  await expect.poll(() => background(page)).not.toBe(light);
  const dark = await background(page);
  await expect(page.getByRole('img', { name: /officina/i }).first()).toHaveAttribute('src', /dark/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tema chiaro' })).toBeVisible();
  expect(await background(page)).toBe(dark);
  await page.getByRole('button', { name: 'Tema chiaro' }).click();
  await expect.poll(() => background(page)).toBe(light);
});
