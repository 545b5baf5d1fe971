import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** The events of a calendar already imported with the given UIDs: `uid|recurrence_id` → event id. */
export async function findImported(
  db: Db,
  calendarId: number,
  uids: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await db
      .selectFrom('schedule_import_uids')
      .select(['schedule_id', 'uid', 'recurrence_id'])
      .where('calendar_id', '=', calendarId)
      .where('uid', 'in', uids.slice(i, i + 500))
      .execute();
    for (const row of rows) out.set(`${row.uid}|${row.recurrence_id}`, row.schedule_id);
  }
  return out;
}

/**
 * Remembers where an event came from. False when the same UID was recorded meanwhile (the same
 * file imported twice at once): the caller drops its copy.
 */
export async function recordImported(
  db: Db,
  row: { schedule_id: number; calendar_id: number; uid: string; recurrence_id: string; created_at: Instant },
): Promise<boolean> {
  const result = await db
    .insertInto('schedule_import_uids')
    .values(row)
    .onConflict((oc) => oc.columns(['calendar_id', 'uid', 'recurrence_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Makes an event an occurrence detached from a series (it replaces the series' `recurrenceStart`). */
export async function markDetached(
  db: Db,
  id: number,
  seriesId: number,
  recurrenceStart: string,
): Promise<void> {
  await db
    .updateTable('schedules')
    .set({ series_id: seriesId, recurrence_start: recurrenceStart })
    .where('id', '=', id)
    .execute();
}

/** Whether an event is a series (has an RRULE). */
export async function isSeries(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('schedules').select('rrule').where('id', '=', id).executeTakeFirst();
  return Boolean(row?.rrule);
}
