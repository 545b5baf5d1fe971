import { addDays, civilToString, daysInMonth, isoWeekday, romeToInstant, romeWallTime } from './rome-time.ts';
import type { Recurrence } from './todo.schemas.ts';

/**
 * Occurrences of a recurring to-do, computed in Europe/Rome wall time from the series' anchor (the
 * first occurrence's instant, or the occurrence where the rule was last edited):
 *
 * - the time of day stays the same local time across daylight-saving changes (09:00 stays 09:00);
 * - monthly on the 29th–31st CLAMPS to the last day of shorter months (31 Jan → 28/29 Feb → 31 Mar:
 *   each occurrence is computed from the anchor, so the day comes back), which is what Italian users
 *   mean by "every 31st"; RFC 5545 / rrule would skip those months instead;
 * - yearly on 29 February falls on 28 February in common years (same clamp);
 * - weekly on several weekdays: every `interval` weeks (Monday-first), each chosen weekday, starting
 *   with the anchor's own week (days before the anchor skipped); no weekdays = the anchor's weekday.
 *
 * Occurrence `n` is 1-based from the anchor. Pure and deterministic (no clock), so it is tested
 * exhaustively and shared with the web app's preview.
 */
export function occurrenceFromAnchor(rule: Recurrence, anchorMs: number, n: number): number {
  if (n < 1) throw new RangeError('n must be ≥ 1');
  const a = romeWallTime(anchorMs);
  const time = { hour: a.hour, minute: a.minute, second: a.second, millisecond: a.millisecond };
  const k = n - 1;
  const at = (year: number, month: number, day: number) => romeToInstant({ year, month, day, ...time });
  switch (rule.type_repeat) {
    case 'none':
      return anchorMs;
    case 'daily': {
      const date = addDays(civilToString(a.year, a.month, a.day), k * rule.interval);
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return at(y, m, d);
    }
    case 'monthly': {
      const months = a.month - 1 + k * rule.interval;
      const year = a.year + Math.floor(months / 12);
      const month = (months % 12) + 1;
      return at(year, month, Math.min(a.day, daysInMonth(year, month)));
    }
    case 'yearly': {
      const year = a.year + k * rule.interval;
      return at(year, a.month, Math.min(a.day, daysInMonth(year, a.month)));
    }
    case 'weekly': {
      const anchorDate = civilToString(a.year, a.month, a.day);
      const w0 = isoWeekday(anchorDate);
      const days = rule.weekdays.length > 0 ? [...new Set(rule.weekdays)].sort((x, y) => x - y) : [w0];
      // The anchor is always occurrence 1, even on a weekday outside the rule (a to-do due on a
      // Wednesday repeating Mon/Fri: Wed, Fri, Mon…); then the rule's days after it.
      const onRule = days.includes(w0);
      if (n === 1) return anchorMs;
      const j = onRule ? n : n - 1;
      const monday = addDays(anchorDate, 1 - w0);
      const firstWeek = days.filter((d) => d >= w0);
      let date: string;
      if (j <= firstWeek.length) {
        date = addDays(monday, (firstWeek[j - 1] as number) - 1);
      } else {
        const rest = j - firstWeek.length;
        const week = Math.ceil(rest / days.length);
        const day = days[(rest - 1) % days.length] as number;
        date = addDays(monday, week * 7 * rule.interval + day - 1);
      }
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return at(y, m, d);
    }
  }
}

export interface SeriesPosition {
  /** Instant (ms) the rule is computed from. */
  anchorMs: number;
  /** Occurrence index (1-based, of the whole series) that the anchor is. */
  anchorIndex: number;
}

/**
 * The occurrence after `currentIndex` (index in the whole series), or null when the series ends:
 * `after` N stops once N occurrences exist; `on_date` stops when the next one would fall after that
 * day (Rome), the end day itself included.
 */
export function nextOccurrence(
  rule: Recurrence,
  series: SeriesPosition,
  currentIndex: number,
): { atMs: number; index: number } | null {
  if (rule.type_repeat === 'none') return null;
  const index = currentIndex + 1;
  if (rule.type_end_repeat === 'after' && rule.end_count !== null && index > rule.end_count) return null;
  const n = index - series.anchorIndex + 1;
  if (n < 1) return null;
  const atMs = occurrenceFromAnchor(rule, series.anchorMs, n);
  if (rule.type_end_repeat === 'on_date' && rule.end_date !== null) {
    const w = romeWallTime(atMs);
    if (civilToString(w.year, w.month, w.day) > rule.end_date) return null;
  }
  return { atMs, index };
}

/** The first `limit` occurrences from the anchor (form preview), respecting the end rule. */
export function listOccurrences(rule: Recurrence, anchorMs: number, limit: number): number[] {
  const out = [anchorMs];
  if (rule.type_repeat === 'none') return out;
  let index = 1;
  while (out.length < limit) {
    const next = nextOccurrence(rule, { anchorMs, anchorIndex: 1 }, index);
    if (!next) break;
    out.push(next.atMs);
    index = next.index;
  }
  return out;
}
