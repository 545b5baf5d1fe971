import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import { unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

test('an administrator creates a group copied from another, renames it and deletes it, each after a dialog', async ({
  page,
}) => {
  test.slow(); // five dialogs and as many saves
  const name = `Stagisti ${unique()}`;
  await signInToDashboard(page, users.admin);
  await page.goto('/admin/groups');
  await page.getByRole('button', { name: 'Nuovo gruppo' }).click();
  const create = page.getByRole('dialog', { name: 'Nuovo gruppo' });
  await create.getByLabel('Nome del gruppo').fill(name);
  await create.getByLabel('Permessi iniziali').click();
  await page.getByRole('option', { name: 'Come «Tecnici»' }).click();
  await create.getByRole('button', { name: 'Crea gruppo' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\?gruppo=\d+$/);
  // Copied from Tecnici: they see projects, not opportunities.
  await expect(page.getByRole('switch', { name: 'Vedere i progetti', exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Vedere le opportunità', exact: true })).not.toBeChecked();

  // A duplicate name is refused under the field.
  await page.getByRole('button', { name: 'Nuovo gruppo' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Nuovo gruppo' });
  await duplicate.getByLabel('Nome del gruppo').fill(name.toUpperCase());
  await duplicate.getByRole('button', { name: 'Crea gruppo' }).click();
  await expect(duplicate.getByText('Esiste già un gruppo con questo nome')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Annulla' }).click();

  await page.getByRole('button', { name: 'Rinomina' }).click();
  const rename = page.getByRole('dialog', { name: 'Rinomina gruppo' });
  await rename.getByLabel('Nome del gruppo').fill(`${name} bis`);
  await rename.getByRole('button', { name: 'Rinomina' }).click();
  await expect(page.getByRole('heading', { name: `${name} bis`, level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Elimina gruppo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare il gruppo?' });
  await expect(confirm).toContainText('Nessun utente ne fa parte');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Gruppo eliminato')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gruppi' })).not.toContainText(name);
});

test('the permission matrix works with the keyboard and fits a phone; nothing is saved without Salva', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, users.admin);
  await page.goto('/admin/groups');
  await page
    .getByRole('list', { name: 'Gruppi' })
    .getByRole('button', { name: /^Tecnici (Nessun utente|\d+ utent[ei])$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Tecnici', level: 2 })).toBeVisible();
  for (const area of ['Clienti e persone', 'Vendite', 'Portachiavi', 'Amministrazione']) {
    await expect(page.getByRole('heading', { name: area, level: 3 })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);

  const manageUsers = page.getByRole('switch', { name: 'Gestire gli utenti', exact: true });
  await expect(manageUsers).not.toBeChecked();
  await manageUsers.focus();
  await page.keyboard.press('Space');
  await expect(manageUsers).toBeChecked();
  await expect(page.getByText('Modifiche non salvate')).toBeVisible();
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvare i permessi di «Tecnici»?' });
  await expect(dialog).toContainText('Concede: Gestire gli utenti');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('button', { name: 'Annulla modifiche' }).click();
  await expect(manageUsers).not.toBeChecked();
  await expect(page.getByText('Nessuna modifica')).toBeVisible();
});

test('a user without manage_users gets "Accesso negato!" on /admin/groups', async ({ page }) => {
  await signInToDashboard(page, users.sales);
  await page.goto('/admin/groups');
  await expect(page).toHaveURL(/\/error\/403$/, { timeout: 30_000 }); // after the page's chunk loads
  await expect(page.getByText('Accesso negato!')).toBeVisible();
});
