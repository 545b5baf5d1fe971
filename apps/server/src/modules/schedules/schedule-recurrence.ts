import {
  addDays,
  isItalianHoliday,
  OFFICE_TIME_ZONE,
  type PatronDay,
  romeDayStart,
} from '@officina/contracts';
import { Temporal } from 'temporal-polyfill';
import { validationError } from '../../http/api-error.ts';
import { dtstartOf, parseRrule } from './schedule-rrule.ts';

export { parseRrule } from './schedule-rrule.ts';

/**
 * RFC 5545 expansion of an event in Europe/Rome (rrule-temporal over Temporal): occurrences keep
 * their wall-clock time across the clock change (09:00 stays 09:00 in March and October), dates a
 * rule names that do not exist are left out (the 31st in a short month, 29 February outside leap
 * years), exdates are removed and, with `skip_holidays`, Italian public holidays and the patron
 * day. Skipped and excluded dates still count towards COUNT, as EXDATE does in RFC 5545.
 */

export interface SeriesShape {
  start_local: string;
  end_local: string;
  all_day: boolean;
  rrule: string | null;
  skip_holidays: boolean;
  exdates: readonly string[];
}

export interface Occurrence {
  /** Rome wall-clock `YYYY-MM-DDTHH:mm`, or a day for an all-day event. */
  start: string;
  /** As start; an all-day event's last day (inclusive). */
  end: string;
  /** The start the series gives this occurrence (the key of scoped edits and exdates). */
  occurrence_start: string;
}

const localOf = (value: Temporal.PlainDateTime, allDay: boolean) =>
  allDay ? value.toPlainDate().toString() : value.toString().slice(0, 16);

/** Length of one occurrence in wall-clock minutes, or whole days for an all-day event (end inclusive). */
function lengthOf(series: Pick<SeriesShape, 'start_local' | 'end_local' | 'all_day'>): {
  days: number;
  minutes: number;
} {
  const wall = (local: string) => Date.parse(local.length === 10 ? `${local}T00:00:00Z` : `${local}:00Z`);
  const minutes = Math.max(0, Math.round((wall(series.end_local) - wall(series.start_local)) / 60_000));
  return series.all_day ? { days: Math.round(minutes / 1_440), minutes: 0 } : { days: 0, minutes };
}

/** Whether an occurrence touches the window of Rome days `fromDay`…`toDay` (inclusive). */
function overlaps(occurrence: Occurrence, allDay: boolean, fromDay: string, toDay: string): boolean {
  if (allDay) return occurrence.start <= toDay && occurrence.end >= fromDay;
  const from = `${fromDay}T00:00`;
  const to = `${addDays(toDay, 1)}T00:00`;
  return (
    occurrence.start < to &&
    (occurrence.end > from || (occurrence.end === occurrence.start && occurrence.start >= from))
  );
}

const holidayCache = new Map<string, boolean>();
function isHoliday(day: string, patron: PatronDay | null): boolean {
  const key = `${day}|${patron?.day ?? ''}`;
  let value = holidayCache.get(key);
  if (value === undefined) {
    value = isItalianHoliday(day, patron);
    if (holidayCache.size > 20_000) holidayCache.clear();
    holidayCache.set(key, value);
  }
  return value;
}

/**
 * The occurrences of an event that overlap the Rome days `fromDay`…`toDay` (inclusive), in start
 * order. A single event yields itself when it overlaps. The rule is expected to be valid (checked
 * on save by `parseRrule`); `patron` adds the comune's patron day to the holidays skipped.
 */
export function expandSeries(
  series: SeriesShape,
  fromDay: string,
  toDay: string,
  patron: PatronDay | null,
): Occurrence[] {
  const allDay = series.all_day;
  if (!series.rrule) {
    const only = { start: series.start_local, end: series.end_local, occurrence_start: series.start_local };
    return overlaps(only, allDay, fromDay, toDay) ? [only] : [];
  }
  const length = lengthOf(series);
  const lengthDays = allDay ? length.days : Math.ceil(length.minutes / 1_440);
  // Candidates: starts from the window's first day less the event's length, to the day after the window.
  const lo = addDays(fromDay, -lengthDays - 1);
  const hi = addDays(toDay, 2);
  const excluded = new Set(series.exdates);
  const out: Occurrence[] = [];
  for (const startLocal of startsBetween(series.rrule, series.start_local, allDay, lo, hi)) {
    if (excluded.has(startLocal)) continue;
    if (series.skip_holidays && isHoliday(startLocal.slice(0, 10), patron)) continue;
    const end = allDay ? addDays(startLocal, length.days) : addMinutesLocal(startLocal, length.minutes);
    const occurrence = { start: startLocal, end, occurrence_start: startLocal };
    if (overlaps(occurrence, allDay, fromDay, toDay)) out.push(occurrence);
  }
  return out;
}

/** The instant an event time starts (an all-day event: the day's midnight in Rome). */
export function instantOfLocal(local: string): string {
  return new Date(dtstartOf(local).epochMilliseconds).toISOString();
}

/** The instant an event time ends (an all-day event's inclusive last day: the next midnight). */
function endInstantOfLocal(local: string, allDay: boolean): string {
  return allDay ? new Date(romeDayStart(addDays(local, 1))).toISOString() : instantOfLocal(local);
}

/**
 * `starts_at` and `ends_at` of a row, the window index's bounds: the start as an instant, and the
 * last occurrence's end (exact for COUNT, UNTIL plus the event's length for UNTIL, null when the
 * series has no end). Exdates do not narrow them: they only bound which rows are expanded.
 */
export function seriesBounds(series: Omit<SeriesShape, 'exdates' | 'skip_holidays'>): {
  starts_at: string;
  ends_at: string | null;
  span_class: number;
} {
  const bounds = boundsOf(series);
  return { ...bounds, span_class: spanClassOf(bounds.starts_at, bounds.ends_at) };
}

const DAY_MS = 86_400_000;
/** Span classes of migration 0023 and the days each reaches back: the window's lower bounds. */
export const SPAN_CLASS_DAYS = [31, 400] as const;

/** 0: first start to last end within 31 days; 1: within 400; 2: longer or without end. */
export function spanClassOf(startsAt: string, endsAt: string | null): number {
  if (endsAt === null) return 2;
  const days = (Date.parse(endsAt) - Date.parse(startsAt)) / DAY_MS;
  return days <= SPAN_CLASS_DAYS[0] ? 0 : days <= SPAN_CLASS_DAYS[1] ? 1 : 2;
}

function boundsOf(series: Omit<SeriesShape, 'exdates' | 'skip_holidays'>): {
  starts_at: string;
  ends_at: string | null;
} {
  const starts_at = instantOfLocal(series.start_local);
  if (!series.rrule) return { starts_at, ends_at: endInstantOfLocal(series.end_local, series.all_day) };
  const parsed = parseRrule(series.rrule, series.start_local);
  const length = lengthOf(series);
  let last: Temporal.PlainDateTime | null = null;
  if (parsed.count !== null) {
    const all = parsed.rule.all((_, index) => index < (parsed.count as number));
    const final = all.at(-1);
    if (final) last = Temporal.PlainDateTime.from(final.toPlainDateTime().toString());
  } else if (parsed.until) {
    last = parsed.until.withTimeZone(OFFICE_TIME_ZONE).toPlainDateTime();
  }
  if (!last) return { starts_at, ends_at: null };
  return {
    starts_at,
    ends_at: endInstantOfLocal(
      localOf(last.add(series.all_day ? { days: length.days } : { minutes: length.minutes }), series.all_day),
      series.all_day,
    ),
  };
}

/** How many occurrences the rule yields before `occurrenceStart` (exdates included): a split's COUNT. */
export function occurrencesBefore(
  series: Pick<SeriesShape, 'rrule' | 'start_local' | 'all_day'>,
  occurrenceStart: string,
): number {
  if (!series.rrule) return 0;
  const { rule } = parseRruleCached(series.rrule, series.start_local);
  const startOf = (zoned: { toPlainDateTime(): { toString(): string } }) =>
    localOf(Temporal.PlainDateTime.from(zoned.toPlainDateTime().toString()), series.all_day);
  const tooFar = () =>
    validationError({ occurrence_start: ['Ricorrenza troppo lontana dall’inizio della serie'] });
  let capped = false;
  let before: unknown[];
  try {
    before = rule.all((zoned, index) => {
      if (index >= SPLIT_OCCURRENCES_MAX) {
        capped = true;
        return false;
      }
      return startOf(zoned) < occurrenceStart;
    });
  } catch {
    // The library gives up past its own iteration cap.
    throw tooFar();
  }
  if (capped) throw tooFar();
  return before.length;
}

/**
 * A split counts the occurrences before it one by one; past this many (a daily series of 50 years)
 * it is refused at once, rather than walking a series begun centuries before for seconds.
 */
const SPLIT_OCCURRENCES_MAX = 20_000;

/** Wall-clock `YYYY-MM-DDTHH:mm` plus minutes (no time zone: the clock's reading moves, not the instant). */
function addMinutesLocal(local: string, minutes: number): string {
  const ms = Date.parse(`${local}:00Z`) + minutes * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
}

/** Bounded rules (COUNT or UNTIL) up to this many dates are expanded once and kept. */
const KEPT_MAX = 5_000;
const startsCache = new Map<string, string[] | null>();

/** Every start of a bounded rule (local strings, in order), or null when it has no end or too many. */
function allStarts(rrule: string, startLocal: string, allDay: boolean): string[] | null {
  const key = `${startLocal}|${rrule}`;
  let starts = startsCache.get(key);
  if (starts === undefined) {
    const parsed = parseRruleCached(rrule, startLocal);
    starts = null;
    if (parsed.count !== null || parsed.until !== null) {
      const all = parsed.rule.all((_, index) => index < KEPT_MAX + 1);
      if (all.length <= KEPT_MAX) starts = all.map((zoned) => startOfZoned(zoned, allDay));
    }
    if (startsCache.size > 20_000) startsCache.clear();
    startsCache.set(key, starts);
  }
  return starts;
}

/**
 * An occurrence's Rome wall-clock start as the window speaks it, read off the library's ISO text
 * (`YYYY-MM-DDTHH:mm:ss…`): parsing it back into a Temporal object first cost more than the
 * expansion itself.
 */
const startOfZoned = (zoned: { toPlainDateTime(): { toString(): string } }, allDay: boolean) => {
  const text = zoned.toPlainDateTime().toString();
  return allDay ? text.slice(0, 10) : text.slice(0, 16);
};

/** Starts (local strings) of a rule from day `lo` (inclusive) to day `hi` (exclusive). */
function startsBetween(rrule: string, startLocal: string, allDay: boolean, lo: string, hi: string): string[] {
  const kept = allStarts(rrule, startLocal, allDay);
  if (kept) {
    let first = 0;
    let last = kept.length;
    while (first < last) {
      const mid = (first + last) >> 1;
      if ((kept[mid] as string) < lo) first = mid + 1;
      else last = mid;
    }
    const out: string[] = [];
    for (let k = first; k < kept.length && (kept[k] as string) < hi; k++) out.push(kept[k] as string);
    return out;
  }
  const { rule } = parseRruleCached(rrule, nearerStart(rrule, startLocal, lo));
  const after = new Date(romeDayStart(lo));
  const before = new Date(romeDayStart(hi));
  let found: ReturnType<typeof rule.between>;
  try {
    found = rule.between(after, before, true);
  } catch {
    // Past the library's iteration cap (a series begun centuries before): nothing shown, no 500.
    return [];
  }
  return found.map((zoned) => startOfZoned(zoned, allDay)).filter((start) => start >= lo && start < hi);
}

/**
 * A later start giving the same occurrences from `lo` on, for an endless daily or weekly rule: the
 * library walks every date from DTSTART, so a daily series begun years ago cost half a millisecond
 * per request. Moving DTSTART by whole periods (INTERVAL days, or INTERVAL weeks) keeps the
 * weekday, the week parity and the wall-clock time; it stays at least one period before `lo`, so
 * an occurrence the move could drop (the days of the new first week before its start) is before
 * the window anyway. Rules with COUNT or UNTIL (expanded once and kept), BYSETPOS or another FREQ
 * keep their start.
 */
function nearerStart(rrule: string, startLocal: string, lo: string): string {
  const freq = /(?:^|;)FREQ=(DAILY|WEEKLY)(?:;|$)/.exec(rrule)?.[1];
  if (!freq || /(?:^|;)(COUNT|UNTIL|BYSETPOS)=/.test(rrule)) return startLocal;
  const interval = Number(/(?:^|;)INTERVAL=(\d+)/.exec(rrule)?.[1] ?? '1');
  const period = interval * (freq === 'WEEKLY' ? 7 : 1);
  const days = Math.floor(
    (Date.parse(`${lo}T00:00:00Z`) - Date.parse(`${startLocal.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
  const shift = Math.floor((days - period) / period) * period;
  if (shift < period * 8) return startLocal;
  // The time the rule carries is the start's as Rome resolves it (02:30 on the spring-forward night is 03:30).
  const time =
    startLocal.length === 10 ? '' : dtstartOf(startLocal).toPlainDateTime().toString().slice(10, 16);
  return `${addDays(startLocal.slice(0, 10), shift)}${time}`;
}

const ruleCache = new Map<string, ReturnType<typeof parseRrule>>();
/** Parsed rules by text and start: the window re-reads the same series on every request. */
function parseRruleCached(rrule: string, startLocal: string): ReturnType<typeof parseRrule> {
  const key = `${startLocal}|${rrule}`;
  let parsed = ruleCache.get(key);
  if (!parsed) {
    parsed = parseRrule(rrule, startLocal);
    if (ruleCache.size > 5_000) ruleCache.clear();
    ruleCache.set(key, parsed);
  }
  return parsed;
}

export { dtstartOf };
