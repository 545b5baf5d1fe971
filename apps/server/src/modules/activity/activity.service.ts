import type { ActivityEntry, ActivityPage, ActivityQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { type ActivityPageRow, countActivity, listActivityPage } from './activity.repository.ts';

type ChangeValue = string | number | boolean | null;

function changeValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** A stored row to the "Attività" DTO: `{field:[old,new]}` becomes a list, the author a name. */
export function toActivityEntry(row: ActivityPageRow): ActivityEntry {
  let changes: ActivityEntry['changes'] = [];
  if (row.changes) {
    try {
      const parsed = JSON.parse(row.changes) as Record<string, unknown>;
      changes = Object.entries(parsed).map(([field, pair]) => {
        const [before, after] = Array.isArray(pair) ? pair : [null, pair];
        return { field, old: changeValue(before), new: changeValue(after) };
      });
    } catch {
      // an unreadable entry still shows who did what and when
    }
  }
  const userName = row.user_first_name ? `${row.user_first_name} ${row.user_surname ?? ''}`.trim() : null;
  return {
    id: row.id,
    created_at: row.created_at,
    action: row.action,
    user_id: row.user_id,
    user_name: userName,
    changes,
  };
}

/** A record's history, newest first, one page at a time. */
export async function getActivityPage(
  db: Db,
  entity: string,
  entityId: number,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    listActivityPage(db, entity, entityId, query.per_page, offset),
    countActivity(db, entity, entityId),
  ]);
  return { data: rows.map(toActivityEntry), meta: { total, page: query.page, per_page: query.per_page } };
}

/**
 * `{ field: [before, after] }` over the listed fields whose value differs; `before` null means a
 * creation (every set field is recorded with its first value).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of fields) {
    const old = before ? (before[field] ?? null) : null;
    const next = after[field] ?? null;
    if (old !== next) changes[field] = [old, next];
  }
  return changes;
}
