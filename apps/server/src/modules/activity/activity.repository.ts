import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { indexActivity } from '../search/search-index.ts';

export interface ActivityEntry {
  userId: number | null;
  entity: string;
  entityId: number;
  action: string;
  /** `{ field: [before, after] }`; secrets (passwords) are recorded as changed, never as values. */
  changes?: Record<string, unknown> | null;
}

/**
 * Appends to the activity log; call it inside the service's transaction, after the write, so both
 * commit together — and the global search index, updated here from the record as it now is
 * (modules/search/search-index.ts), commits with them.
 */
export async function logActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      user_id: entry.userId,
      created_at: nowIso(),
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
    })
    .execute();
  await indexActivity(db, [entry]);
}

/** Appends many entries in one statement (imports); same transaction rule as logActivity. */
export async function logActivities(db: Db, entries: ActivityEntry[], now: string = nowIso()): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('activity_log')
    .values(
      entries.map((entry) => ({
        user_id: entry.userId,
        created_at: now,
        entity: entry.entity,
        entity_id: entry.entityId,
        action: entry.action,
        changes: entry.changes ? JSON.stringify(entry.changes) : null,
      })),
    )
    .execute();
  await indexActivity(db, entries);
}

export function listActivity(db: Db, entity: string, entityId: number) {
  return db
    .selectFrom('activity_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** `{ field: [before, after] }` for the fields whose value differs. */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (before[key] !== value) changes[key] = [before[key], value];
  }
  return changes;
}
