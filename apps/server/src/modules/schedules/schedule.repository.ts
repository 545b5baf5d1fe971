import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SchedulesTable } from './schedule.table.ts';

/** Plain queries over schedules, their attendees and exdates; services own the transactions. */

export type ScheduleRow = Selectable<SchedulesTable>;
export type NewScheduleRow = Insertable<SchedulesTable>;

/** Rows with the names a view shows (calendar, colour, client, project, organiser). */
export function selectScheduleViews(db: Db) {
  return db
    .selectFrom('schedules')
    .leftJoin('lookups as cal', 'cal.id', 'schedules.calendar_id')
    .leftJoin('clients as c', 'c.id', 'schedules.client_id')
    .leftJoin('projects as p', 'p.id', 'schedules.project_id')
    .leftJoin('users as org', 'org.id', 'schedules.created_by')
    .selectAll('schedules')
    .select([
      'cal.name as calendar_name',
      'cal.color as color',
      'c.business_name as client_name',
      'p.code as project_code',
      'p.name as project_name',
      sql<string | null>`org.name || ' ' || org.surname`.as('created_by_name'),
    ]);
}
export type ScheduleViewRow = Awaited<
  ReturnType<ReturnType<typeof selectScheduleViews>['executeTakeFirstOrThrow']>
>;

export function findScheduleView(db: Db, id: number) {
  return selectScheduleViews(db).where('schedules.id', '=', id).executeTakeFirst();
}

export function findScheduleRow(db: Db, id: number) {
  return db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSchedule(db: Db, values: NewScheduleRow): Promise<number> {
  const row = await db.insertInto('schedules').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a row only if it still has the version read: false when someone saved it meanwhile. */
export async function updateScheduleIfVersion(
  db: Db,
  id: number,
  version: string,
  values: Updateable<SchedulesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('schedules')
    .set(values)
    .where('id', '=', id)
    .where('updated_at', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteScheduleRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('schedules').where('id', '=', id).execute();
}

const CHUNK = 900;
async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/** Attendees of the given events, by event, with their names ("Nome Cognome"), by surname. */
export async function findAttendees(db: Db, ids: readonly number[]) {
  const rows = await inChunks(ids, (chunk) =>
    db
      .selectFrom('schedule_attendees as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.schedule_id', 'u.id', sql<string>`u.name || ' ' || u.surname`.as('name')])
      .where('a.schedule_id', 'in', chunk)
      .orderBy('u.surname')
      .orderBy('u.name')
      .execute(),
  );
  const byEvent = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = byEvent.get(row.schedule_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byEvent.set(row.schedule_id, list);
  }
  return byEvent;
}

/** Exdates of the given series, by series, in order. */
export async function findExdates(db: Db, ids: readonly number[]) {
  const rows = await inChunks(ids, (chunk) =>
    db
      .selectFrom('schedule_exdates')
      .select(['schedule_id', 'occurrence_start'])
      .where('schedule_id', 'in', chunk)
      .orderBy('occurrence_start')
      .execute(),
  );
  const byEvent = new Map<number, string[]>();
  for (const row of rows)
    byEvent.set(row.schedule_id, [...(byEvent.get(row.schedule_id) ?? []), row.occurrence_start]);
  return byEvent;
}

export async function replaceAttendees(db: Db, id: number, userIds: readonly number[]): Promise<void> {
  await db.deleteFrom('schedule_attendees').where('schedule_id', '=', id).execute();
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await db
      .insertInto('schedule_attendees')
      .values(unique.map((user_id) => ({ schedule_id: id, user_id })))
      .execute();
}

export async function replaceExdates(db: Db, id: number, starts: readonly string[]): Promise<void> {
  await db.deleteFrom('schedule_exdates').where('schedule_id', '=', id).execute();
  const unique = [...new Set(starts)];
  if (unique.length > 0)
    await db
      .insertInto('schedule_exdates')
      .values(unique.map((occurrence_start) => ({ schedule_id: id, occurrence_start })))
      .execute();
}

/** Removes one occurrence from a series (idempotent). */
export async function addExdate(db: Db, id: number, occurrenceStart: string): Promise<void> {
  await db
    .insertInto('schedule_exdates')
    .values({ schedule_id: id, occurrence_start: occurrenceStart })
    .onConflict((oc) => oc.columns(['schedule_id', 'occurrence_start']).doNothing())
    .execute();
}

/** The occurrences detached from a series (rows of their own). */
export function findDetached(db: Db, seriesId: number) {
  return db.selectFrom('schedules').selectAll().where('series_id', '=', seriesId).execute();
}
