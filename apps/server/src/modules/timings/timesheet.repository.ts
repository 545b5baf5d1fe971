import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';
import type { TimingsTable } from './timing.table.ts';

/** The project's client id (null when the project is missing or has no client). */
export async function findProjectClientId(db: Db, projectId: number): Promise<number | null> {
  return (
    (await db.selectFrom('projects').select('client_id').where('id', '=', projectId).executeTakeFirst())
      ?.client_id ?? null
  );
}

/** Stopped entries of a timesheet cell: the user's entries of [from, to) on the project (null = none). */
export function listCellEntries(
  db: Db,
  userId: number,
  projectId: number | null,
  from: Instant,
  to: Instant,
) {
  let q = db
    .selectFrom('timings')
    .select(['id', 'minutes', 'duration_only', 'ended_at'])
    .where('user_id', '=', userId)
    .where('started_at', '>=', from)
    .where('started_at', '<', to)
    .where('ended_at', 'is not', null)
    .orderBy('id');
  q = projectId === null ? q.where('project_id', 'is', null) : q.where('project_id', '=', projectId);
  return q.execute();
}

/** Sets the minutes and times of a cell's own (duration-only) entry. */
export async function updateCellEntry(
  db: Db,
  id: number,
  values: { minutes: number; started_at: Instant; ended_at: Instant; updated_at: Instant },
): Promise<void> {
  await db.updateTable('timings').set(values).where('id', '=', id).execute();
}

/** Inserts a cell's own entry (no id returned). */
export async function insertCellEntry(db: Db, values: Insertable<TimingsTable>): Promise<void> {
  await db.insertInto('timings').values(values).execute();
}
