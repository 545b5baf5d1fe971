import { addDays, isoWeekDays, isoWeekOf, parseDay, romeToInstant } from '@officina/contracts';

/** The instant of a Europe/Rome wall time on `day` (YYYY-MM-DD), in ms. */
export function romeAt(day: string, hour: number, minute = 0): number {
  const [year, month, date] = parseDay(day);
  return romeToInstant({ year, month, day: date, hour, minute, second: 0 });
}

/** The same, as the ISO string the database stores. */
export function romeAtIso(day: string, hour: number, minute = 0): string {
  return new Date(romeAt(day, hour, minute)).toISOString();
}

/** The Monday of the ISO week after `day`'s. */
export function nextMonday(day: string): string {
  return addDays(isoWeekDays(isoWeekOf(day))[0] as string, 7);
}
