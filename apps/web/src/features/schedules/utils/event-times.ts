import { addDays } from './calendar-url.ts';

/**
 * Times between the API and FullCalendar. The API speaks Rome wall-clock (`YYYY-MM-DDTHH:mm`) and,
 * for all-day events, days with an inclusive end; FullCalendar (in the Europe/Rome time zone)
 * answers ISO strings with an offset and ends all-day ranges the day after.
 */

export interface EventTimes {
  all_day: boolean;
  start: string;
  end: string;
}

/** An API start/end as FullCalendar's (all-day: the exclusive end). */
export function toCalendarRange(times: EventTimes): { start: string; end: string; allDay: boolean } {
  if (times.all_day) return { start: times.start, end: addDays(times.end.slice(0, 10), 1), allDay: true };
  return { start: times.start, end: times.end, allDay: false };
}

/** A time FullCalendar gives (`2026-03-10T09:00:00+01:00`) as the API's Rome wall-clock. */
const wallClock = (value: string) => value.slice(0, 16);

/**
 * A range FullCalendar gives (a selection, a drop, a resize) as the API's: an all-day range ends the
 * day before FullCalendar's end; a timed range without an end lasts an hour.
 */
export function fromCalendarRange(startStr: string, endStr: string | null, allDay: boolean): EventTimes {
  if (allDay) {
    const start = startStr.slice(0, 10);
    const end = endStr ? addDays(endStr.slice(0, 10), -1) : start;
    // A zero-length range ends where it starts (strings: Math.max does not apply).
    if (end < start) return { all_day: true, start, end: start };
    return { all_day: true, start, end };
  }
  const start = wallClock(startStr);
  return { all_day: false, start, end: endStr ? wallClock(endStr) : plusMinutes(start, 60) };
}

/** A Rome wall-clock time plus minutes (as wall-clock arithmetic: no time zone involved). */
export function plusMinutes(value: string, minutes: number): string {
  const date = new Date(`${value}:00Z`);
  date.setUTCMinutes(date.getUTCMinutes() + minutes);
  return date.toISOString().slice(0, 16);
}
