import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { createTodo } from './support/records.ts';
import { at, calendarsOf, createSchedule, dayFirst, eventIn, pickerValue } from './support/schedules.ts';
import { openPalette, searchWord } from './support/search.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * A search hit opens its record: an event opens the calendar's week with its dialog (`evento` in the
 * URL until the dialog closes), a to-do its page. Each test names its records with a word of its own
 * (letters only: one searchable word); events in 2033 (a later year on a retry: `at`).
 */
const word = searchWord;

test('Ctrl+K, an event’s title, Enter: its week opens with its dialog; closing it leaves the URL', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const [calendar] = await calendarsOf(api);
  const title = `Sopralluogo ${word()}`;
  const event = await createSchedule(api, {
    calendar_id: calendar!.id,
    title,
    start: at('2033-03-09T10:00'),
    end: at('2033-03-09T11:00'),
  });
  await signInToDashboard(page, users.admin);

  const input = await openPalette(page);
  await input.fill(title);
  const option = page
    .getByRole('group', { name: 'Appuntamenti' })
    .getByRole('option', { name: new RegExp(title) });
  await expect(option).toBeVisible();
  await input.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');

  await expect(page).toHaveURL(`/schedules?date=${at('2033-03-09')}&view=settimana&evento=${event.id}`);
  const dialog = page.getByRole('dialog', { name: 'Modifica appuntamento' });
  await expect(dialog.getByLabel('Titolo *')).toHaveValue(title);
  await expect(pickerValue(dialog, 'Inizio')).toHaveValue(dayFirst(at('2033-03-09')));

  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/schedules?date=${at('2033-03-09')}&view=settimana`);
  // The close replaced the entry: Back goes to the dashboard, not to the event again.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: 'Modifica appuntamento' })).toHaveCount(0);
});

test('a reminder’s link to a series opens the occurrence of its day; an unknown event says so', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.admin);
  const [calendar] = await calendarsOf(api);
  const title = `Corso ${word()}`;
  const series = await createSchedule(api, {
    calendar_id: calendar!.id,
    title,
    start: at('2033-05-03T09:00'),
    end: at('2033-05-03T10:00'),
    rrule: 'FREQ=WEEKLY;COUNT=3',
  });
  await signInToDashboard(page, users.admin);

  await page.goto(`/schedules?date=${at('2033-05-17')}&view=settimana&evento=${series.id}`);
  const dialog = page.getByRole('dialog', { name: 'Modifica appuntamento' });
  await expect(pickerValue(dialog, 'Inizio')).toHaveValue(dayFirst(at('2033-05-17')));
  await expect(dialog).toContainText('Fa parte di una serie: ogni settimana il martedì, 3 volte');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(`/schedules?date=${at('2033-05-17')}&view=settimana`);

  await page.goto(`/schedules?date=${at('2033-05-17')}&view=settimana&evento=999999999`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'L’appuntamento non esiste più o non hai accesso.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/schedules?date=${at('2033-05-17')}&view=settimana`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The calendar is still there to use: the event of that week, a click away.
  await eventIn(page, title).first().click();
  await expect(dialog.getByLabel('Titolo *')).toHaveValue(title);
});

test('/search: a to-do’s hit opens its page', async ({ page, request }) => {
  const api = await Api.as(request, users.admin);
  const title = `Verifica ${word()}`;
  const todo = await createTodo(api, { title });
  await signInToDashboard(page, users.admin);

  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 2, name: /^To-do/ })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/todos/${todo.id}/detail$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
});
