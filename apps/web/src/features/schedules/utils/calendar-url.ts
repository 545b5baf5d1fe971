/**
 * The calendar's view and day in the URL (`?view=settimana&date=2026-03-10`): the Italian view
 * names, FullCalendar's view types, and the Rome day that opens when the URL names none.
 */

export const calendarViews = ['mese', 'settimana', 'giorno', 'agenda'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const calendarViewLabels: Record<CalendarView, string> = {
  mese: 'Mese',
  settimana: 'Settimana',
  giorno: 'Giorno',
  agenda: 'Agenda',
};

/** FullCalendar's view type of each URL view. */
export const fullCalendarViews: Record<CalendarView, string> = {
  mese: 'dayGridMonth',
  settimana: 'timeGridWeek',
  giorno: 'timeGridDay',
  agenda: 'listWeek',
};

/** The URL view, or the default for the screen: agenda on a phone, month otherwise. */
export function viewOrDefault(value: string | null, phone: boolean): CalendarView {
  if (value && (calendarViews as readonly string[]).includes(value)) return value as CalendarView;
  return phone ? 'agenda' : 'mese';
}

/** Today in Europe/Rome, `YYYY-MM-DD`. */
export function romeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(now);
}

/** A real `YYYY-MM-DD` day from the URL, or today (Rome). */
export function dateOrToday(value: string | null, now: Date = new Date()): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value) return value;
  }
  return romeToday(now);
}

/** A day `count` days after (negative: before) another, as calendar days. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** `2026-03-10` → `10/03/2026`. */
export function dayFirst(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** The day `step` views away (a month, a week or a day; the agenda goes by weeks), clamped to the month's end. */
export function shiftDate(view: CalendarView, day: string, step: number): string {
  if (view === 'mese') {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const first = new Date(Date.UTC(year, month - 1 + step, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    first.setUTCDate(Math.min(date, last));
    return first.toISOString().slice(0, 10);
  }
  return addDays(day, view === 'giorno' ? step : step * 7);
}
