import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { romeDateIn } from './support/detail.ts';
import { users } from './support/env.ts';
import { pick, typeIntoDateField } from './support/fields.ts';
import { checkOutKey, colleague, createKey } from './support/keys.ts';
import { createClient, createPerson, createProject, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

test('a copy checked out to a colleague and back in from the key page: copies table, state and custody history', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const client = await createClient(api);
  const key = await createKey(api, { client_id: client.id, site: 'Sede di Via Roma 1 — porta carraia' });
  const technician = await colleague(api, users.technician.email);
  const due = romeDateIn(7);
  const today = romeDateIn(0);
  await signInToDashboard(page, users.admin);

  await page.goto(`/keyholders/keys/${key.id}/detail`);
  await expect(page.getByRole('heading', { level: 1, name: key.label })).toBeVisible();
  const copies = page.getByRole('table', { name: `Copie di ${key.label}` });
  await expect(copies.getByRole('row')).toHaveCount(3);
  await expect(copies.getByRole('row', { name: /n\. 1/ })).toContainText('Disponibile in ufficio');
  await expect(page.getByText('Nessuna consegna registrata per questa chiave.')).toBeVisible();

  await page.getByRole('button', { name: 'Consegna la copia n. 1' }).click();
  const checkout = page.getByRole('dialog', { name: `Consegna di «${key.label}»` });
  await expect(checkout.getByRole('radio', { name: 'Collega' })).toBeChecked();
  await pick(page, 'Collega *', technician.name);
  await typeIntoDateField(page, 'Restituzione prevista', due.typed);
  await checkout.getByLabel('Nota').fill('Per il sopralluogo');
  await checkout.getByRole('button', { name: 'Consegna', exact: true }).click();
  await expect(checkout).toBeHidden();

  const first = copies.getByRole('row', { name: /n\. 1/ });
  await expect(first).toContainText(`In consegna a ${technician.name}`);
  await expect(first).toContainText(dayFirst(today.iso));
  await expect(first).toContainText(dayFirst(due.iso));
  await expect(page.getByText('In consegna', { exact: true })).toBeVisible();
  const history = page.getByRole('table', { name: 'Storico consegne' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(technician.name);
  await expect(history.getByRole('row').nth(1)).toContainText('Non ancora restituita');
  await expect(history.getByRole('row').nth(1)).toContainText('Per il sopralluogo');

  await page.getByRole('button', { name: 'Restituisci la copia n. 1' }).click();
  const checkin = page.getByRole('dialog', { name: /Restituzione della copia n\. 1/ });
  await expect(checkin).toContainText(`Consegnata a ${technician.name} il ${dayFirst(today.iso)}`);
  await checkin.getByRole('button', { name: 'Restituisci' }).click();
  await expect(checkin).toBeHidden();
  await expect(first).toContainText('Disponibile in ufficio');
  await expect(page.getByText('Disponibile', { exact: true })).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(`${dayFirst(today.iso)} da`);
  await expect(history.getByRole('row').nth(1)).not.toContainText('Non ancora restituita');
});

test('a copy handed out meanwhile: the check-out is refused in Italian in the dialog', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const key = await createKey(api, { copies: 1 });
  const technician = await colleague(api, users.technician.email);
  const sales = await colleague(api, users.sales.email);
  await signInToDashboard(page, users.admin);

  await page.goto(`/keyholders/keys/${key.id}/detail`);
  await page.getByRole('button', { name: 'Consegna la copia n. 1' }).click();
  const checkout = page.getByRole('dialog', { name: `Consegna di «${key.label}»` });
  await pick(page, 'Collega *', technician.name);
  await checkOutKey(api, key.id, { copy_no: 1, holder_user_id: sales.id });
  await checkout.getByRole('button', { name: 'Consegna', exact: true }).click();
  await expect(checkout.getByRole('alert')).toContainText(`La copia 1 è già in consegna a ${sales.name}`);
});

test('a copy handed to a person of the key’s client, chosen among that client’s people', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const client = await createClient(api);
  const surname = `Custode${unique()}`;
  await createPerson(api, { first_name: 'Giulia', last_name: surname, client_id: client.id });
  const key = await createKey(api, { client_id: client.id, copies: 1 });
  await signInToDashboard(page, users.admin);

  await page.goto(`/keyholders/keys/${key.id}/detail`);
  await page.getByRole('button', { name: 'Consegna la copia n. 1' }).click();
  const checkout = page.getByRole('dialog', { name: `Consegna di «${key.label}»` });
  await checkout.getByRole('button', { name: 'Consegna', exact: true }).click();
  await expect(checkout.getByText('Scegli a chi consegni la chiave')).toBeVisible();
  await checkout.getByRole('radio', { name: 'Persona del cliente' }).check();
  const person = checkout.getByRole('combobox', { name: `Persona di ${client.business_name} *` });
  await person.click();
  // The key's client's people are offered before anything is typed.
  await page.getByRole('option', { name: `Giulia ${surname}` }).click();
  await checkout.getByRole('button', { name: 'Consegna', exact: true }).click();
  await expect(checkout).toBeHidden();
  const copy = page.getByRole('table', { name: `Copie di ${key.label}` }).getByRole('row', { name: /n\. 1/ });
  await expect(copy).toContainText(`In consegna a Giulia ${surname}`);
});

test('the copies of a key cannot drop below a copy that is out: the server’s message under the field', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const key = await createKey(api, { copies: 3 });
  const technician = await colleague(api, users.technician.email);
  await checkOutKey(api, key.id, { copy_no: 3, holder_user_id: technician.id });
  await signInToDashboard(page, users.admin);

  await page.goto(`/keyholders/keys/${key.id}/edit`);
  await page.getByLabel('Numero di copie *').fill('2');
  await page.getByLabel('Codice *').fill(` ${key.code.toLowerCase()}`);
  await expect(page.getByLabel('Codice *')).toHaveValue(` ${key.code}`);
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('La copia 3 è in consegna: registra prima la restituzione')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/keyholders/keys/${key.id}/edit$`));
  await page.getByLabel('Numero di copie *').fill('4');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page).toHaveURL(new RegExp(`/keyholders/keys/${key.id}/detail$`));
  await expect(page.getByRole('table', { name: `Copie di ${key.label}` }).getByRole('row')).toHaveCount(5);
});

test('an overdue return is highlighted and listed in "Restituzioni in ritardo", the filters keep the tab', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const key = await createKey(api);
  const technician = await colleague(api, users.technician.email);
  const due = romeDateIn(-3);
  await checkOutKey(api, key.id, {
    copy_no: 2,
    holder_user_id: technician.id,
    out_on: romeDateIn(-10).iso,
    due_on: due.iso,
  });
  await signInToDashboard(page, users.admin);

  await page.goto('/keyholders?tab=chiavi');
  const late = page.getByRole('region', { name: 'Restituzioni in ritardo' });
  const row = late.getByRole('row').filter({ hasText: key.label });
  await expect(row).toContainText('n. 2');
  await expect(row).toContainText(technician.name);
  await expect(row).toContainText(dayFirst(due.iso));
  await expect(row).toContainText('In ritardo di 3 giorni');

  await pick(page, 'Stato', 'Restituzione in ritardo');
  await expect(page).toHaveURL(/[?&]state=in_ritardo/);
  await expect(page).toHaveURL(/[?&]tab=chiavi/);
  await page.getByLabel('Cerca').fill(key.code);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(/[?&]tab=chiavi/);
  const grid = page.getByRole('grid', { name: 'Elenco chiavi e badge' });
  const keyRow = grid.getByRole('row').filter({ hasText: key.label });
  await expect(keyRow).toContainText('Restituzione in ritardo');
  await expect(keyRow).toContainText('1 su 2 in consegna');
  await expect(keyRow).toContainText(technician.name);

  await row.getByRole('link', { name: key.label }).click();
  await expect(page).toHaveURL(new RegExp(`/keyholders/keys/${key.id}/detail$`));
  const copy = page.getByRole('table', { name: `Copie di ${key.label}` }).getByRole('row', { name: /n\. 2/ });
  await expect(copy).toHaveAttribute('data-late', 'true');
  await expect(copy).toContainText('In ritardo di 3 giorni');
});

test('the label page shows the code and a QR code of the key page, and prints only the label', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await Api.as(request, users.admin);
  const client = await createClient(api);
  const key = await createKey(api, { client_id: client.id, site: 'Magazzino — ingresso retro' });
  await signInToDashboard(page, users.admin);

  await page.goto(`/keyholders/keys/${key.id}/detail`);
  await page.getByRole('link', { name: 'Stampa etichetta' }).click();
  await expect(page).toHaveURL(new RegExp(`/keyholders/keys/${key.id}/label$`));
  const label = page.getByTestId('key-label');
  await expect(label).toContainText(key.code);
  await expect(label).toContainText(key.label);
  await expect(label).toContainText(client.business_name);
  const qr = label.getByRole('img', { name: `Codice QR della chiave ${key.code}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  // The URL of the key page (about 50 characters here) takes a version 3 or 4 symbol.
  expect(['29', '33']).toContain(await qr.getAttribute('data-modules'));
  await expect(page.getByText(`${baseURL}/keyholders/keys/${key.id}/detail`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stampa' })).toBeEnabled();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stampa' })).toBeHidden();
  await expect(page.locator('.key-label-print')).toBeVisible();
  await expect(page.locator('.key-label-print svg path')).toHaveCount(1);

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Torna alla chiave' }).click();
  await expect(page).toHaveURL(new RegExp(`/keyholders/keys/${key.id}/detail$`));
});

test('a key added from a project’s Portachiavi tab gets the project and its client, and is listed there', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const client = await createClient(api);
  const project = await createProject(api, { client_id: client.id });
  const label = `Badge cantiere ${unique()}`;
  await signInToDashboard(page, users.admin);

  await page.goto(`/projects/detail/${project.id}/portachiavi`);
  await expect(page.getByText('Nessuna chiave o badge per questo progetto')).toBeVisible();
  await page.getByRole('link', { name: 'Nuova chiave' }).click();
  await expect(page).toHaveURL(/\/keyholders\/keys\/add\?/);
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(client.business_name);
  await page.getByLabel('Nome *').fill(label);
  await page.getByLabel('Codice *').fill(`b-${unique()}`);
  await pick(page, 'Tipo', 'Badge');
  await page.getByRole('button', { name: 'Crea chiave' }).click();
  await expect(page).toHaveURL(/\/keyholders\/keys\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByRole('link', { name: project.name, exact: false })).toBeVisible();

  await page.goto(`/projects/detail/${project.id}/portachiavi`);
  const grid = page.getByRole('grid', { name: 'Chiavi e badge di questo progetto' });
  const row = grid.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Badge');
  await expect(row).toContainText('1 disponibile');
  await expect(row).toContainText('Disponibile');
});
