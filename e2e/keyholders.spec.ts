import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { romeDateIn } from './support/detail.ts';
import { users } from './support/env.ts';
import { downloadFrom, pick, typeIntoDateField } from './support/fields.ts';
import { createKeyholder, createTeamProject, ownId } from './support/keyholders.ts';
import { createClient, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

const MASK = '••••••••';
const COPIED = 'Password copiata: gli appunti verranno svuotati tra 30 secondi';

test('a technician adds a credential from the project’s Portachiavi tab with a generated password, reveals it, copies it (cleared after 30 s) and sees each access in the log', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const technician = await Api.as(request, users.technician);
  const client = await createClient(await Api.as(request, users.sales));
  const project = await createTeamProject(technician, {
    client_id: client.id,
    manager_id: await ownId(technician),
  });
  const title = `FTP vetrina ${unique()}`;
  // Timers under the test's hand: the 30 s of the clipboard and of "Mostra" pass at once.
  await page.clock.install();
  await signInToDashboard(page, users.technician);

  await page.goto(`/projects/detail/${project.id}/portachiavi`);
  await expect(page.getByRole('tab', { name: /^Portachiavi/ })).toHaveText('Portachiavi (0)');
  await expect(page.getByText('Nessuna credenziale per questo progetto')).toBeVisible();
  await page.getByRole('link', { name: 'Nuova credenziale' }).click();
  await expect(page).toHaveURL(/\/keyholders\/add\?/);
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(client.business_name);

  await page.getByLabel('Titolo *').fill(title);
  await pick(page, 'Tipo', 'FTP/SFTP');
  await page.getByLabel('URL o host').fill('ftp.vetrina.example');
  await page.getByLabel('Porta').fill('21');
  await page.getByLabel('Nome utente').fill('vetrina');
  await typeIntoDateField(page, 'Scadenza', romeDateIn(10).typed);
  await page.getByRole('button', { name: 'Genera password' }).click();
  await page.getByLabel('Lunghezza').fill('24');
  await page.getByLabel('Simboli').uncheck();
  await page.getByRole('button', { name: 'Genera', exact: true }).click();
  const field = page.getByLabel('Password', { exact: true });
  await expect(field).toHaveAttribute('type', 'text');
  const secret = await field.inputValue();
  expect(secret).toMatch(/^[A-Za-z0-9]{24}$/);
  expect(secret).toMatch(/[A-Z]/);
  expect(secret).toMatch(/[a-z]/);
  expect(secret).toMatch(/\d/);
  await page.getByRole('button', { name: 'Nascondi password' }).click();
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Crea credenziale' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/detail/${project.id}/portachiavi$`));
  await expect(page.getByRole('tab', { name: /^Portachiavi/ })).toHaveText('Portachiavi (1)');
  const grid = page.getByRole('grid', { name: `Credenziali di ${project.name}` });
  const row = grid.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('In scadenza');
  await expect(row).not.toContainText(secret);
  await row.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const shown = page.getByTestId('keyholder-secret');
  await expect(shown).toHaveText(MASK);
  await page.getByRole('button', { name: 'Mostra', exact: true }).click();
  await expect(shown).toHaveText(secret);
  await page.clock.runFor(30_000);
  await expect(shown).toHaveText(MASK);

  await page.getByRole('button', { name: 'Copia', exact: true }).click();
  await expect(page.getByText(COPIED)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(shown).toHaveText(MASK);
  await page.clock.runFor(30_000);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('');

  const log = page.getByRole('grid', { name: 'Registro accessi' });
  await expect(log.getByRole('row').filter({ hasText: 'Copiata' })).toContainText('Luca Esposito');
  await expect(log.getByRole('row').filter({ hasText: 'Mostrata' })).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await page.getByRole('tab', { name: 'Attività' }).click();
  await expect(page.getByText('ha creato la credenziale')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(secret);
});

test('an outside technician without reveal_keyholders sees the credential of a project of theirs, but no «Mostra» nor «Copia»', async ({
  page,
  request,
}) => {
  const admin = await Api.as(request, users.admin);
  const external = await ownId(await Api.as(request, users.external));
  const client = await createClient(admin);
  const project = await createTeamProject(admin, { client_id: client.id, member_ids: [external] });
  const credential = await createKeyholder(admin, {
    title: `Allarme magazzino ${unique()}`,
    kind: 'allarme',
    project_id: project.id,
    secret: 'codice-finto-2468',
  });
  await signInToDashboard(page, users.external);

  await page.goto(`/projects/detail/${project.id}/portachiavi`);
  const grid = page.getByRole('grid', { name: `Credenziali di ${project.name}` });
  await expect(grid.getByRole('link', { name: credential.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuova credenziale' })).toHaveCount(0);
  await grid.getByRole('link', { name: credential.title }).click();

  await expect(page.getByRole('heading', { level: 1, name: credential.title })).toBeVisible();
  await expect(page.getByTestId('keyholder-secret')).toHaveText(MASK);
  await expect(page.getByText('Non hai il permesso di vedere le password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostra' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copia' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
});

test('the credentials list exports what it shows without the password, and the two registers of /keyholders keep their filters apart', async ({
  page,
  request,
}) => {
  const admin = await Api.as(request, users.admin);
  const secret = `non-esportare-${unique()}`;
  const credential = await createKeyholder(admin, {
    title: `Wi-Fi sala riunioni ${unique()}`,
    kind: 'wifi',
    secret,
    notes: `nota ${secret}`,
  });
  await signInToDashboard(page, users.admin);

  await page.goto(`/keyholders?kind=wifi&q=${encodeURIComponent(credential.title)}`);
  await expect(page.getByRole('tab', { name: 'Credenziali' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('grid', { name: 'Elenco credenziali' }).getByRole('link', { name: credential.title }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Esporta' }).click();
  const file = await downloadFrom(page.getByRole('menuitem', { name: /CSV/ }));
  expect(file.name).toMatch(/^credenziali-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.bytes.toString('utf8')).toContain(credential.title);
  expect(file.bytes.toString('utf8')).not.toContain(secret);
  await page.getByRole('tab', { name: 'Chiavi e badge' }).click();
  await expect(page).toHaveURL(/\/keyholders\?tab=chiavi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chiavi e badge' })).toBeVisible();
  await page.getByRole('tab', { name: 'Credenziali' }).click();
  await expect(page).toHaveURL(/\/keyholders$/);
  await expect(page.getByLabel('Cerca')).toHaveValue('');
});

test('an edit keeps the stored password when the field is left empty; «Carica note» opens the notes for editing and is logged', async ({
  page,
  request,
}) => {
  const admin = await Api.as(request, users.admin);
  const secret = `resta-uguale-${unique()}`;
  const credential = await createKeyholder(admin, {
    title: `Database gestionale ${unique()}`,
    kind: 'database',
    secret,
    notes: 'Utente di sola lettura: report',
  });
  await signInToDashboard(page, users.admin);

  await page.goto(`/keyholders/${credential.id}/edit`);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByText('Lascia vuota per non cambiarla')).toBeVisible();
  await expect(page.getByText('Note cifrate: inserisci nuovo testo per sostituirle')).toBeVisible();
  await page.getByRole('button', { name: 'Carica note' }).click();
  const notes = page.getByLabel('Note', { exact: true });
  await expect(notes).toHaveValue('Utente di sola lettura: report');
  await notes.fill('Utente di sola lettura: report e cruscotto');
  await page.getByLabel('Nome utente').fill('report');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();

  await expect(page).toHaveURL(new RegExp(`/keyholders/${credential.id}/detail$`));
  await page.getByRole('button', { name: 'Mostra', exact: true }).click();
  await expect(page.getByTestId('keyholder-secret')).toHaveText(secret);
  await expect(page.getByText('Utente di sola lettura: report e cruscotto')).toBeVisible();
  const log = page.getByRole('grid', { name: 'Registro accessi' });
  await expect(log.getByRole('row').filter({ hasText: 'Aperta in modifica' })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'Mostrata' })).toHaveCount(1);
});
