import {
  addDays,
  romeDayStart,
  type ScheduleOccurrence,
  type ScheduleWindow,
  type ScheduleWindowQuery,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { forbidden } from '../../http/api-error.ts';
import { findExdates } from './schedule.repository.ts';
import { canEditSchedule, canSeeSchedule, involving, type ScheduleActor } from './schedule-access.ts';
import { findPatronDay } from './schedule-patron.ts';
import { expandSeries, SPAN_CLASS_DAYS } from './schedule-recurrence.ts';

export type { ScheduleActor } from './schedule-access.ts';
export { scheduleActor } from './schedule-access.ts';

/**
 * Whose events the window shows: `user_ids`, or a group's members, or — without either — the actor
 * themself, unless a client or a project is asked for (its agenda: every event the actor may see).
 * Someone else's events need view_all_schedules (403 otherwise).
 */
async function peopleOf(db: Db, actor: ScheduleActor, query: ScheduleWindowQuery): Promise<number[] | null> {
  let ids: number[] | null = null;
  if (query.user_ids) ids = [...query.user_ids];
  if (query.group_id !== undefined) {
    const members = await db
      .selectFrom('users')
      .select('id')
      .where('group_id', '=', query.group_id)
      .execute();
    const memberIds = members.map((m) => m.id);
    ids = ids ? ids.filter((id) => memberIds.includes(id)) : memberIds;
  }
  if (ids === null && query.client_id === undefined && query.project_id === undefined) ids = [actor.userId];
  if (query.user_ids && !actor.all && query.user_ids.some((id) => id !== actor.userId))
    throw forbidden('Non puoi vedere gli appuntamenti degli altri utenti');
  return ids;
}

/** Candidate rows: overlapping the window by their bounds, filtered, seen by the actor. */
async function candidates(db: Db, actor: ScheduleActor, query: ScheduleWindowQuery, people: number[] | null) {
  const from = new Date(romeDayStart(query.from)).toISOString();
  const to = new Date(romeDayStart(addDays(query.to, 1))).toISOString();
  // A row of span class 0 (1) ends within 31 (400) days of its start: it starts at most that long before the window.
  const back = (days: number) => new Date(Date.parse(from) - days * 86_400_000).toISOString();
  return db
    .selectFrom('schedules')
    .leftJoin('lookups as cal', 'cal.id', 'schedules.calendar_id')
    .leftJoin('clients as c', 'c.id', 'schedules.client_id')
    .select([
      'schedules.id',
      'schedules.calendar_id',
      'schedules.title',
      'schedules.location',
      'schedules.all_day',
      'schedules.start_local',
      'schedules.end_local',
      'schedules.rrule',
      'schedules.skip_holidays',
      'schedules.series_id',
      'schedules.client_id',
      'schedules.project_id',
      'schedules.created_by',
      'schedules.updated_at',
      'cal.color as color',
      'c.business_name as client_name',
    ])
    .where('schedules.starts_at', '<', to)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('schedules.span_class', '=', 0),
          eb('schedules.starts_at', '>=', back(SPAN_CLASS_DAYS[0])),
        ]),
        eb.and([
          eb('schedules.span_class', '=', 1),
          eb('schedules.starts_at', '>=', back(SPAN_CLASS_DAYS[1])),
        ]),
        eb('schedules.span_class', '=', 2),
      ]),
    )
    .where((eb) => eb.or([eb('schedules.ends_at', 'is', null), eb('schedules.ends_at', '>', from)]))
    .$if(query.calendar_ids !== undefined, (qb) =>
      qb.where('schedules.calendar_id', 'in', query.calendar_ids ?? []),
    )
    .$if(query.client_id !== undefined, (qb) => qb.where('schedules.client_id', '=', query.client_id ?? 0))
    .$if(query.project_id !== undefined, (qb) => qb.where('schedules.project_id', '=', query.project_id ?? 0))
    .$if(people !== null, (qb) => qb.where(involving(people ?? [])))
    .$if(!actor.all, (qb) => qb.where(involving([actor.userId])))
    .execute();
}

async function attendeeIdsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const byEvent = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i += 900) {
    const rows = await db
      .selectFrom('schedule_attendees')
      .select(['schedule_id', 'user_id'])
      .where('schedule_id', 'in', ids.slice(i, i + 900))
      .orderBy('user_id')
      .execute();
    for (const row of rows)
      byEvent.set(row.schedule_id, [...(byEvent.get(row.schedule_id) ?? []), row.user_id]);
  }
  return byEvent;
}

/**
 * GET /schedules: every occurrence overlapping the Rome days `from`…`to` of the events asked for
 * and visible to the actor, sorted by start. A series is expanded in Europe/Rome (its exdates and,
 * with skip_holidays, the holidays left out); an occurrence edited alone is a row of its own.
 */
export async function listScheduleWindow(
  db: Db,
  actor: ScheduleActor,
  query: ScheduleWindowQuery,
): Promise<ScheduleWindow> {
  const people = await peopleOf(db, actor, query);
  if (people !== null && people.length === 0)
    return { data: [], meta: { from: query.from, to: query.to, total: 0 } };
  const rows = await candidates(db, actor, query, people);
  const ids = rows.map((row) => row.id);
  const attendees = await attendeeIdsOf(db, ids);
  const recurring = rows.filter((row) => row.rrule !== null).map((row) => row.id);
  const exdates = await findExdates(db, recurring);
  const patron = recurring.length > 0 ? await findPatronDay(db) : null;
  const data: ScheduleOccurrence[] = [];
  for (const row of rows) {
    const attendee_ids = attendees.get(row.id) ?? [];
    const parties = { created_by: row.created_by, attendee_ids };
    if (!canSeeSchedule(actor, parties)) continue;
    const all_day = toBool(row.all_day);
    const occurrences = expandSeries(
      {
        start_local: row.start_local,
        end_local: row.end_local,
        all_day,
        rrule: row.rrule,
        skip_holidays: toBool(row.skip_holidays),
        exdates: exdates.get(row.id) ?? [],
      },
      query.from,
      query.to,
      patron,
    );
    const can_edit = canEditSchedule(actor, parties);
    for (const occurrence of occurrences)
      data.push({
        id: row.id,
        key: `${row.id}@${occurrence.occurrence_start}`,
        calendar_id: row.calendar_id,
        color: row.color,
        title: row.title,
        location: row.location,
        all_day,
        ...occurrence,
        recurring: row.rrule !== null || row.series_id !== null,
        client_id: row.client_id,
        client_name: row.client_name,
        project_id: row.project_id,
        attendee_ids,
        created_by: row.created_by,
        can_edit,
        updated_at: row.updated_at,
      });
  }
  data.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  return { data, meta: { from: query.from, to: query.to, total: data.length } };
}
