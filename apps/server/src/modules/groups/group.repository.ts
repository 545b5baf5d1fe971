import type { Db } from '../../db/database.ts';
import { isSqlite } from '../../db/list/index.ts';
import type { Instant } from '../../db/values.ts';

/** A group row with the number of its users, as the administration lists it. */
export interface GroupRow {
  id: number;
  key: string | null;
  name: string;
  rules: string;
  users_count: number | string | bigint;
  created_at: Instant;
  updated_at: Instant;
}

function selectGroups(db: Db) {
  return db.selectFrom('user_groups').select((eb) => [
    'user_groups.id',
    'user_groups.key',
    'user_groups.name',
    'user_groups.rules',
    'user_groups.created_at',
    'user_groups.updated_at',
    eb
      .selectFrom('users')
      .select((sub) => sub.fn.countAll().as('n'))
      .whereRef('users.group_id', '=', 'user_groups.id')
      .as('users_count'),
  ]);
}

/** Every group with its users' count, by name then id. */
export function listGroupRows(db: Db): Promise<GroupRow[]> {
  return selectGroups(db).orderBy('user_groups.name').orderBy('user_groups.id').execute() as Promise<
    GroupRow[]
  >;
}

export function findGroupRow(db: Db, id: number): Promise<GroupRow | undefined> {
  return selectGroups(db).where('user_groups.id', '=', id).executeTakeFirst() as Promise<
    GroupRow | undefined
  >;
}

/**
 * Locks every group row (PostgreSQL; SQLite transactions already run one at a time), so two
 * administrators writing groups at once are checked one after the other: the unique name and the
 * last-administrator guard then read what the other committed.
 */
export async function lockGroups(trx: Db): Promise<void> {
  if (isSqlite(trx)) return;
  await trx.selectFrom('user_groups').select('id').orderBy('id').forUpdate().execute();
}

/** Id and name of every group (for the unique-name check). */
export function listGroupNames(db: Db) {
  return db.selectFrom('user_groups').select(['id', 'name']).execute();
}

export async function insertGroup(
  db: Db,
  group: { name: string; rules: string },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('user_groups')
    .values({ key: null, name: group.name, rules: group.rules, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes name and rules if the row is still at `expected` (the optimistic lock); false otherwise. */
export async function updateGroupIfVersion(
  db: Db,
  id: number,
  fields: { name: string; rules: string },
  expected: Instant,
  next: Instant,
): Promise<boolean> {
  const result = await db
    .updateTable('user_groups')
    .set({ ...fields, updated_at: next })
    .where('id', '=', id)
    .where('updated_at', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteGroupRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('user_groups').where('id', '=', id).execute();
}
