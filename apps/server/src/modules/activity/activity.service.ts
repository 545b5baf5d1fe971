import type { ActivityChange, ActivityEntry, ActivityPage, ActivityQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { ACTIVITY_SORT, type ActivityPageRow, activityList } from './activity.list.ts';

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

/** Names of ids, loaded in one query: `ids` are distinct; missing ids are simply absent. */
export type NameLoader = (db: Db, ids: number[]) => Promise<Map<number, string>>;

/**
 * Which fields hold ids and where their names come from (`{ state_id: lookupNames, … }`). Fields
 * sharing a loader are resolved in one query.
 */
export type ChangeLabels = Record<string, NameLoader>;

/**
 * Adds `old_label`/`new_label` to the changes of id fields, with the names as they are now (an id
 * that names nothing any more gets null; the raw values stay as they were).
 */
export async function labelChanges(
  db: Db,
  entries: ActivityEntry[],
  labels: ChangeLabels,
): Promise<ActivityEntry[]> {
  const wanted = new Map<NameLoader, Set<number>>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      const loader = labels[change.field];
      if (!loader) continue;
      const ids = wanted.get(loader) ?? new Set<number>();
      for (const value of [change.old, change.new]) if (typeof value === 'number') ids.add(value);
      wanted.set(loader, ids);
    }
  }
  const names = new Map<NameLoader, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([loader, ids]) => {
      names.set(loader, ids.size > 0 ? await loader(db, [...ids]) : new Map());
    }),
  );
  const label = (loader: NameLoader, value: ActivityChange['old']) =>
    typeof value === 'number' ? (names.get(loader)?.get(value) ?? null) : null;
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.map((change) => {
      const loader = labels[change.field];
      if (!loader) return change;
      return { ...change, old_label: label(loader, change.old), new_label: label(loader, change.new) };
    }),
  }));
}

/** A record's history, newest first, one page at a time; `labels` names the id fields' values. */
export async function getActivityPage(
  db: Db,
  entity: string,
  entityId: number,
  query: ActivityQuery,
  labels?: ChangeLabels,
): Promise<ActivityPage> {
  const filters = { entity, entity_id: entityId };
  const { data, meta } = await listPage(
    db,
    activityList,
    { ...query, ...filters, sort: ACTIVITY_SORT },
    (rows) => {
      const entries = rows.map(toActivityEntry);
      return labels ? labelChanges(db, entries, labels) : entries;
    },
  );
  return { data, meta };
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
