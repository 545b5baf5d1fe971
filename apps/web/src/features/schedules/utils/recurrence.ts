/**
 * The recurrence editor's state and the RFC 5545 RRULE it writes (no `RRULE:` prefix, no DTSTART:
 * the event's start is the series' first occurrence). Days are `YYYY-MM-DD`, read as calendar days.
 */

export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

export type RecurrenceFrequency = 'none' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
/** Monthly: on the start's day of the month (15) or on its weekday's place in the month (second Tuesday). */
export type MonthlyMode = 'day' | 'weekday';
export type RecurrenceEnd = 'never' | 'until' | 'count';

export interface Recurrence {
  frequency: RecurrenceFrequency;
  interval: number;
  /** Weekly: the days it falls on (empty: the start's weekday). */
  weekdays: WeekdayCode[];
  monthly: MonthlyMode;
  end: RecurrenceEnd;
  /** The last day it may fall on (inclusive). */
  until: string | null;
  count: number | null;
  /** A rule this editor cannot show (an imported one): kept as it is until the user picks another. */
  custom: string | null;
}

export const noRecurrence: Recurrence = {
  frequency: 'none',
  interval: 1,
  weekdays: [],
  monthly: 'day',
  end: 'never',
  until: null,
  count: null,
  custom: null,
};

/** Weekday code of a day (`2026-03-10` → `TU`). */
export function weekdayOf(day: string): WeekdayCode {
  const index = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return weekdayCodes[(index + 6) % 7] as WeekdayCode;
}

/** The start's place among its month's weekdays: 1…4, or -1 when it is the last one (the 5th). */
export function weekdayOrdinalOf(day: string): number {
  const date = Number(day.slice(8, 10));
  const ordinal = Math.ceil(date / 7);
  return ordinal >= 5 ? -1 : ordinal;
}

/** The UTC instant ending a Rome day (23:59:59 there), as UNTIL wants it for a timed event. */
export function romeEndOfDayUtc(day: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const romeNoon = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(noonUtc);
  const offsetHours = Number(romeNoon) - 12; // 1 in winter, 2 in summer
  const end = new Date(Date.parse(`${day}T23:59:59Z`) - offsetHours * 3_600_000);
  return `${end.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * The RRULE of an editor state for a series starting on `startDay`; null when it does not repeat.
 * `allDay` picks the UNTIL form: a date for all-day events, a UTC instant otherwise (RFC 5545 §3.3.10).
 */
export function buildRrule(recurrence: Recurrence, startDay: string, allDay: boolean): string | null {
  if (recurrence.frequency === 'none') return recurrence.custom;
  const parts = [`FREQ=${recurrence.frequency}`];
  const interval = Math.max(1, Math.trunc(recurrence.interval) || 1);
  if (interval > 1) parts.push(`INTERVAL=${interval}`);
  if (recurrence.frequency === 'WEEKLY') {
    const days = recurrence.weekdays.length > 0 ? recurrence.weekdays : [weekdayOf(startDay)];
    parts.push(`BYDAY=${weekdayCodes.filter((code) => days.includes(code)).join(',')}`);
  }
  if (recurrence.frequency === 'MONTHLY') {
    parts.push(
      recurrence.monthly === 'weekday'
        ? `BYDAY=${weekdayOrdinalOf(startDay)}${weekdayOf(startDay)}`
        : `BYMONTHDAY=${Number(startDay.slice(8, 10))}`,
    );
  }
  if (recurrence.end === 'count' && recurrence.count) parts.push(`COUNT=${Math.max(1, recurrence.count)}`);
  if (recurrence.end === 'until' && recurrence.until) {
    parts.push(`UNTIL=${allDay ? recurrence.until.replaceAll('-', '') : romeEndOfDayUtc(recurrence.until)}`);
  }
  return parts.join(';');
}

const KNOWN = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL', 'WKST']);

/** `20261231` or `20261231T225959Z` → the Rome day `2026-12-31`. */
export function untilDay(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (!match[4] || match[8] !== 'Z') return day;
  const instant = new Date(`${day}T${match[5]}:${match[6]}:${match[7]}Z`);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(instant);
}

/** The rule's parts as a map (`FREQ=WEEKLY;BYDAY=MO` → { FREQ: 'WEEKLY', BYDAY: 'MO' }). */
export function rruleParts(rrule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of rrule.replace(/^RRULE:/i, '').split(';')) {
    const [key, value] = part.split('=');
    if (key && value !== undefined) parts.set(key.toUpperCase(), value.toUpperCase());
  }
  return parts;
}

/** The editor state of a stored rule; a rule it cannot show comes back as `custom`. */
export function parseRrule(rrule: string | null, startDay: string): Recurrence {
  if (!rrule) return noRecurrence;
  const parts = rruleParts(rrule);
  const custom = { ...noRecurrence, custom: rrule };
  const frequency = parts.get('FREQ');
  if (!frequency || !['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(frequency)) return custom;
  if ([...parts.keys()].some((key) => !KNOWN.has(key))) return custom;
  const state: Recurrence = { ...noRecurrence, frequency: frequency as RecurrenceFrequency };
  const interval = Number(parts.get('INTERVAL') ?? 1);
  if (!Number.isInteger(interval) || interval < 1) return custom;
  state.interval = interval;
  const byDay = parts.get('BYDAY');
  const byMonthDay = parts.get('BYMONTHDAY');
  if (frequency === 'WEEKLY') {
    if (byMonthDay) return custom;
    const days = byDay ? byDay.split(',') : [weekdayOf(startDay)];
    if (!days.every((day): day is WeekdayCode => (weekdayCodes as readonly string[]).includes(day))) {
      return custom;
    }
    state.weekdays = days;
  } else if (frequency === 'MONTHLY') {
    if (byDay && byMonthDay) return custom;
    if (byDay) {
      if (byDay !== `${weekdayOrdinalOf(startDay)}${weekdayOf(startDay)}`) return custom;
      state.monthly = 'weekday';
    } else if (byMonthDay && Number(byMonthDay) !== Number(startDay.slice(8, 10))) {
      return custom;
    }
  } else if (byDay || byMonthDay) {
    return custom;
  }
  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count) {
    state.end = 'count';
    state.count = Number(count);
  } else if (until) {
    const day = untilDay(until);
    if (!day) return custom;
    state.end = 'until';
    state.until = day;
  }
  return state;
}
