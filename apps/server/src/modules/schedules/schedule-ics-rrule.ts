import { addDays, romeDateOf, romeDayStart, romeToInstant } from '@officina/contracts';
import { icsUtc } from './schedule-ics-writer.ts';

/** `YYYYMMDD` → `YYYY-MM-DD`. */
const dayOf = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** The instant of an UNTIL given in Rome wall-clock (`YYYYMMDDTHHMMSS`, no Z). */
function romeUntil(value: string): number {
  return romeToInstant({
    year: Number(value.slice(0, 4)),
    month: Number(value.slice(4, 6)),
    day: Number(value.slice(6, 8)),
    hour: Number(value.slice(9, 11)),
    minute: Number(value.slice(11, 13)),
    second: Number(value.slice(13, 15)),
  });
}

/**
 * A stored RRULE as the feed writes it. RFC 5545 wants UNTIL in the same kind as DTSTART: a date
 * for an all-day event, a UTC time for an event with a TZID. A stored UNTIL that is a day (the
 * last day included) becomes the end of that Rome day; a wall-clock one becomes its instant; a
 * time given for an all-day event keeps its Rome day.
 */
export function feedRrule(rrule: string, allDay: boolean): string {
  return rrule
    .replace(/^RRULE:/i, '')
    .split(';')
    .map((part) => {
      const [key, value] = part.split('=');
      if (key?.toUpperCase() !== 'UNTIL' || !value) return part;
      if (allDay) {
        if (value.length === 8) return part;
        const ms = value.endsWith('Z')
          ? Date.parse(`${dayOf(value)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`)
          : romeUntil(value);
        return `UNTIL=${romeDateOf(ms).replace(/-/g, '')}`;
      }
      if (value.endsWith('Z')) return part;
      const ms = value.length === 8 ? romeDayStart(addDays(dayOf(value), 1)) - 1_000 : romeUntil(value);
      return `UNTIL=${icsUtc(new Date(ms).toISOString())}`;
    })
    .join(';');
}
