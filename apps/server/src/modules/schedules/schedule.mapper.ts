import type { CreateScheduleInput, ScheduleView } from '@officina/contracts';
import type { Updateable } from 'kysely';
import { normalizeText } from '../../db/search.ts';
import { dbBool, toBool } from '../../db/values.ts';
import type { ScheduleRow, ScheduleViewRow } from './schedule.repository.ts';
import type { SchedulesTable } from './schedule.table.ts';
import { canEditSchedule, type ScheduleActor } from './schedule-access.ts';
import { seriesBounds } from './schedule-recurrence.ts';
import { parseRrule, rruleText } from './schedule-rrule.ts';

export const SCHEDULE_ENTITY = 'schedule';

/** What a form sends for one event (the body of create and update without scope and version). */
export type ScheduleFields = Omit<CreateScheduleInput, never>;

/** The fields the history records, as `{ field: value }`. */
export const loggedFields = [
  'calendar_id',
  'title',
  'description',
  'location',
  'all_day',
  'start',
  'end',
  'rrule',
  'skip_holidays',
  'client_id',
  'project_id',
  'reminder_minutes',
] as const;

export function fieldsOfRow(row: ScheduleRow, attendeeIds: readonly number[]): ScheduleFields {
  return {
    calendar_id: row.calendar_id,
    title: row.title,
    description: row.description,
    location: row.location,
    all_day: toBool(row.all_day),
    start: row.start_local,
    end: row.end_local,
    rrule: row.rrule,
    skip_holidays: toBool(row.skip_holidays),
    client_id: row.client_id,
    project_id: row.project_id,
    attendee_ids: [...attendeeIds],
    reminder_minutes: row.reminder_minutes,
  };
}

/**
 * The columns of an event's fields: the RRULE checked and written back upper-case (422 on `rrule`
 * when bad), the window bounds computed, the search text built. `skip_holidays` only on a series.
 */
export function rowValues(fields: ScheduleFields): Updateable<SchedulesTable> {
  const rrule = fields.rrule ? rruleText(parseRrule(fields.rrule, fields.start).parts) : null;
  const bounds = seriesBounds({
    start_local: fields.start,
    end_local: fields.end,
    all_day: fields.all_day,
    rrule,
  });
  return {
    calendar_id: fields.calendar_id,
    title: fields.title,
    search_text: normalizeText([fields.title, fields.location, fields.description].filter(Boolean).join(' ')),
    description: fields.description,
    location: fields.location,
    all_day: dbBool(fields.all_day),
    start_local: fields.start,
    end_local: fields.end,
    starts_at: bounds.starts_at,
    ends_at: bounds.ends_at,
    span_class: bounds.span_class,
    rrule,
    skip_holidays: dbBool(rrule !== null && fields.skip_holidays),
    client_id: fields.client_id,
    project_id: fields.project_id,
    reminder_minutes: fields.reminder_minutes,
  };
}

export function toScheduleView(
  row: ScheduleViewRow,
  attendees: { id: number; name: string }[],
  exdates: string[],
  actor: ScheduleActor,
): ScheduleView {
  return {
    id: row.id,
    calendar_id: row.calendar_id,
    calendar_name: row.calendar_name,
    color: row.color,
    title: row.title,
    description: row.description,
    location: row.location,
    all_day: toBool(row.all_day),
    start: row.start_local,
    end: row.end_local,
    rrule: row.rrule,
    exdates,
    skip_holidays: toBool(row.skip_holidays),
    series_id: row.series_id,
    recurrence_start: row.recurrence_start,
    client_id: row.client_id,
    client_name: row.client_name,
    project_id: row.project_id,
    project_code: row.project_code,
    project_name: row.project_name,
    attendees,
    reminder_minutes: row.reminder_minutes,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    can_edit: canEditSchedule(actor, {
      created_by: row.created_by,
      attendee_ids: attendees.map((a) => a.id),
    }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
