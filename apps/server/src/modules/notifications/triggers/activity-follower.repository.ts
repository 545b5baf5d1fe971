import type { Db } from '../../../db/database.ts';
import { isSqlite } from '../../../db/list/index.ts';
import type { Instant } from '../../../db/values.ts';

export const ACTIVITY_CURSOR = 'activity';

export interface ActivityRow {
  id: number;
  user_id: number | null;
  created_at: Instant;
  entity: string;
  entity_id: number;
  action: string;
  changes: string | null;
}

/**
 * The cursor's position, its row locked until the transaction ends on PostgreSQL (`for update`):
 * a second instance following at the same moment waits here and then reads the advanced cursor.
 * SQLite has one writer, whose transaction already holds the database. Undefined without a row.
 */
export async function lockCursor(db: Db, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('notification_cursors')
    .select('last_id')
    .where('name', '=', name)
    .$if(!isSqlite(db), (q) => q.forUpdate())
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.last_id);
}

export async function setCursor(db: Db, name: string, lastId: number): Promise<void> {
  await db.updateTable('notification_cursors').set({ last_id: lastId }).where('name', '=', name).execute();
}

/** The next `limit` activity rows after `afterId`, oldest first. */
export function listActivityAfter(db: Db, afterId: number, limit: number): Promise<ActivityRow[]> {
  return db
    .selectFrom('activity_log')
    .select(['id', 'user_id', 'created_at', 'entity', 'entity_id', 'action', 'changes'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether any activity row lies past the cursor: the cheap check of every tick, outside a transaction. */
export async function hasActivityPastCursor(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_log')
    .select('activity_log.id')
    .where('activity_log.id', '>', (eb) =>
      eb.selectFrom('notification_cursors').select('last_id').where('name', '=', name),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
