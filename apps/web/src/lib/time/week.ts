import { dayjs } from '../locale/dayjs.ts';

/**
 * ISO weeks (Monday first, week 1 holds the year's first Thursday) as the timesheet and the API
 * name them: `2026-W47`. Dates are calendar days `YYYY-MM-DD`, no time zone involved.
 */

const WEEK = /^(\d{4})-W(\d{2})$/;

/** The ISO week of a day: 2026-11-22 → "2026-W47"; 2027-01-01 → "2026-W53". */
export function isoWeekOfDay(date: string): string {
  const day = dayjs(date);
  return `${day.isoWeekYear()}-W${String(day.isoWeek()).padStart(2, '0')}`;
}

/** Monday of an ISO week, as `YYYY-MM-DD`; null for a malformed week. */
export function mondayOf(week: string): string | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // 4 January is always in week 1; step back to its Monday, then forward.
  const jan4 = dayjs(`${year}-01-04`);
  const monday = jan4.subtract(jan4.isoWeekday() - 1, 'day').add(number - 1, 'week');
  const result = monday.format('YYYY-MM-DD');
  return isoWeekOfDay(result) === week ? result : null;
}

/** The seven days Monday … Sunday of a week. */
export function daysOfWeek(week: string): string[] {
  const monday = mondayOf(week);
  if (!monday) return [];
  return Array.from({ length: 7 }, (_, index) => dayjs(monday).add(index, 'day').format('YYYY-MM-DD'));
}

/** The week `count` weeks after (or before, negative) the given one. */
export function shiftWeek(week: string, count: number): string {
  const monday = mondayOf(week);
  if (!monday) return week;
  return isoWeekOfDay(dayjs(monday).add(count, 'week').format('YYYY-MM-DD'));
}

/** "Settimana 47 · 16/11–22/11/2026" (the year of the Sunday, as a paper calendar prints it). */
export function weekLabel(week: string): string {
  const days = daysOfWeek(week);
  const first = days[0];
  const last = days[6];
  if (!first || !last) return week;
  const number = Number(week.slice(6));
  return `Settimana ${number} · ${dayjs(first).format('DD/MM')}–${dayjs(last).format('DD/MM/YYYY')}`;
}

/** A valid week from the URL, else the week of `today`. */
export function weekOrCurrent(raw: string | null | undefined, today: string): string {
  return raw && mondayOf(raw) ? raw : isoWeekOfDay(today);
}
