import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { romeLocal } from './schedule-overlay.ts';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/**
 * Times of an imported file as Europe/Rome wall-clock. A TZID that names an IANA zone (also inside
 * a path, as old Thunderbird wrote `/mozilla.org/…/Europe/Rome`) is converted with the system's
 * zone data; another TZID (Outlook's "W. Europe Standard Time") with the file's own VTIMEZONE when
 * its rules are yearly ones (anything else could make ical.js walk millions of dates); UTC times
 * as instants; floating times are taken as Rome's.
 */
export class IcsZones {
  private readonly vtimezones = new Map<string, InstanceType<typeof ICAL.Timezone>>();

  constructor(calendar: IcalComponent) {
    for (const component of calendar.getAllSubcomponents('vtimezone')) {
      try {
        const tzid = component.getFirstPropertyValue('tzid');
        if (typeof tzid !== 'string' || !yearlyRulesOnly(component)) continue;
        this.vtimezones.set(tzid, new ICAL.Timezone(component));
      } catch {
        // an unreadable VTIMEZONE: its times fall back to the IANA name or Rome
      }
    }
  }

  /** `YYYY-MM-DD` for a date, Rome `YYYY-MM-DDTHH:mm` for a date-time. */
  toRome(time: IcalTime, tzid: string | null): string {
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    const day = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
    if (time.isDate) return day;
    const wall = `${day}T${pad(time.hour)}:${pad(time.minute)}`;
    const utcWall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    if (time.zone?.tzid === 'UTC' || time.toString().endsWith('Z'))
      return romeLocal(new Date(utcWall).toISOString());
    if (!tzid) return wall;
    const iana = ianaZoneOf(tzid);
    if (iana) {
      const zoned = Temporal.PlainDateTime.from(`${wall}:${pad(time.second)}`).toZonedDateTime(iana, {
        disambiguation: 'later',
      });
      return romeLocal(new Date(zoned.epochMilliseconds).toISOString());
    }
    const zone = this.vtimezones.get(tzid);
    if (!zone) return wall;
    const offset = zone.utcOffset(time);
    return Number.isFinite(offset) ? romeLocal(new Date(utcWall - offset * 1000).toISOString()) : wall;
  }
}

function yearlyRulesOnly(component: IcalComponent): boolean {
  for (const part of component.getAllSubcomponents()) {
    if (part.getAllProperties('rdate').length > 50) return false;
    for (const rule of part.getAllProperties('rrule')) {
      const value = rule.getFirstValue() as { freq?: string } | null;
      if (value?.freq !== 'YEARLY') return false;
    }
  }
  return true;
}

const known = new Map<string, string | null>();

/** The IANA zone a TZID names, or null. */
export function ianaZoneOf(tzid: string): string | null {
  if (known.has(tzid)) return known.get(tzid) ?? null;
  let zone: string | null = null;
  const candidates = [tzid, /([A-Za-z_]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(tzid)?.[1]];
  for (const candidate of candidates) {
    if (!candidate || zone) continue;
    try {
      zone = new Intl.DateTimeFormat('en', { timeZone: candidate }).resolvedOptions().timeZone;
    } catch {
      zone = null;
    }
  }
  if (known.size > 1_000) known.clear();
  known.set(tzid, zone);
  return zone;
}
