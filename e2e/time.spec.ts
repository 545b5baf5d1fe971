import { expect, type Page, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signInToDashboard } from './support/session.ts';

/** "22/11/2026 10:00" as the pickers want it typed, `days` from today (the browser's Rome time). */
function dueIn(days: number): { typed: string; date: Date } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 0, 0, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return { typed: `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}1000`, date };
}

/** Types a date and time into a MUI X picker field (day, month, year, hours, minutes sections). */
async function typeDateTime(page: Page, label: string, digits: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

async function openQuickCreate(page: Page, item: 'Nuovo to-do' | 'Nuovo progetto') {
  await page.getByRole('button', { name: 'Crea nuovo' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('quick-create a to-do on a project, time it across a reload, find the time in the project and the timesheet', async ({
  page,
}) => {
  // Six pages, the Data Grid chunk, a dialog form and a reload: more than the default budget.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const code = `E2E-${stamp}`;
  const projectName = `Progetto E2E ${stamp}`;
  const todoTitle = `Preparare il preventivo ${stamp}`;
  await signInToDashboard(page, users.admin);

  // A project from the navbar "+", so the journey does not depend on the demo data.
  await page.getByRole('link', { name: 'Progetti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible();
  await openQuickCreate(page, 'Nuovo progetto');
  const projectDialog = page.getByRole('dialog', { name: 'Nuovo progetto' });
  await projectDialog.getByRole('textbox', { name: /^Nome/ }).fill(projectName);
  await projectDialog.getByRole('textbox', { name: /^Codice/ }).fill(code);
  await projectDialog.getByRole('button', { name: 'Crea progetto' }).click();
  await expect(page).toHaveURL(/\/projects\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  const projectUrl = new URL(page.url()).pathname;

  // On the project page, "+" → Nuovo to-do comes with the project already chosen.
  await openQuickCreate(page, 'Nuovo to-do');
  const todoDialog = page.getByRole('dialog', { name: 'Nuovo to-do' });
  await expect(todoDialog.getByRole('combobox', { name: 'Progetto' })).toHaveValue(
    `${code} · ${projectName}`,
  );
  await todoDialog.getByRole('textbox', { name: /^Titolo/ }).fill(todoTitle);
  await todoDialog.getByRole('button', { name: 'Crea to-do' }).click();
  await expect(page).toHaveURL(/\/todos\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: todoTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: `${code} · ${projectName}` })).toBeVisible();
  const todoUrl = new URL(page.url()).pathname;

  // On the to-do page, "+" → Nuovo to-do comes with the to-do's project too.
  await openQuickCreate(page, 'Nuovo to-do');
  await expect(todoDialog.getByRole('combobox', { name: 'Progetto' })).toHaveValue(
    `${code} · ${projectName}`,
  );
  await page.keyboard.press('Escape');
  await expect(todoDialog).toBeHidden();

  // Start its timer: the navbar shows it running, and still does after a reload.
  await page.getByRole('button', { name: 'Avvia timer' }).click();
  const navbarTimer = page.getByTestId('navbar-timer');
  await expect(navbarTimer).toBeVisible();
  await expect(navbarTimer).toContainText(todoTitle);
  await expect(navbarTimer).toContainText(/\d+:\d{2}:\d{2}/);
  await page.reload();
  await expect(navbarTimer).toBeVisible();
  await expect(navbarTimer).toContainText(todoTitle);

  // Stop it from the navbar on another page: the widget goes away.
  await page.goto('/dashboard');
  await navbarTimer.click();
  await page.getByRole('button', { name: 'Ferma timer' }).click();
  await expect(navbarTimer).toHaveCount(0);

  // The entry is in the project's Tempi tab…
  await page.goto(projectUrl);
  await page.getByRole('tab', { name: 'Tempi' }).click();
  await expect(page).toHaveURL(/\/tempi$/);
  const entries = page.getByRole('grid', { name: 'Tempi registrati' });
  await expect(entries.getByRole('row').filter({ hasText: todoTitle })).toHaveCount(1);
  await expect(page.getByTestId('timings-total')).toContainText('Totale 0:01');

  // …and in this week's timesheet, on the project's row and in the week's entries.
  await page.getByRole('link', { name: 'Tempi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Foglio ore' })).toBeVisible();
  const sheet = page.getByRole('table', { name: /^Foglio ore/ });
  const row = sheet.getByRole('row').filter({ hasText: `${code} · ${projectName}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('0:01');
  const weekEntries = page.getByRole('grid', { name: 'Tempi registrati' });
  await expect(weekEntries.getByRole('row').filter({ hasText: todoTitle })).toContainText(code);

  // Deleting the timed to-do archives it; its page says so and Ripristina brings it back.
  await page.goto(todoUrl);
  await page.getByRole('button', { name: 'Elimina', exact: true }).click();
  await page.getByRole('dialog', { name: 'Eliminare?' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Il to-do ha tempi registrati: è stato archiviato')).toBeVisible();
  await expect(page.getByText('Archiviato', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avvia timer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Completa', exact: true })).toBeVisible();
  await expect(page.getByText('Archiviato', { exact: true })).toHaveCount(0);
});

test('complete a weekly recurring to-do, open the next occurrence, tick a checklist item', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Backup settimanale ${Date.now()}`;
  await signInToDashboard(page, users.admin);

  // A to-do repeating every week on Monday and Thursday, with its Italian summary.
  await page.goto('/todos/add');
  await page.getByRole('textbox', { name: /^Titolo/ }).fill(title);
  await typeDateTime(page, 'Scadenza', dueIn(2).typed);
  await page.getByRole('combobox', { name: 'Ripeti' }).click();
  await page.getByRole('option', { name: 'Settimanale' }).click();
  await page.getByRole('button', { name: 'Lun' }).click();
  await page.getByRole('button', { name: 'Gio' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogni settimana il lunedì e il giovedì' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Crea to-do' }).click();
  await expect(page).toHaveURL(/\/todos\/\d+\/detail$/);
  await expect(page.getByText('Ogni settimana il lunedì e il giovedì')).toBeVisible();
  await expect(page.getByText('Occorrenza n. 1')).toBeVisible();

  // A checklist item, ticked: the page says who ticked it and when.
  await page.getByRole('textbox', { name: 'Nuova voce' }).fill('Verificare il log del backup');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  const item = page.getByRole('checkbox', { name: 'Verificare il log del backup' });
  await expect(item).not.toBeChecked();
  await item.check();
  await expect(item).toBeChecked();
  await expect(page.getByText(/Spuntata da .+ il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByText('1 di 1 completate')).toBeVisible();

  // Completing it creates the next occurrence, which opens with its checklist unticked.
  await page.getByRole('button', { name: 'Completa' }).click();
  const created = page.getByRole('alert').filter({ hasText: 'Prossima occorrenza creata' });
  await expect(created).toBeVisible();
  await created.getByRole('link', { name: 'Apri' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Occorrenza n. 2')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Verificare il log del backup' })).not.toBeChecked();
});

test('a checklist template made in settings fills a to-do checklist; an entry is edited to a new duration', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const templateName = `Consegna sito ${stamp}`;
  const todoTitle = `Pubblicare il sito ${stamp}`;
  // A technician: templates need manage_todos or manage_projects, not the settings permission.
  await signInToDashboard(page, users.technician);

  // The menu leads to the templates: the demo's three. Removing them (each asks first) leaves the
  // empty state, which says what to do.
  await page.getByRole('link', { name: 'Modelli di checklist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modelli di checklist' })).toBeVisible();
  const listed = page.getByRole('list', { name: 'Modelli di checklist' }).getByRole('listitem');
  await expect(listed.filter({ hasText: 'Avvio progetto' })).toContainText('4 voci');
  for (const name of ['Avvio progetto', 'Chiusura mese', 'Rilascio in produzione']) {
    await page.getByRole('button', { name: `Elimina «${name}»` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare il modello?' });
    await expect(confirm).toContainText(`«${name}» non sarà più proposto.`);
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(confirm).toBeHidden();
    await expect(listed.filter({ hasText: name })).toHaveCount(0);
  }
  await expect(page.getByText('Nessun modello di checklist')).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo modello' }).click();

  // Name and three items (Enter adds the next row), the last one moved up with its button.
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
  const saved = page.getByRole('list', { name: 'Modelli di checklist' }).getByRole('listitem');
  await expect(saved.filter({ hasText: templateName })).toContainText('3 voci');
  await expect(saved.filter({ hasText: templateName })).toContainText(
    'Backup del sito · Verbale di consegna · Collaudo',
  );

  // A to-do takes the template's items, in order, unticked.
  await page.goto('/todos/add');
  await page.getByRole('textbox', { name: /^Titolo/ }).fill(todoTitle);
  await page.getByRole('button', { name: 'Crea to-do' }).click();
  await expect(page.getByRole('heading', { level: 1, name: todoTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Da modello' }).click();
  await page.getByRole('menuitem', { name: new RegExp(templateName) }).click();
  const items = page.getByRole('list', { name: 'Voci della checklist' }).getByRole('checkbox');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAccessibleName('Backup del sito');
  await expect(items.nth(1)).toHaveAccessibleName('Verbale di consegna');
  await expect(items.nth(2)).toHaveAccessibleName('Collaudo');
  await expect(page.getByText('0 di 3 completate')).toBeVisible();

  // An hour recorded on it, then edited to 2:15: the list and the total follow.
  await page.getByRole('button', { name: 'Registra tempo' }).first().click();
  const entry = page.getByRole('dialog', { name: 'Registra tempo' });
  await entry.getByLabel('Durata').fill('1:00');
  await entry.getByRole('button', { name: 'Registra' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByTestId('timings-total')).toContainText('Totale 1:00');
  await page.getByRole('button', { name: /^Modifica il tempo: 1:00 del / }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica tempo' });
  await expect(edit.getByLabel('Durata')).toHaveValue('1:00');
  await edit.getByLabel('Durata').fill('2:15');
  await edit.getByRole('button', { name: 'Salva' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('timings-total')).toContainText('Totale 2:15');
  const rows = page.getByRole('grid', { name: 'Tempi registrati' }).getByRole('row');
  await expect(rows.filter({ hasText: '2:15' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Modifica il tempo: 2:15 del / })).toBeVisible();
});
