import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Api } from './api.ts';

/** The calendar's steps and the events a test makes through the API (days fixed by the URL's `?date=`). */

/**
 * Which run of a test this is (a retry, `--repeat-each`): each run works 52 weeks (364 days: the
 * same weekdays) after the previous one, so a run never meets what another left in its slots.
 */
export function attempt(): number {
  const info = test.info();
  return info.retry * 5 + info.repeatEachIndex;
}

/** A fixed day (or day and time) of the test, moved to this run's year: `at('2031-03-11T10:00')`. */
export function at(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 364 * attempt());
  return `${date.toISOString().slice(0, 10)}${value.slice(10)}`;
}

/** `2031-03-11` → `11/03/2031`, as the pickers show it. */
export const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export interface CalendarLookup {
  id: number;
  name: string;
}

export async function calendarsOf(api: Api): Promise<CalendarLookup[]> {
  const { data } = await api.get<{ data: CalendarLookup[] }>('/lookups/calendars');
  if (data.length < 2) throw new Error('the demo data has fewer than two calendars');
  return data;
}

export interface ScheduleRecord {
  id: number;
  title: string;
  start: string;
  end: string;
  rrule: string | null;
  updated_at: string;
}

export async function createSchedule(
  api: Api,
  fields: {
    calendar_id: number;
    title: string;
    start: string;
    end: string;
    all_day?: boolean;
    rrule?: string;
  },
): Promise<ScheduleRecord> {
  const { schedule } = await api.post<{ schedule: ScheduleRecord }>('/schedules', fields);
  return schedule;
}

export interface OccurrenceRecord {
  id: number;
  title: string;
  start: string;
  end: string;
  recurring: boolean;
}

/** The signed-in user's occurrences between two days whose title holds `text`. */
export async function occurrencesOf(api: Api, from: string, to: string, text: string) {
  const { data } = await api.get<{ data: OccurrenceRecord[] }>(`/schedules?from=${from}&to=${to}`);
  return data.filter((occurrence) => occurrence.title.includes(text));
}

/** Opens the calendar on a view and a day, waiting for the range's title. */
export async function openCalendar(
  page: Page,
  view: 'mese' | 'settimana' | 'giorno' | 'agenda',
  date: string,
) {
  await page.goto(`/schedules?view=${view}&date=${date}`);
  await expect(page.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(page.getByLabel('Caricamento degli appuntamenti')).toHaveCount(0);
}

export const calendarBox = (page: Page) => page.locator('.officina-calendar');

/** A day and time picker's shown value (`Inizio` → `11/03/2031`), read from its hidden input. */
export const pickerValue = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true }).locator('input');

/** An event drawn in the calendar, by (part of) its title. */
export const eventIn = (page: Page, title: string): Locator =>
  calendarBox(page).locator('.officina-event-body').filter({ hasText: title });

/** The middle of a day's column at a time of the week/day view (`10:00`). */
export async function slotPoint(page: Page, day: string, time: string, offsetY = 0) {
  const column = calendarBox(page).locator(`[role="cell"][data-date="${day}"]`).last();
  const slot = calendarBox(page).locator(`[data-time="${time}:00"]`).last();
  await slot.scrollIntoViewIfNeeded();
  const columnBox = await column.boundingBox();
  const slotBox = await slot.boundingBox();
  if (!columnBox || !slotBox) throw new Error(`no slot ${day} ${time} in the calendar`);
  return { x: columnBox.x + columnBox.width / 2, y: slotBox.y + slotBox.height / 2 + offsetY };
}

/** Drags with the mouse in small steps, as FullCalendar's interactions expect. */
export async function dragMouse(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
