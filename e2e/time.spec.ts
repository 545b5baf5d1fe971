import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { registerTime, typeIntoDateField } from './support/fields.ts';
import { addChecklistItem, createTodo, recordTime, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';
import { openQuickCreate } from './support/todo.ts';

/** "22/11/2026 10:00" as the pickers want it typed, `days` from today (the browser's Rome time). */
function dueIn(days: number): { typed: string; date: Date } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 0, 0, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return { typed: `${two(date.getDate())}${two(date.getMonth() + 1)}${date.getFullYear()}`, date };
}

// The running timer is the signed-in user's one: its journey is in shared-state/timer.spec.ts.

test('quick-create from the navbar "+": a project, then a to-do on its page and on the to-do’s page come with the project chosen', async ({
  page,
}) => {
  const stamp = unique();
  const code = `E2E-${stamp}`;
  const projectName = `Progetto E2E ${stamp}`;
  const todoTitle = `Preparare il preventivo ${stamp}`;
  await signInToDashboard(page, users.admin);

  // exact: the dashboard links «Progetti oltre l’80% del budget» too
  await page.getByRole('link', { name: 'Progetti', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible();
  await openQuickCreate(page, 'Nuovo progetto');
  const projectDialog = page.getByRole('dialog', { name: 'Nuovo progetto' });
  await projectDialog.getByRole('textbox', { name: /^Nome/ }).fill(projectName);
  await projectDialog.getByRole('textbox', { name: /^Codice/ }).fill(code);
  await projectDialog.getByRole('button', { name: 'Crea progetto' }).click();
  await expect(page).toHaveURL(/\/projects\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();

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

  // On the to-do page, "+" → Nuovo to-do comes with the to-do's project too.
  await openQuickCreate(page, 'Nuovo to-do');
  await expect(todoDialog.getByRole('combobox', { name: 'Progetto' })).toHaveValue(
    `${code} · ${projectName}`,
  );
  await page.keyboard.press('Escape');
  await expect(todoDialog).toBeHidden();
});

test('deleting a to-do with time recorded archives it; its page says so and Ripristina brings it back', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const todo = await createTodo(api, { title: `Da archiviare E2E ${unique()}` });
  await recordTime(api, { todo_id: todo.id, minutes: 30 });
  await signInToDashboard(page, users.admin);

  await page.goto(`/todos/${todo.id}/detail`);
  await page.getByRole('button', { name: 'Elimina', exact: true }).click();
  await page.getByRole('dialog', { name: 'Eliminare?' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Il to-do ha tempi registrati: è stato archiviato')).toBeVisible();
  await expect(page.getByText('Archiviato', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avvia timer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ripristina', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Completa', exact: true })).toBeVisible();
  await expect(page.getByText('Archiviato', { exact: true })).toHaveCount(0);
});

test('a to-do repeating every week on Monday and Thursday: the form sums it up in Italian, the page shows occurrence 1', async ({
  page,
}) => {
  const title = `Backup settimanale ${unique()}`;
  await signInToDashboard(page, users.admin);

  await page.goto('/todos/add');
  await page.getByRole('textbox', { name: /^Titolo/ }).fill(title);
  await typeIntoDateField(page, 'Scadenza', dueIn(2).typed);
  await typeIntoDateField(page, 'Ora', '1000');
  await page.getByRole('combobox', { name: 'Ripeti' }).click();
  await page.getByRole('option', { name: 'Settimanale' }).click();
  await page.getByRole('button', { name: 'Lun' }).click();
  await page.getByRole('button', { name: 'Gio' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogni settimana il lunedì e il giovedì' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Crea to-do' }).click();
  await expect(page).toHaveURL(/\/todos\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Ogni settimana il lunedì e il giovedì')).toBeVisible();
  await expect(page.getByText('Occorrenza n. 1')).toBeVisible();
});

test('a checklist item added and ticked on a to-do: the page says who ticked it and when', async ({
  page,
  request,
}) => {
  const todo = await createTodo(await Api.as(request, users.admin), { title: `Checklist E2E ${unique()}` });
  await signInToDashboard(page, users.admin);

  await page.goto(`/todos/${todo.id}/detail`);
  await page.getByRole('textbox', { name: 'Nuova voce' }).fill('Verificare il log del backup');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  const item = page.getByRole('checkbox', { name: 'Verificare il log del backup' });
  await expect(item).not.toBeChecked();
  // The tick shows once the optimistic update lands (after the list's pending read is cancelled),
  // not within the click: Playwright's check() failed "did not change its state" on a loaded VM.
  await item.click();
  await expect(item).toBeChecked();
  await expect(page.getByText(/Spuntata da .+ il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByText('1 di 1 completate')).toBeVisible();
});

test('completing a weekly to-do creates the next occurrence, which opens with its checklist unticked', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const title = `Backup settimanale ${unique()}`;
  const todo = await createTodo(api, {
    title,
    due_at: dueIn(2).date.toISOString(),
    recurrence: { type_repeat: 'weekly', weekdays: [1, 4] },
  });
  await addChecklistItem(api, todo.id, 'Verificare il log del backup', true);
  await signInToDashboard(page, users.admin);

  await page.goto(`/todos/${todo.id}/detail`);
  await expect(page.getByRole('checkbox', { name: 'Verificare il log del backup' })).toBeChecked();
  await page.getByRole('button', { name: 'Completa' }).click();
  const created = page.getByRole('alert').filter({ hasText: 'Prossima occorrenza creata' });
  await expect(created).toBeVisible();
  await created.getByRole('link', { name: 'Apri' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Occorrenza n. 2')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Verificare il log del backup' })).not.toBeChecked();
});

test('a time entry on a to-do edited to a new duration: the list and the total follow', async ({
  page,
  request,
}) => {
  const todo = await createTodo(await Api.as(request, users.technician), {
    title: `Pubblicare il sito ${unique()}`,
  });
  await signInToDashboard(page, users.technician);

  await page.goto(`/todos/${todo.id}/detail`);
  await expect(page.getByRole('heading', { level: 1, name: todo.title })).toBeVisible();
  await registerTime(page, '1:00');
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
