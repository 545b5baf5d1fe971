import { expect, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { unique } from '../support/records.ts';
import { signInToDashboard } from '../support/session.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('signing out another browser from the profile sends it to the login page at its next step', async ({
  browser,
  page,
}) => {
  test.slow(); // two sign-ins, two browsers
  // The other browser names itself so that its row is told apart from the user's other sessions.
  const device = `Officina-E2E-${unique()}`;
  const other = await browser.newContext({ userAgent: device });
  const otherPage = await other.newPage();
  await signInToDashboard(otherPage, users.technician);

  await signInToDashboard(page, users.technician);
  await page.goto('/profile');
  const sessions = page.getByRole('list', { name: 'Sessioni attive' });
  await expect(sessions.getByText('Questo dispositivo')).toHaveCount(1);
  await expect(sessions.getByText(device)).toBeVisible();
  await sessions.getByRole('button', { name: `Esci da ${device}` }).click();
  await expect(sessions.getByText(device)).toBeHidden();
  await expect(sessions.getByText('Questo dispositivo')).toBeVisible();

  // The other browser's next step needs the server: it lands on the login page.
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  // This one is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profilo', level: 1 })).toBeVisible();
});

test('a profile picture shows in the navbar and is removed after confirmation', async ({ page, request }) => {
  // Starts without a picture, whatever a run before left.
  await (await Api.as(request, users.external)).delete('/user/avatar');
  await signInToDashboard(page, users.external);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Foto profilo' });
  await section.getByLabel('Scegli la foto profilo').setInputFiles({
    name: 'io.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(section.getByRole('img', { name: /Foto profilo di/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu utente' }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );

  await section.getByRole('button', { name: 'Rimuovi foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rimuovere la foto profilo?' });
  await dialog.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(section.getByRole('img', { name: /Foto profilo di/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu utente' }).locator('img')).toHaveCount(0);
});
