import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { latestMailTo } from './support/mail.ts';
import { unique } from './support/records.ts';
import { signIn, signInToDashboard } from './support/session.ts';

/** Waits for the mail the server writes in the background. */
async function mailTo(email: string, since: Date): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(async () => {
      mail = await latestMailTo(email, since);
      return mail !== undefined;
    })
    .toBe(true);
  return mail as string;
}

test('an administrator invites a user, who sets a password from the e-mail and signs in', async ({
  page,
  browser,
}) => {
  // Two people, two browsers, a mail in between: longer than one page's journey.
  test.setTimeout(300_000);
  const id = unique();
  const email = `invitato.${id}@e2e.officina.it`;
  const since = new Date(Date.now() - 1000);
  await signInToDashboard(page, users.admin);
  await page.goto('/admin/users');
  // A page's first visit loads its chunk: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Utenti', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Invita utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invita utente' });
  await dialog.getByRole('textbox', { name: 'Nome *', exact: true }).fill('Ivo');
  await dialog.getByRole('textbox', { name: 'Cognome *' }).fill(`Invitato ${id}`);
  await dialog.getByRole('textbox', { name: 'Email *' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Gruppo' }).click();
  await page.getByRole('option', { name: 'Tecnici', exact: true }).click();
  await dialog.getByRole('button', { name: 'Invia invito' }).click();
  await expect(page.getByText('Invito inviato')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Cerca').fill(email);
  const row = page.getByRole('row', { name: new RegExp(`Ivo Invitato ${id}`) });
  await expect(row.getByText('Invitato', { exact: true })).toBeVisible();
  await expect(row.getByText('mai', { exact: true })).toBeVisible();

  const mail = await mailTo(email, since);
  expect(mail).toContain('Ciao Ivo');
  const link = /https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  // The invitee, in a browser of their own.
  const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const invitee = await context.newPage();
  await invitee.goto(new URL(link as string).pathname);
  await expect(
    invitee.getByRole('heading', { name: 'Benvenuto in Officina, Ivo: scegli la tua password' }),
  ).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill('la-mia-password-1');
  await invitee.getByLabel('Ripeti la password').fill('la-mia-password-1');
  await invitee.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  await expect(invitee.getByText('Password impostata: ora puoi accedere.')).toBeVisible();
  await signIn(invitee, { email, password: 'la-mia-password-1' });
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('heading', { level: 1 })).toContainText('Ivo');

  // The link works once.
  await invitee.goto(new URL(link as string).pathname);
  await expect(invitee.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  await context.close();

  // The administrator's list now shows a sign-in.
  await page.reload();
  const signedIn = page.getByRole('row', { name: new RegExp(`Ivo Invitato ${id}`) });
  await expect(signedIn.getByText('Attivo', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(signedIn.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
});

test('deactivating a user asks first, then shows «Disattivato» in the list', async ({ page, request }) => {
  test.setTimeout(180_000);
  const id = unique();
  const api = await Api.as(request, users.admin);
  await api.post('/admin/users', {
    name: 'Dora',
    surname: `Disattivata ${id}`,
    email: `dora.${id}@e2e.officina.it`,
    group_id: null,
  });

  await signInToDashboard(page, users.admin);
  await page.goto(`/admin/users?q=${encodeURIComponent(`Disattivata ${id}`)}`);
  await page.getByRole('link', { name: `Dora Disattivata ${id}` }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: `Dora Disattivata ${id}` });
  await dialog.getByRole('button', { name: 'Disattiva' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disattivare l’utente?' });
  await expect(confirm).toContainText('le sue sessioni aperte si chiudono subito');
  await confirm.getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByText('Utente disattivato: le sue sessioni sono state chiuse.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Riattiva' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  const row = page.getByRole('row', { name: new RegExp(`Dora Disattivata ${id}`) });
  await expect(row.getByText('Disattivato', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: 'Disattivato', exact: true }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(row).toBeVisible();
});
