import { addDays, can, romeDateOf } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { FeedOwner } from './schedule-feed.service.ts';
import { type FeedEventRow, listExdates, listFeedEvents } from './schedule-ics.repository.ts';
import { feedRrule } from './schedule-ics-rrule.ts';
import { ICS_TZID, IcsBuilder, icsTime, icsUtc, romeTimezone } from './schedule-ics-writer.ts';
import { listContractsEnding, listDueTodos } from './schedule-overlay.repository.ts';
import { contractDeadlines, type Deadline, todoDeadline } from './schedule-overlay.ts';

const PRODID = '-//Officina//Calendario//IT';
const YEAR_MS = 366 * 86_400_000;

const isAllDay = (row: FeedEventRow) => row.all_day === true || row.all_day === 1;

/** The UID of an event in the feed (and what an import recognises as ours). */
export const scheduleUid = (id: number) => `schedule-${id}@officina`;

function writeEvent(
  ics: IcsBuilder,
  row: FeedEventRow,
  exdates: string[],
  recurrence: { seriesId: number; start: string } | null,
): void {
  const allDay = isAllDay(row);
  ics
    .raw('BEGIN:VEVENT')
    .raw(`UID:${scheduleUid(recurrence ? recurrence.seriesId : row.id)}`)
    .raw(`DTSTAMP:${icsUtc(row.updated_at)}`)
    .raw(`CREATED:${icsUtc(row.created_at)}`)
    .raw(`LAST-MODIFIED:${icsUtc(row.updated_at)}`);
  if (recurrence) ics.raw(icsTime('RECURRENCE-ID', recurrence.start));
  ics.raw(icsTime('DTSTART', row.start_local));
  // An all-day event's end is inclusive here, exclusive in iCalendar.
  ics.raw(icsTime('DTEND', allDay ? addDays(row.end_local, 1) : row.end_local));
  if (row.rrule && !recurrence) {
    ics.raw(`RRULE:${feedRrule(row.rrule, allDay)}`);
    for (const exdate of exdates) ics.raw(icsTime('EXDATE', exdate));
  }
  ics
    .text('SUMMARY', row.title)
    .text('LOCATION', row.location)
    .text('DESCRIPTION', row.description)
    .text('CATEGORIES', row.calendar_name);
  if (row.reminder_minutes !== null) {
    ics
      .raw('BEGIN:VALARM')
      .raw('ACTION:DISPLAY')
      .text('DESCRIPTION', row.title)
      .raw(`TRIGGER:-PT${row.reminder_minutes}M`)
      .raw('END:VALARM');
  }
  ics.raw('END:VEVENT');
}

function writeDeadline(ics: IcsBuilder, deadline: Deadline, stamp: string): void {
  ics
    .raw('BEGIN:VEVENT')
    .raw(`UID:${deadline.key}@officina`)
    .raw(`DTSTAMP:${stamp}`)
    .raw(icsTime('DTSTART', deadline.start));
  if (deadline.all_day) ics.raw(icsTime('DTEND', addDays(deadline.start, 1)));
  ics
    .text('SUMMARY', deadline.title)
    .text('DESCRIPTION', deadline.description)
    .raw('TRANSP:TRANSPARENT')
    .raw('END:VEVENT');
}

/**
 * The user's calendar as iCalendar: their events (organised or attended) ending within the last
 * year or later, as series with RRULE and EXDATE and detached occurrences as RECURRENCE-ID
 * overrides; their open to-dos due (assigned to them) and, with view_contracts, contracts' end and
 * notice dates, from a year back. Times are Europe/Rome with its VTIMEZONE.
 */
export async function buildScheduleFeed(db: Db, owner: FeedOwner, now = Date.now()): Promise<string> {
  const sinceIso = new Date(now - YEAR_MS).toISOString();
  const sinceDay = romeDateOf(now - YEAR_MS);
  const stamp = icsUtc(new Date(now).toISOString());
  const events = await listFeedEvents(db, owner.id, sinceIso);
  const exdates = await listExdates(
    db,
    events.filter((e) => e.rrule).map((e) => e.id),
  );
  const inFeed = new Set(events.map((e) => e.id));
  // A start replaced by a detached occurrence is written as its RECURRENCE-ID, not as an EXDATE.
  const overridden = new Set(
    events
      .filter((e) => e.series_id !== null && inFeed.has(e.series_id))
      .map((e) => `${e.series_id}|${e.recurrence_start}`),
  );

  const ics = new IcsBuilder()
    .raw('BEGIN:VCALENDAR')
    .raw('VERSION:2.0')
    .raw(`PRODID:${PRODID}`)
    .raw('CALSCALE:GREGORIAN')
    .raw('METHOD:PUBLISH')
    .text('X-WR-CALNAME', `Officina — ${owner.name}`)
    .raw(`X-WR-TIMEZONE:${ICS_TZID}`);
  romeTimezone(ics);
  for (const row of events) {
    const master = row.series_id !== null && inFeed.has(row.series_id) && row.recurrence_start;
    const recurrence = master
      ? { seriesId: row.series_id as number, start: row.recurrence_start as string }
      : null;
    const excluded = (exdates.get(row.id) ?? []).filter((start) => !overridden.has(`${row.id}|${start}`));
    writeEvent(ics, row, excluded, recurrence);
  }
  for (const todo of await listDueTodos(db, owner.id, { fromIso: sinceIso, toIso: null }, true)) {
    writeDeadline(ics, todoDeadline(todo), stamp);
  }
  if (can(owner.ability, 'view_contracts')) {
    for (const contract of await listContractsEnding(db, sinceDay, null)) {
      for (const deadline of contractDeadlines(contract, sinceDay, null)) writeDeadline(ics, deadline, stamp);
    }
  }
  return ics.raw('END:VCALENDAR').toString();
}
