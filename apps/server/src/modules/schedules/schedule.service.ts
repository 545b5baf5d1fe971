import type {
  CreateScheduleInput,
  DeleteResult,
  DeleteScheduleQuery,
  ScheduleView,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { notFound } from '../../records/records.ts';
import { assertReferences, eachReference } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { indexActivity } from '../search/search-index.ts';
import {
  fieldsOfRow,
  loggedFields,
  rowValues,
  SCHEDULE_ENTITY,
  type ScheduleFields,
  toScheduleView,
} from './schedule.mapper.ts';
import {
  deleteScheduleRow,
  findAttendees,
  findExdates,
  findScheduleRow,
  findScheduleView,
  insertSchedule,
  replaceAttendees,
  type ScheduleRow,
} from './schedule.repository.ts';
import { assertCanEdit, canSeeSchedule, SCHEDULE_NOT_FOUND, type ScheduleActor } from './schedule-access.ts';

/** A stored event with its attendees and exdates: what every edit starts from. */
export interface LoadedSchedule {
  row: ScheduleRow;
  attendee_ids: number[];
  exdates: string[];
}

export async function loadSchedule(db: Db, id: number): Promise<LoadedSchedule | null> {
  const row = await findScheduleRow(db, id);
  if (!row) return null;
  const [attendees, exdates] = await Promise.all([findAttendees(db, [id]), findExdates(db, [id])]);
  return {
    row,
    attendee_ids: (attendees.get(id) ?? []).map((a) => a.id),
    exdates: exdates.get(id) ?? [],
  };
}

/** The event the actor may change: 404 when missing or not visible, 403 when only visible. */
export async function loadEditable(db: Db, actor: ScheduleActor, id: number): Promise<LoadedSchedule> {
  const loaded = await loadSchedule(db, id);
  if (!loaded) throw notFound(SCHEDULE_NOT_FOUND);
  assertCanEdit(actor, { created_by: loaded.row.created_by, attendee_ids: loaded.attendee_ids });
  return loaded;
}

export async function scheduleViewOf(db: Db, actor: ScheduleActor, id: number): Promise<ScheduleView> {
  const row = await findScheduleView(db, id);
  if (!row) throw notFound(SCHEDULE_NOT_FOUND);
  const [attendees, exdates] = await Promise.all([findAttendees(db, [id]), findExdates(db, [id])]);
  const people = attendees.get(id) ?? [];
  if (!canSeeSchedule(actor, { created_by: row.created_by, attendee_ids: people.map((p) => p.id) }))
    throw notFound(SCHEDULE_NOT_FOUND);
  return toScheduleView(row, people, exdates.get(id) ?? [], actor);
}

/**
 * Checks the references (calendar among the `calendars` lookups, client, project, attendees: 422 on
 * the field) and fills the client from the project when left empty.
 */
export async function checkedFields(db: Db, fields: ScheduleFields): Promise<ScheduleFields> {
  await assertReferences(db, [
    { field: 'calendar_id', id: fields.calendar_id, kind: 'calendars', message: 'Calendario non valido' },
    { field: 'client_id', id: fields.client_id, kind: 'clients' },
    { field: 'project_id', id: fields.project_id, kind: 'projects' },
    ...eachReference('attendee_ids', fields.attendee_ids, 'user'),
  ]);
  if (fields.project_id !== null && fields.client_id === null) {
    const project = await db
      .selectFrom('projects')
      .select('client_id')
      .where('id', '=', fields.project_id)
      .executeTakeFirst();
    return { ...fields, client_id: project?.client_id ?? null };
  }
  return fields;
}

/** History entry of an event's fields (attendees as their ids' list). */
export function fieldChanges(before: ScheduleFields | null, after: ScheduleFields) {
  const changes = changedFields<Record<string, unknown>>(before, after, loggedFields);
  const was = before ? before.attendee_ids.join(',') : '';
  const now = after.attendee_ids.join(',');
  if (was !== now) changes.attendee_ids = [before ? before.attendee_ids : null, after.attendee_ids];
  return changes;
}

/** Inserts an event row with its attendees (no history): creations, detached occurrences, splits. */
export async function insertEvent(
  db: Db,
  fields: ScheduleFields,
  organiser: number | null,
  extra: { series_id?: number | null; recurrence_start?: string | null } = {},
): Promise<number> {
  const now = nowIso();
  const values = rowValues(fields);
  const id = await insertSchedule(db, {
    ...(values as Required<typeof values>),
    series_id: extra.series_id ?? null,
    recurrence_start: extra.recurrence_start ?? null,
    created_at: now,
    updated_at: now,
    created_by: organiser,
  });
  await replaceAttendees(db, id, fields.attendee_ids);
  return id;
}

/** Creates an event (or a series) organised by the actor, and logs it. */
export async function createSchedule(
  db: Db,
  actor: ScheduleActor,
  input: CreateScheduleInput,
): Promise<ScheduleView> {
  return db.transaction().execute(async (trx) => {
    const fields = await checkedFields(trx, input);
    const id = await insertEvent(trx, fields, actor.userId);
    await logActivity(trx, {
      userId: actor.userId,
      entity: SCHEDULE_ENTITY,
      entityId: id,
      action: 'created',
      changes: fieldChanges(null, fields),
    });
    return scheduleViewOf(trx, actor, id);
  });
}

export function getSchedule(db: Db, actor: ScheduleActor, id: number): Promise<ScheduleView> {
  return scheduleViewOf(db, actor, id);
}

/** 404 unless the actor may see the event (the history route). */
export async function assertScheduleVisible(db: Db, actor: ScheduleActor, id: number): Promise<void> {
  await scheduleViewOf(db, actor, id);
}

/**
 * Drops the search documents of event rows deleted without activity entries of their own (the
 * detached occurrences that go with their series, or with an edit of it): the index follows the
 * activity log, so these would otherwise stay findable.
 */
export async function unindexDeletedEvents(db: Db, ids: readonly number[]): Promise<void> {
  await indexActivity(
    db,
    ids.map((id) => ({ entity: SCHEDULE_ENTITY, entityId: id })),
  );
}

/** Deletes a row and its detached occurrences, logged on the row. */
export async function deleteWholeEvent(
  db: Db,
  actor: ScheduleActor,
  loaded: LoadedSchedule,
): Promise<DeleteResult> {
  const { row } = loaded;
  const detached = await db.deleteFrom('schedules').where('series_id', '=', row.id).returning('id').execute();
  await deleteScheduleRow(db, row.id);
  // The row's own document goes by its activity entry below.
  await unindexDeletedEvents(
    db,
    detached.map((d) => d.id),
  );
  await logActivity(db, {
    userId: actor.userId,
    entity: SCHEDULE_ENTITY,
    entityId: row.id,
    action: 'deleted',
    changes: { title: [row.title, null], start: [row.start_local, null] },
  });
  return {
    result: 'deleted',
    message: row.rrule ? 'Serie di appuntamenti eliminata.' : 'Appuntamento eliminato.',
  };
}

export type { DeleteScheduleQuery };
export { fieldsOfRow };
