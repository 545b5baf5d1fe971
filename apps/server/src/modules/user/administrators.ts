import { can, defineAbilityFor, type PermissionRule } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isSqlite } from '../../db/list/index.ts';
import { dbBool } from '../../db/values.ts';
import { fieldRefusal } from '../../http/api-error.ts';
import { parseRules } from './user.mapper.ts';

/**
 * What an administration write is about to change, to check that someone can still administer
 * users afterwards. An administrator is an active, not banned user whose group grants
 * `manage_users` (directly or through `manage`/`all`).
 */
export type AdministrationChange =
  | { kind: 'user'; userId: number; groupId?: number | null; active?: boolean; banned?: boolean }
  | { kind: 'group'; groupId: number; rules: readonly PermissionRule[] | null };

export const LAST_ADMINISTRATOR_MESSAGE =
  'Operazione non consentita: deve restare almeno un amministratore attivo (un utente attivo di un gruppo con il permesso «Gestire gli utenti»).';

/** Whether these rules grant `manage_users` (directly or through `manage`/`all`). */
export function grantsUserManagement(rules: readonly PermissionRule[]): boolean {
  return can(defineAbilityFor(rules), 'manage_users');
}

/**
 * Throws 422 on `field` (the form field that asked for the change) when `change` would leave no
 * administrator. Call it inside the writing transaction, before the write: on PostgreSQL it first
 * locks the groups' rows, so two administrators demoting each other at the same moment are checked
 * one after the other (SQLite transactions already are).
 */
export async function assertAdministratorRemains(
  trx: Db,
  change: AdministrationChange,
  field: string,
): Promise<void> {
  if (!isSqlite(trx)) await sql`select id from user_groups order by id for update`.execute(trx);
  const groups = await trx.selectFrom('user_groups').select(['id', 'rules']).execute();
  const adminGroups = new Set<number>();
  for (const group of groups) {
    const rules =
      change.kind === 'group' && change.groupId === group.id ? change.rules : parseRules(group.rules);
    if (rules && grantsUserManagement(rules)) adminGroups.add(group.id);
  }
  const users = await trx
    .selectFrom('users')
    .select(['id', 'group_id'])
    .where('active', '=', dbBool(true))
    .where('banned', '=', dbBool(false))
    .where('group_id', 'is not', null)
    .execute();
  const remaining = users.filter((user) => {
    if (change.kind !== 'user' || change.userId !== user.id) return adminGroups.has(user.group_id as number);
    if (change.active === false || change.banned === true) return false;
    const groupId = change.groupId === undefined ? user.group_id : change.groupId;
    return groupId !== null && adminGroups.has(groupId);
  });
  if (remaining.length === 0) throw fieldRefusal(field, LAST_ADMINISTRATOR_MESSAGE);
}
