import { isDayString, romeDateOf } from '@officina/contracts';
import { dayjs } from './dayjs.ts';
import { formatDate, formatDateTime } from './format.ts';

/** A due as the API sends it: an instant, and whether it is due that whole day (no time). */
export interface Due {
  due_at: string | null;
  due_all_day: boolean;
}

/** "25/11/2026" for a whole-day due, "25/11/2026 09:30" for one with a time, '' for none. */
export function formatDue(due: Due): string {
  if (!due.due_at) return '';
  return due.due_all_day ? formatDate(romeDateOf(Date.parse(due.due_at))) : formatDateTime(due.due_at);
}

/** The form's value of a due: the day alone (`YYYY-MM-DD`) when due the whole day, else the instant. */
export function dueFormValue(due: Due): string | null {
  if (!due.due_at) return null;
  return due.due_all_day ? romeDateOf(Date.parse(due.due_at)) : due.due_at;
}

/**
 * A due from a date and an optional time picked apart: the day alone when there is no time (due
 * that whole day), the instant of that day at that time otherwise; no valid date → null.
 */
export function dueFromParts(date: dayjs.Dayjs | null, time: dayjs.Dayjs | null): string | null {
  if (!date?.isValid()) return null;
  if (!time?.isValid()) return date.format('YYYY-MM-DD');
  return date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0).toISOString();
}

/** The date and the time part of a form's due value (a day alone has no time). */
export function dueParts(value: string | null | undefined): {
  date: dayjs.Dayjs | null;
  time: dayjs.Dayjs | null;
} {
  if (!value) return { date: null, time: null };
  const at = dayjs(value);
  return { date: at, time: isDayString(value) ? null : at };
}
