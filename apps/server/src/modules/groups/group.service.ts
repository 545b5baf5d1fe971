import {
  type CreateUserGroupInput,
  composeGroupRules,
  type DeleteResult,
  MAX_USER_GROUPS,
  type PermissionName,
  type PermissionRule,
  splitGroupRules,
  type UpdateUserGroupInput,
  type UserGroupList,
  type UserGroupView,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { normalizeText } from '../../db/search.ts';
import { nowIso, toCount } from '../../db/values.ts';
import { fieldRefusal, validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { assertAdministratorRemains } from '../user/administrators.ts';
import { parseRules } from '../user/user.mapper.ts';
import {
  deleteGroupRow,
  findGroupRow,
  type GroupRow,
  insertGroup,
  listGroupNames,
  listGroupRows,
  lockGroups,
  updateGroupIfVersion,
} from './group.repository.ts';

/** The activity log's entity of a group: its rows reach every open page as a live `record` event. */
export const USER_GROUP_ENTITY = 'user_group';
const NOT_FOUND = 'Gruppo non trovato.';

/** The input as the route schema parsed it (defaults applied, names trimmed and de-duplicated). */
type ParsedCreate = Required<Omit<CreateUserGroupInput, 'permissions'>> & { permissions: PermissionName[] };
type ParsedUpdate = Omit<UpdateUserGroupInput, 'permissions'> & { permissions: PermissionName[] };

/** Row → view in one place: the stored rules split as the matrix shows them. */
export function toUserGroupView(row: GroupRow): UserGroupView {
  const rules = parseRules(row.rules);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    rules,
    ...splitGroupRules(rules),
    users_count: toCount(row.users_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function viewOf(db: Db, id: number): Promise<UserGroupView> {
  const row = await findGroupRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toUserGroupView(row);
}

/** 422 on `name` when another group has it (case, accents and spaces aside). */
async function assertUniqueName(trx: Db, name: string, exceptId: number | null): Promise<void> {
  const key = normalizeText(name);
  const groups = await listGroupNames(trx);
  if (groups.some((group) => group.id !== exceptId && normalizeText(group.name) === key)) {
    throw validationError({ name: ['Esiste già un gruppo con questo nome'] });
  }
}

/** What a save changed, for the activity log: name, full access, permissions added and removed. */
function changesOf(before: { name: string; rules: PermissionRule[] } | null, after: typeof before) {
  const changes: Record<string, [unknown, unknown]> = {};
  const old = before ? splitGroupRules(before.rules) : null;
  const next = after ? splitGroupRules(after.rules) : null;
  if (before?.name !== after?.name) changes.name = [before?.name ?? null, after?.name ?? null];
  if ((old?.full_access ?? false) !== (next?.full_access ?? false))
    changes.full_access = [old?.full_access ?? null, next?.full_access ?? null];
  const had = new Set(old?.permissions ?? []);
  const has = new Set(next?.permissions ?? []);
  const added = [...has].filter((name) => !had.has(name));
  const removed = [...had].filter((name) => !has.has(name));
  if (added.length > 0) changes.permissions_added = [null, added];
  if (removed.length > 0) changes.permissions_removed = [removed, null];
  return changes;
}

/** Every group by name, with its rules split for the matrix and its users' count. */
export async function listUserGroups(db: Db): Promise<UserGroupList> {
  const rows = await listGroupRows(db);
  return { data: rows.map(toUserGroupView) };
}

export function getUserGroup(db: Db, id: number): Promise<UserGroupView> {
  return viewOf(db, id);
}

/**
 * Creates a group (never a seeded one: its key stays null) with the given permissions, or with
 * every rule of `copy_from_id` (422 on that field when the group does not exist). Unique names.
 */
export async function createUserGroup(db: Db, userId: number, input: ParsedCreate): Promise<UserGroupView> {
  return db.transaction().execute(async (trx) => {
    await lockGroups(trx);
    await assertUniqueName(trx, input.name, null);
    if ((await listGroupNames(trx)).length >= MAX_USER_GROUPS) {
      throw fieldRefusal('name', `Si possono avere al massimo ${MAX_USER_GROUPS} gruppi.`);
    }
    let rules: PermissionRule[];
    if (input.copy_from_id !== null) {
      const source = await findGroupRow(trx, input.copy_from_id);
      if (!source) throw validationError({ copy_from_id: ['Il gruppo da copiare non esiste più'] });
      rules = parseRules(source.rules);
    } else {
      rules = composeGroupRules(input.full_access, input.permissions, []);
    }
    const id = await insertGroup(trx, { name: input.name, rules: JSON.stringify(rules) }, nowIso());
    await logActivity(trx, {
      userId,
      entity: USER_GROUP_ENTITY,
      entityId: id,
      action: 'created',
      changes: changesOf(null, { name: input.name, rules }),
    });
    return viewOf(trx, id);
  });
}

/**
 * Saves name, full access and named permissions if `updated_at` is still the stored one (409
 * otherwise); every other rule of the group (an action on a subject, an inverted rule) is kept as it
 * is. 422 when no active administrator would remain. Applies on the users' next request: the auth
 * hook reads the group's rules on every request.
 */
export async function updateUserGroup(
  db: Db,
  userId: number,
  id: number,
  input: ParsedUpdate,
): Promise<UserGroupView> {
  return db.transaction().execute(async (trx) => {
    await lockGroups(trx);
    const before = await findGroupRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== input.updated_at) throw staleRecord();
    await assertUniqueName(trx, input.name, id);
    const oldRules = parseRules(before.rules);
    const rules = composeGroupRules(
      input.full_access,
      input.permissions,
      splitGroupRules(oldRules).other_rules,
    );
    await assertAdministratorRemains(trx, { kind: 'group', groupId: id, rules }, 'permissions');
    const fields = { name: input.name, rules: JSON.stringify(rules) };
    if (!(await updateGroupIfVersion(trx, id, fields, input.updated_at, nextVersion(before.updated_at))))
      throw staleRecord();
    const changes = changesOf({ name: before.name, rules: oldRules }, { name: input.name, rules });
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: USER_GROUP_ENTITY, entityId: id, action: 'updated', changes });
    }
    return viewOf(trx, id);
  });
}

/**
 * Deletes a group added here that has no users. A seeded group is never deleted (every start seeds
 * it again by its key); a group with users answers 422 saying how many to move first.
 */
export async function deleteUserGroup(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    await lockGroups(trx);
    const before = await findGroupRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.key !== null) {
      throw fieldRefusal(
        'id',
        `«${before.name}» è un gruppo predefinito e non si può eliminare: puoi rinominarlo e cambiarne i permessi.`,
      );
    }
    const users = toCount(before.users_count);
    if (users > 0) {
      throw fieldRefusal(
        'id',
        users === 1
          ? `Il gruppo «${before.name}» ha 1 utente: spostalo in un altro gruppo prima di eliminarlo.`
          : `Il gruppo «${before.name}» ha ${users} utenti: spostali in un altro gruppo prima di eliminarlo.`,
      );
    }
    await assertAdministratorRemains(trx, { kind: 'group', groupId: id, rules: null }, 'permissions');
    await deleteGroupRow(trx, id);
    await logActivity(trx, {
      userId,
      entity: USER_GROUP_ENTITY,
      entityId: id,
      action: 'deleted',
      changes: changesOf({ name: before.name, rules: parseRules(before.rules) }, null),
    });
    return { result: 'deleted', message: 'Gruppo eliminato.' };
  });
}
