import { expect, test } from '@playwright/test';
import { Api } from './support/api.ts';
import { users } from './support/env.ts';
import { createClient, unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/** Today in Europe/Rome, `YYYY-MM-DD`, and the days around it. */
const romeToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const compact = (day: string) => day.replaceAll('-', '');

async function firstCalendarId(api: Api): Promise<number> {
  const { data } = await api.get<{ data: { id: number }[] }>('/lookups/calendars');
  const first = data[0];
  if (!first) throw new Error('no calendar in the demo data');
  return first.id;
}

interface Occurrence {
  id: number;
  title: string;
  start: string;
  recurring: boolean;
}

/** A calendar file as another program exports it: one event, one weekly series of three. */
function icsFile(stamp: string, day: string) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//Officina//IT',
    'BEGIN:VEVENT',
    `UID:singolo-${stamp}@e2e.officina.it`,
    `DTSTAMP:${compact(day)}T080000Z`,
    `DTSTART;TZID=Europe/Rome:${compact(day)}T100000`,
    `DTEND;TZID=Europe/Rome:${compact(day)}T110000`,
    `SUMMARY:Sopralluogo importato ${stamp}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:serie-${stamp}@e2e.officina.it`,
    `DTSTAMP:${compact(day)}T080000Z`,
    `DTSTART;TZID=Europe/Rome:${compact(day)}T150000`,
    `DTEND;TZID=Europe/Rome:${compact(day)}T153000`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    `SUMMARY:Riunione settimanale importata ${stamp}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

test('an .ics file imported through the calendar’s dialog: a file above 2 MB refused before sending, then the report, the series expanded, a second import skipped', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.sales);
  const stamp = unique();
  const day = addDays(romeToday(), 2);
  await signInToDashboard(page, users.sales);
  await page.goto(`/schedules?date=${day}&view=settimana`);
  await page.getByRole('button', { name: 'Importa .ics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importa da file .ics' });
  await expect(dialog).toBeVisible();
  const input = dialog.locator('input[type="file"]');

  await input.setInputFiles({
    name: 'grande.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.alloc(2_100_000, 'A'),
  });
  await expect(
    dialog.getByText('Il file «grande.ics» è troppo grande (2,1 MB): al massimo 2 MB.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importa', exact: true })).toBeDisabled();

  const file = { name: 'agenda.ics', mimeType: 'text/calendar', buffer: icsFile(stamp, day) };
  await input.setInputFiles(file);
  await expect(dialog.getByText('File scelto: agenda.ics')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'appuntament' })).toHaveText(
    '2 appuntamenti importati',
  );

  const window = await api.get<{ data: Occurrence[] }>(`/schedules?from=${day}&to=${addDays(day, 20)}`);
  const mine = window.data.filter((occurrence) => occurrence.title.endsWith(stamp));
  expect(mine.filter((occurrence) => occurrence.title.startsWith('Sopralluogo'))).toHaveLength(1);
  const series = mine.filter((occurrence) => occurrence.title.startsWith('Riunione'));
  expect(series.map((occurrence) => occurrence.start)).toEqual([
    `${day}T15:00`,
    `${addDays(day, 7)}T15:00`,
    `${addDays(day, 14)}T15:00`,
  ]);
  expect(series.every((occurrence) => occurrence.recurring)).toBe(true);

  await dialog.getByRole('button', { name: 'Importa un altro file' }).click();
  await input.setInputFiles(file);
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'appuntament' })).toHaveText(
    '0 appuntamenti importati, 2 saltati',
  );
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
});

test('a client’s Agenda tab lists its event by day with its count, and the event opens the calendar at that day', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.sales);
  const client = await createClient(api);
  const day = addDays(romeToday(), 3);
  const title = `Incontro col cliente ${unique()}`;
  await api.post('/schedules', {
    calendar_id: await firstCalendarId(api),
    title,
    start: `${day}T10:00`,
    end: `${day}T11:30`,
    client_id: client.id,
  });
  await signInToDashboard(page, users.sales);

  await page.goto(`/crm/detail/${client.id}/agenda`);
  const tab = page.getByRole('tab', { name: /^Agenda/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveText('Agenda (1)');
  const agenda = page.getByRole('region', { name: `Agenda di ${client.business_name}` });
  const dayBlock = agenda.getByRole('region', { name: new RegExp(dayFirst(day)) });
  await expect(dayBlock.getByText('10:00–11:30')).toBeVisible();
  await expect(agenda.getByRole('link', { name: 'Nuovo appuntamento' })).toHaveAttribute(
    'href',
    `/schedules?date=${romeToday()}&view=settimana&new=1&client_id=${client.id}`,
  );
  await dayBlock.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/schedules?date=${day}&view=settimana`);
});

test('«Nuovo appuntamento» on a client’s Agenda tab opens the calendar’s new event with the client chosen, once', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.sales);
  const client = await createClient(api);
  await signInToDashboard(page, users.sales);
  await page.goto(`/crm/detail/${client.id}/agenda`);
  await page
    .getByRole('region', { name: `Agenda di ${client.business_name}` })
    .getByRole('link', { name: 'Nuovo appuntamento' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Nuovo appuntamento' });
  await expect(dialog.getByRole('combobox', { name: 'Cliente' })).toHaveValue(client.business_name);
  await expect(page).toHaveURL(`/schedules?date=${romeToday()}&view=settimana`);
  await dialog.getByLabel('Titolo *').fill(`Visita ${unique()}`);
  await dialog.getByRole('button', { name: 'Crea' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Nuovo appuntamento' })).toBeHidden();
});

test('Profile’s Calendario ICS: a new address replaces the old one, which then answers 404', async ({
  page,
  request,
  context,
}) => {
  const api = await Api.as(request, users.accounting);
  const old = await api.post<{ url: string }>('/schedules/feed');
  expect((await request.get(old.url)).status()).toBe(200);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInToDashboard(page, users.accounting);
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Calendario ICS' });
  await expect(section.getByText(/Hai un indirizzo creato il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await section.getByRole('button', { name: 'Genera un nuovo indirizzo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Generare un nuovo indirizzo?' });
  await expect(confirm).toContainText(
    'Il vecchio indirizzo smetterà di funzionare: i calendari che lo usano vanno aggiornati.',
  );
  await confirm.getByRole('button', { name: 'Genera un nuovo indirizzo' }).click();
  await expect(confirm).toBeHidden();

  const field = section.getByRole('textbox', { name: 'Indirizzo del calendario' });
  await expect(field).toHaveValue(/\/api\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  const fresh = await field.inputValue();
  expect(fresh).not.toBe(old.url);
  await section.getByRole('button', { name: 'Copia indirizzo' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fresh);

  expect((await request.get(old.url)).status()).toBe(404);
  const feed = await request.get(fresh);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
});

test('the dashboard’s Prossimi appuntamenti shows an event of today under Oggi and opens the calendar', async ({
  page,
  request,
}) => {
  const api = await Api.as(request, users.technician);
  const today = romeToday();
  const title = `Consegna in giornata ${unique()}`;
  await api.post('/schedules', {
    calendar_id: await firstCalendarId(api),
    title,
    all_day: true,
    start: today,
    end: today,
  });
  await signInToDashboard(page, users.technician);

  const widget = page.getByRole('region', { name: 'Prossimi appuntamenti' });
  const todayBlock = widget.getByRole('region', { name: `Oggi · ${dayFirst(today)}` });
  await expect(todayBlock.getByRole('link', { name: title })).toBeVisible();
  await expect(todayBlock.getByRole('listitem').filter({ hasText: title })).toContainText('Tutto il giorno');
  await widget.getByRole('link', { name: 'Apri il calendario' }).click();
  await expect(page).toHaveURL(/\/schedules$/);
});
