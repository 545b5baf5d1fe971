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

/**
 * Records that the seeded group `groupKey` was given `permission` once; whether this call recorded
 * it (false when an earlier start, or another instance starting now, already did).
 */
export async function recordDefaultGrant(
  db: Db,
  groupKey: string,
  permission: string,
  now: Instant,
): Promise<boolean> {
  const result = await db
    .insertInto('default_permission_grants')
    .values({ group_key: groupKey, permission, granted_at: now })
    .onConflict((oc) => oc.columns(['group_key', 'permission']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Replaces a group's rules (JSON array). */
export async function setGroupRules(db: Db, groupId: number, rules: string, now: Instant): Promise<void> {
  await db.updateTable('user_groups').set({ rules, updated_at: now }).where('id', '=', groupId).execute();
}
