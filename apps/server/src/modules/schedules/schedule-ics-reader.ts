import { addDays, SCHEDULE_REMINDER_MAX_MINUTES } from '@officina/contracts';
import ICAL from 'ical.js';
import { ApiError } from '../../http/api-error.ts';
import { IcsZones } from './schedule-ics-time.ts';
import { occurrenceStartMs } from './schedule-overlay.ts';
import { parseRrule } from './schedule-rrule.ts';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalProperty = InstanceType<typeof ICAL.Property>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** One VEVENT read from a file, as the fields of an event (Rome wall-clock, all-day end inclusive). */
export interface IcsEvent {
  uid: string | null;
  /** Rome wall-clock (or day) of RECURRENCE-ID: this VEVENT replaces that occurrence of its series. */
  recurrenceId: string | null;
  title: string;
  description: string | null;
  location: string | null;
  all_day: boolean;
  start: string;
  end: string;
  rrule: string | null;
  exdates: string[];
  reminder_minutes: number | null;
}

export type IcsItem = { event: IcsEvent } | { uid: string | null; error: string };

/** Thrown on a file that is not iCalendar at all: the import answers 422. */
export class IcsFormatError extends Error {}

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

function text(component: IcalComponent, name: string, max: number): string | null {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : clip(trimmed, max);
}

/** A readable item of a property, or a message saying which one is not. */
function timeOf(zones: IcsZones, property: IcalProperty | null, value?: unknown): string | null {
  if (!property) return null;
  const time = (value ?? property.getFirstValue()) as IcalTime | null;
  if (!time || typeof time !== 'object' || typeof (time as IcalTime).year !== 'number') return null;
  const tzid = property.getParameter('tzid');
  return zones.toRome(time as IcalTime, typeof tzid === 'string' ? tzid : null);
}

/** Minutes before the start of the first display/audio alarm relative to the start, if any. */
function reminderOf(event: IcalComponent, startMs: number): number | null {
  for (const alarm of event.getAllSubcomponents('valarm')) {
    const trigger = alarm.getFirstProperty('trigger');
    const value = trigger?.getFirstValue() as { toSeconds?: () => number; toJSDate?: () => Date } | null;
    if (!trigger || !value) continue;
    let minutes: number | null = null;
    if (typeof value.toSeconds === 'function') {
      if (String(trigger.getParameter('related') ?? 'START').toUpperCase() === 'END') continue;
      const seconds = value.toSeconds();
      if (seconds <= 0) minutes = Math.round(-seconds / 60);
    } else if (typeof value.toJSDate === 'function') {
      minutes = Math.round((startMs - value.toJSDate().getTime()) / 60_000);
    }
    if (minutes !== null && minutes >= 0 && minutes <= SCHEDULE_REMINDER_MAX_MINUTES) return minutes;
  }
  return null;
}

/**
 * UNTIL in the series' own kind: a day for an all-day event; for a timed one a day or a UTC time
 * as written, and a floating time read in DTSTART's zone and written as Rome wall-clock.
 */
function untilOf(until: IcalTime, start: string, event: IcalComponent, zones: IcsZones): string {
  const utc = until.zone?.tzid === 'UTC' || until.toString().endsWith('Z');
  const tzid = event.getFirstProperty('dtstart')?.getParameter('tzid');
  const local = zones.toRome(until, utc || typeof tzid !== 'string' ? null : tzid);
  if (start.length === 10 || until.isDate) return local.slice(0, 10).replace(/-/g, '');
  if (utc) return until.toICALString();
  return `${local.replace(/[-:]/g, '')}00`;
}

function ruleOf(event: IcalComponent, start: string, zones: IcsZones): string | null {
  const rules = event.getAllProperties('rrule');
  if (rules.length === 0) return null;
  if (rules.length > 1) throw new Error('più di una regola di ripetizione (RRULE) non è supportata');
  if (event.getAllProperties('rdate').length > 0)
    throw new Error('le date aggiuntive (RDATE) non sono supportate');
  const recur = rules[0]?.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const until = recur.until as IcalTime | null;
  let rule = recur.toString();
  if (until) rule = rule.replace(/UNTIL=[^;]*/, `UNTIL=${untilOf(until, start, event, zones)}`);
  rule = rule.toUpperCase();
  try {
    parseRrule(rule, start);
  } catch (error) {
    const message =
      error instanceof ApiError
        ? Object.values((error.body as { errors?: Record<string, string[]> }).errors ?? {})[0]?.[0]
        : null;
    throw new Error(message ?? 'regola di ripetizione non valida');
  }
  return rule;
}

function readEvent(event: IcalComponent, zones: IcsZones): IcsEvent {
  const uidValue = event.getFirstPropertyValue('uid');
  const uid = typeof uidValue === 'string' && uidValue.trim() ? clip(uidValue.trim(), 500) : null;
  const dtstart = event.getFirstProperty('dtstart');
  const start = timeOf(zones, dtstart);
  if (!start) throw new Error('manca l’inizio (DTSTART)');
  const year = Number(start.slice(0, 4));
  if (year < 1970 || year > 2200) throw new Error('data fuori intervallo (1970–2200)');
  const allDay = start.length === 10;
  let end = timeOf(zones, event.getFirstProperty('dtend'));
  if (end && allDay) end = end.length === 10 ? addDays(end, -1) : end.slice(0, 10);
  if (!end) {
    const duration = event.getFirstPropertyValue('duration') as { toSeconds?: () => number } | null;
    const seconds = duration?.toSeconds?.() ?? 0;
    const startTime = dtstart?.getFirstValue() as IcalTime;
    if (seconds > 0) {
      const later = startTime.clone();
      later.addDuration(ICAL.Duration.fromSeconds(seconds));
      end = allDay ? addDays(timeOf(zones, dtstart, later) ?? start, -1) : timeOf(zones, dtstart, later);
    }
  }
  // No end, or one not after the start: an all-day event takes its day, a timed one half an hour.
  if (!end || (allDay ? end < start : end <= start)) end = allDay ? start : plusMinutes(start, 30);
  if (end.length !== start.length) end = allDay ? start : plusMinutes(start, 30);
  const exdates: string[] = [];
  for (const property of event.getAllProperties('exdate')) {
    for (const value of property.getValues()) {
      const day = timeOf(zones, property, value);
      if (day)
        exdates.push(allDay ? day.slice(0, 10) : day.length === 10 ? `${day}T${start.slice(11)}` : day);
    }
  }
  const recurrence = event.getFirstProperty('recurrence-id');
  const recurrenceId = timeOf(zones, recurrence);
  return {
    uid,
    recurrenceId: recurrenceId && allDay ? recurrenceId.slice(0, 10) : recurrenceId,
    title: text(event, 'summary', 200) ?? '(senza titolo)',
    description: text(event, 'description', 5_000),
    location: text(event, 'location', 300)?.replace(/\s+/g, ' ') ?? null,
    all_day: allDay,
    start,
    end,
    rrule: recurrenceId ? null : ruleOf(event, start, zones),
    exdates: [...new Set(exdates)],
    reminder_minutes: reminderOf(event, occurrenceStartMs(start)),
  };
}

function plusMinutes(local: string, minutes: number): string {
  const t = new Date(Date.parse(`${local}:00Z`) + minutes * 60_000);
  return t.toISOString().slice(0, 16);
}

/**
 * Reads the VEVENTs of an iCalendar text. Each is an event or the reason it cannot be imported
 * (in Italian); a cancelled one (STATUS:CANCELLED) is reported too. Throws IcsFormatError when
 * the text is not iCalendar.
 */
export function readIcsEvents(ics: string): IcsItem[] {
  let calendar: IcalComponent;
  try {
    const parsed = ICAL.parse(ics);
    const root = Array.isArray(parsed[0]) ? parsed[0] : parsed;
    calendar = new ICAL.Component(root);
  } catch {
    throw new IcsFormatError('File iCalendar non valido');
  }
  if (calendar.name !== 'vcalendar') throw new IcsFormatError('File iCalendar non valido');
  const zones = new IcsZones(calendar);
  const items: IcsItem[] = [];
  for (const event of calendar.getAllSubcomponents('vevent')) {
    let uid: string | null = null;
    try {
      const value = event.getFirstPropertyValue('uid');
      uid = typeof value === 'string' ? clip(value, 500) : null;
      if (String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
        items.push({ uid, error: 'Evento annullato: non importato' });
        continue;
      }
      items.push({ event: readEvent(event, zones) });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'evento illeggibile';
      items.push({ uid, error: `Non importato: ${reason}` });
    }
  }
  return items;
}
