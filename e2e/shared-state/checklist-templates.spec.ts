import { expect, type Page, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { createChecklistTemplate, createTodo, unique } from '../support/records.ts';
import { signInToDashboard } from '../support/session.ts';

// Checklist templates are one list for everybody and one test here reads it empty: this file runs one
// test at a time (see the config), and no test elsewhere makes a template.
// A technician throughout: templates need manage_todos or manage_projects, not the settings permission.

const templateList = (page: Page) =>
  page.getByRole('list', { name: 'Modelli di checklist' }).getByRole('listitem');

test('the menu leads to the checklist templates; each removal asks first, and the last leaves the empty state', async ({
  page,
  request,
}) => {
  // Exactly three templates, this test's own.
  const api = await Api.as(request, users.technician);
  const { data: before } = await api.get<{ data: { id: number }[] }>('/checklist-templates');
  for (const template of before) await api.delete(`/checklist-templates/${template.id}`);
  const stamp = unique();
  const names = [`Avvio progetto ${stamp}`, `Chiusura mese ${stamp}`, `Rilascio in produzione ${stamp}`];
  await createChecklistTemplate(api, names[0] as string, ['Kick-off', 'Accessi', 'Repository', 'Piano']);
  await createChecklistTemplate(api, names[1] as string, ['Ore', 'Fatture']);
  await createChecklistTemplate(api, names[2] as string, ['Backup', 'Rilascio', 'Verifica']);
  await signInToDashboard(page, users.technician);

  await page.getByRole('link', { name: 'Modelli di checklist', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modelli di checklist' })).toBeVisible();
  await expect(templateList(page).filter({ hasText: names[0] })).toContainText('4 voci');
  for (const name of names) {
    await page.getByRole('button', { name: `Elimina «${name}»` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare il modello?' });
    await expect(confirm).toContainText(`«${name}» non sarà più proposto.`);
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(confirm).toBeHidden();
    await expect(templateList(page).filter({ hasText: name })).toHaveCount(0);
  }
  // The empty state says what to do, and offers it.
  await expect(page.getByText('Nessun modello di checklist')).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo modello' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuovo modello di checklist' })).toBeVisible();
});

test('a new template: Enter adds the next item, one is moved up with its button; the list shows its count and order', async ({
  page,
}) => {
  const templateName = `Consegna sito ${unique()}`;
  await signInToDashboard(page, users.technician);
  await page.goto('/settings/checklists');
  await expect(page.getByRole('heading', { level: 1, name: 'Modelli di checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo modello' }).click();

  const dialog = page.getByRole('dialog', { name: 'Nuovo modello di checklist' });
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(templateName);
  await dialog.getByRole('textbox', { name: 'Voce 1' }).fill('Backup del sito');
  await dialog.getByRole('textbox', { name: 'Voce 1' }).press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Voce 2' })).toBeFocused();
  await page.keyboard.type('Collaudo');
  await dialog.getByRole('button', { name: 'Aggiungi voce' }).click();
  await dialog.getByRole('textbox', { name: 'Voce 3' }).fill('Verbale di consegna');
  await dialog.getByRole('button', { name: 'Sposta su «Verbale di consegna»' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Voce 2' })).toHaveValue('Verbale di consegna');
  await dialog.getByRole('button', { name: 'Crea modello' }).click();
  await expect(dialog).toBeHidden();
  const saved = templateList(page).filter({ hasText: templateName });
  await expect(saved).toContainText('3 voci');
  await expect(saved).toContainText('Backup del sito · Verbale di consegna · Collaudo');
});

test('a to-do takes a template’s items with "Da modello", in order, unticked', async ({ page, request }) => {
  const api = await Api.as(request, users.technician);
  const stamp = unique();
  const template = await createChecklistTemplate(api, `Consegna sito ${stamp}`, [
    'Backup del sito',
    'Verbale di consegna',
    'Collaudo',
  ]);
  const todo = await createTodo(api, { title: `Pubblicare il sito ${stamp}` });
  await signInToDashboard(page, users.technician);

  await page.goto(`/todos/${todo.id}/detail`);
  await expect(page.getByRole('heading', { level: 1, name: todo.title })).toBeVisible();
  await page.getByRole('button', { name: 'Da modello' }).click();
  await page.getByRole('menuitem', { name: new RegExp(template.name) }).click();
  const items = page.getByRole('list', { name: 'Voci della checklist' }).getByRole('checkbox');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAccessibleName('Backup del sito');
  await expect(items.nth(1)).toHaveAccessibleName('Verbale di consegna');
  await expect(items.nth(2)).toHaveAccessibleName('Collaudo');
  await expect(page.getByText('0 di 3 completate')).toBeVisible();
});
