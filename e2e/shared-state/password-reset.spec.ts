import { expect, test } from '@playwright/test';
import { e2eServerEnv } from '../support/env.ts';
import { latestMailTo } from '../support/mail.ts';
import { signIn } from '../support/session.ts';

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const email = e2eServerEnv.ADMIN_EMAIL as string;
  const newPassword = 'nuova-password-sicura-2026';
  await page.goto('/login');
  await page
    .getByRole('button', { name: 'Password dimenticata?' })
    .or(page.getByRole('link', { name: 'Password dimenticata?' }))
    .click();
  await page.getByLabel('Email').fill(email);
  const requestedAt = new Date();
  await page.getByRole('button', { name: /invia/i }).click();
  await expect(page.getByText(/riceverai|inviato|controlla/i).first()).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await latestMailTo(email, requestedAt))?.match(
        /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/,
      )?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  await page.goto(url.pathname);
  await page.getByLabel('Nuova password', { exact: true }).fill(newPassword);
  await page.getByLabel('Ripeti la nuova password').fill('una-diversa-password');
  await page.getByRole('button', { name: /imposta|salva|conferma/i }).click();
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  await page.getByLabel('Ripeti la nuova password').fill(newPassword);
  await page.getByRole('button', { name: /imposta|salva|conferma/i }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, { email, password: e2eServerEnv.ADMIN_PASSWORD as string });
  await expect(page.getByText('Credenziali errate')).toBeVisible();
  await signIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
});
