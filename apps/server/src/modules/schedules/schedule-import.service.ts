import type { ScheduleImportInput, ScheduleImportReport } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { ApiError, validationError } from '../../http/api-error.ts';
import { assertReferences } from '../../records/references.ts';
import { type ActivityEntry, logActivities } from '../activity/activity.repository.ts';
import { rowValues, SCHEDULE_ENTITY } from './schedule.mapper.ts';
import { addExdate, deleteScheduleRow, insertSchedule, replaceExdates } from './schedule.repository.ts';
import { type IcsEvent, IcsFormatError, readIcsEvents } from './schedule-ics-reader.ts';
import { findImported, isSeries, markDetached, recordImported } from './schedule-import.repository.ts';

const INVALID_FILE = 'File iCalendar non valido';
const MAX_EVENTS = 5_000;

type Report = ScheduleImportReport;

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: string; errors?: Record<string, string[]> };
    return Object.values(body.errors ?? {})[0]?.[0] ?? body.message ?? 'evento non valido';
  }
  return 'evento non valido';
}

/**
 * POST /schedules/import: the VEVENTs of an iCalendar file become events of one calendar organised
 * by the user, with their recurrence (RRULE, EXDATE) and reminder. An exception of a series
 * (RECURRENCE-ID) becomes an occurrence detached from it, or an event of its own when its series is
 * not there. An event whose UID was already imported into the calendar is skipped, so importing the
 * same file again adds nothing; one that cannot be read is skipped with its reason. A file that is
 * not iCalendar, or has more than 5,000 events, is a 422.
 */
export async function importSchedules(db: Db, userId: number, input: ScheduleImportInput): Promise<Report> {
  await assertReferences(db, [
    { field: 'calendar_id', id: input.calendar_id, kind: 'calendars', message: 'Calendario non valido' },
  ]);
  let items: ReturnType<typeof readIcsEvents>;
  try {
    items = readIcsEvents(input.ics);
  } catch (error) {
    if (error instanceof IcsFormatError) throw validationError({ ics: [INVALID_FILE] }, INVALID_FILE);
    throw error;
  }
  if (items.length > MAX_EVENTS) {
    throw validationError({ ics: ['Al massimo 5.000 eventi per file'] }, 'Al massimo 5.000 eventi per file');
  }
  const report: Report = { created: 0, skipped: 0, errors: [] };
  const events: IcsEvent[] = [];
  for (const item of items) {
    if ('event' in item) events.push(item.event);
    else {
      report.skipped++;
      report.errors.push({ uid: item.uid, message: item.error });
    }
  }
  // Series first: their exceptions attach to them.
  events.sort((a, b) => Number(a.recurrenceId !== null) - Number(b.recurrenceId !== null));
  await db.transaction().execute(async (trx) => {
    const uids = [...new Set(events.flatMap((e) => (e.uid ? [e.uid] : [])))];
    const known = await findImported(trx, input.calendar_id, uids);
    const activity: ActivityEntry[] = [];
    for (const event of events) {
      const key = event.uid ? `${event.uid}|${event.recurrenceId ?? ''}` : null;
      if (key && known.has(key)) {
        report.skipped++;
        continue;
      }
      const id = await createEvent(trx, userId, input.calendar_id, event, known, report);
      if (id === null) continue;
      if (key) known.set(key, id);
      report.created++;
      activity.push({
        userId,
        entity: SCHEDULE_ENTITY,
        entityId: id,
        action: 'created',
        changes: { title: [null, event.title], imported: [null, 'iCalendar'] },
      });
    }
    await logActivities(trx, activity);
  });
  return report;
}

/** Inserts one event (detached from its series when it is an exception); null when it was skipped. */
async function createEvent(
  db: Db,
  userId: number,
  calendarId: number,
  event: IcsEvent,
  known: Map<string, number>,
  report: Report,
): Promise<number | null> {
  let values: ReturnType<typeof rowValues>;
  try {
    values = rowValues({
      calendar_id: calendarId,
      title: event.title,
      description: event.description,
      location: event.location,
      all_day: event.all_day,
      start: event.start,
      end: event.end,
      rrule: event.rrule,
      skip_holidays: false,
      client_id: null,
      project_id: null,
      attendee_ids: [],
      reminder_minutes: event.reminder_minutes,
    });
  } catch (error) {
    report.skipped++;
    report.errors.push({ uid: event.uid, message: `Non importato: ${messageOf(error)}` });
    return null;
  }
  const now = nowIso();
  const id = await insertSchedule(db, {
    ...(values as Parameters<typeof insertSchedule>[1]),
    created_at: now,
    updated_at: now,
    created_by: userId,
  });
  if (event.rrule && event.exdates.length > 0) await replaceExdates(db, id, event.exdates);
  if (event.uid) {
    const recorded = await recordImported(db, {
      schedule_id: id,
      calendar_id: calendarId,
      uid: event.uid,
      recurrence_id: event.recurrenceId ?? '',
      created_at: now,
    });
    if (!recorded) {
      await deleteScheduleRow(db, id);
      report.skipped++;
      return null;
    }
  }
  const seriesId = event.uid && event.recurrenceId ? known.get(`${event.uid}|`) : undefined;
  if (seriesId !== undefined && event.recurrenceId && (await isSeries(db, seriesId))) {
    await markDetached(db, id, seriesId, event.recurrenceId);
    await addExdate(db, seriesId, event.recurrenceId);
  }
  return id;
}
