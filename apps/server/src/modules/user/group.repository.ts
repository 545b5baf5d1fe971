import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

export function listGroups(db: Db) {
  return db.selectFrom('user_groups').select(['id', 'name']).orderBy('id').execute();
}

export function findGroupByKey(db: Db, key: string) {
  return db
    .selectFrom('user_groups')
    .select(['id', 'name', 'rules'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function findGroupRules(db: Db, groupId: number): Promise<string | null> {
  const row = await db.selectFrom('user_groups').select('rules').where('id', '=', groupId).executeTakeFirst();
  return row?.rules ?? null;
}

/** Seeds a group by its stable key; an existing group (maybe edited by an admin) is left alone. */
export async function insertGroupIfMissing(
  db: Db,
  group: { key: string; name: string; rules: string },
  now: Instant,
): Promise<void> {
  await db
    .insertInto('user_groups')
    .values({ ...group, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
