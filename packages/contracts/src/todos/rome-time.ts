/**
 * Europe/Rome wall time ⇄ UTC instants, with Intl only (works in Node and browsers). Recurrences,
 * "today", day filters and ISO weeks are computed in the company's time zone, not the server's.
 */
export const OFFICE_TIME_ZONE = 'Europe/Rome';

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

let formatter: Intl.DateTimeFormat | null = null;
function romeFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return formatter;
}

/** Rome wall time of an instant (ms since epoch), from the cached offset of its UTC hour. */
export function romeWallTime(ms: number): WallTime {
  const t = new Date(ms + offsetAt(ms));
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
    millisecond: t.getUTCMilliseconds(),
  };
}

/** Rome wall time through Intl (the source of truth for the offsets). */
function intlWallTime(ms: number): WallTime {
  const parts: Record<string, number> = {};
  for (const p of romeFormatter().formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: (parts.hour as number) % 24,
    minute: parts.minute as number,
    second: parts.second as number,
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: Rome's offset changes only at whole UTC hours (01:00 UTC), so this is exact. */
const offsets = new Map<number, number>();

/** Offset of Rome from UTC at an instant, in ms (+1h in winter, +2h in summer). */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const w = intlWallTime(hour * HOUR_MS);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - hour * HOUR_MS;
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The instant of a Rome wall time. A time that does not exist (02:30 on the last Sunday of March)
 * moves forward by the gap (03:30); an ambiguous one (02:30 on the last Sunday of October) is the
 * second, winter-time one.
 */
export function romeToInstant(w: Omit<WallTime, 'millisecond'> & { millisecond?: number }): number {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond ?? 0);
  const first = offsetAt(guess);
  const t = guess - first;
  const second = offsetAt(t);
  return second === first ? t : guess - second;
}

/** `YYYY-MM-DD` of an instant in Rome. */
export function romeDateOf(ms: number): string {
  const w = romeWallTime(ms);
  return civilToString(w.year, w.month, w.day);
}

/** The instant Rome's day `YYYY-MM-DD` starts (local midnight). */
export function romeDayStart(date: string): number {
  const [y, m, d] = parseDay(date);
  return romeToInstant({ year: y, month: m, day: d, hour: 0, minute: 0, second: 0 });
}

/** `YYYY-MM-DD` → [year, month, day]. */
export function parseDay(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y as number, m as number, d as number];
}

export function civilToString(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds days to a civil date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDay(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return civilToString(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = parseDay(date);
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return wd === 0 ? 7 : wd;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO week `YYYY-Www` of a civil date. */
export function isoWeekOf(date: string): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const [y] = parseDay(thursday);
  const jan1 = Date.UTC(y, 0, 1);
  const [, tm, td] = parseDay(thursday);
  const week = Math.floor((Date.UTC(y, tm - 1, td) - jan1) / 86_400_000 / 7) + 1;
  return `${y}-W${String(week).padStart(2, '0')}`;
}

/** Monday … Sunday of an ISO week `YYYY-Www`. */
export function isoWeekDays(week: string): string[] {
  const [ys, ws] = week.split('-W');
  const year = Number(ys);
  const jan4 = civilToString(year, 1, 4);
  const monday1 = addDays(jan4, 1 - isoWeekday(jan4));
  const monday = addDays(monday1, (Number(ws) - 1) * 7);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
