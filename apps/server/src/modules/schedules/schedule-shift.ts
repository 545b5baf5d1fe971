import { Temporal } from 'temporal-polyfill';
import { expandSeries, instantOfLocal, type SeriesShape } from './schedule-recurrence.ts';
import { type ParsedRrule, parseRrule, rruleText } from './schedule-rrule.ts';

/** Wall-clock arithmetic on event times (`YYYY-MM-DDTHH:mm` or days) for scoped series edits. */

const asDateTime = (local: string) =>
  Temporal.PlainDateTime.from(local.length === 10 ? `${local}T00:00` : local);

/** `to - from` in minutes of wall-clock time (days count 1,440 minutes whatever the clock change). */
export function minutesBetween(from: string, to: string): number {
  return asDateTime(from).until(asDateTime(to), { largestUnit: 'minutes' }).minutes;
}

/** `local` moved by `minutes`, written as a day when `allDay`. */
export function shiftLocal(local: string, minutes: number, allDay: boolean): string {
  const moved = asDateTime(local).add({ minutes });
  return allDay ? moved.toPlainDate().toString() : moved.toString().slice(0, 16);
}

/** Whether `occurrenceStart` is one of the series' dates (its exdates and holidays aside). */
export function isRuleOccurrence(
  series: Omit<SeriesShape, 'exdates' | 'skip_holidays'>,
  occurrenceStart: string,
): boolean {
  const day = occurrenceStart.slice(0, 10);
  return expandSeries({ ...series, skip_holidays: false, exdates: [] }, day, day, null).some(
    (o) => o.occurrence_start === occurrenceStart,
  );
}

/** UNTIL ending a series just before `occurrenceStart`: the day before (all day) or one second before (UTC). */
export function untilBefore(occurrenceStart: string, allDay: boolean): string {
  if (allDay)
    return Temporal.PlainDate.from(occurrenceStart).subtract({ days: 1 }).toString().replaceAll('-', '');
  const instant = new Date(Date.parse(instantOfLocal(occurrenceStart)) - 1_000).toISOString();
  return `${instant.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A rule with COUNT and UNTIL replaced (null removes the part). */
export function withEnd(parsed: ParsedRrule, end: { COUNT?: number; UNTIL?: string }): string {
  const parts = new Map(parsed.parts);
  parts.delete('COUNT');
  parts.delete('UNTIL');
  if (end.COUNT !== undefined) parts.set('COUNT', String(end.COUNT));
  if (end.UNTIL !== undefined) parts.set('UNTIL', end.UNTIL);
  return rruleText(parts);
}

/** The same rule text in its normal form, to tell whether a form changed it. */
export function sameRule(a: string | null, b: string | null, start: string): boolean {
  if (a === null || b === null) return a === b;
  return rruleText(parseRrule(a, start).parts) === rruleText(parseRrule(b, start).parts);
}
