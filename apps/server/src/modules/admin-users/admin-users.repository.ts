import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { dbBool, type Instant, nowIso } from '../../db/values.ts';
import { userNameKeyOf } from '../user/user.repository.ts';

export const INVITE_PURPOSE = 'invite';

/** An unused, unexpired invitation of the user in the row, and the user never signed in. */
export function pendingInvitation(eb: ExpressionBuilder<Database, 'users'>, now: Instant) {
  return eb.and([
    eb('users.last_login_at', 'is', null),
    eb.exists(
      eb
        .selectFrom('password_resets')
        .select('password_resets.id')
        .whereRef('password_resets.user_id', '=', 'users.id')
        .where('password_resets.purpose', '=', INVITE_PURPOSE)
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', now),
    ),
  ]);
}

/** Users as the administration shows them: with their group's name and whether an invitation waits. */
export function selectAdminUserViews(db: Db) {
  const now = nowIso();
  return db
    .selectFrom('users')
    .leftJoin('user_groups', 'user_groups.id', 'users.group_id')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.surname',
      'users.email',
      'users.group_id',
      'user_groups.name as group_name',
      'users.active',
      'users.banned',
      'users.last_login_at',
      'users.created_at',
      'users.updated_at',
      pendingInvitation(eb, now).as('invited'),
    ]);
}
export type AdminUserViewRow = ViewRow<typeof selectAdminUserViews>;

export function findAdminUserView(db: Db, id: number) {
  return selectAdminUserViews(db).where('users.id', '=', id).executeTakeFirst();
}

/** The stored fields an administrator edits, with the version and the flags the guards read. */
export function findAdminUserRow(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'surname', 'email', 'group_id', 'active', 'banned', 'last_login_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user holding this e-mail (stored lower-case), if any. */
export function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export interface AdminUserFields {
  name: string;
  surname: string;
  email: string;
  group_id: number | null;
}

/** Inserts an invited user (active, with a password nobody knows); its id. */
export async function insertInvitedUser(
  db: Db,
  fields: AdminUserFields,
  passwordHash: string,
  createdBy: number,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      ...fields,
      password_hash: passwordHash,
      name_key: userNameKeyOf(fields.name, fields.surname),
      active: dbBool(true),
      banned: dbBool(false),
      theme: 'light',
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the edited fields only if the user is still at version `expected`; whether it did. */
export async function updateAdminUserIfVersion(
  db: Db,
  id: number,
  fields: AdminUserFields,
  expected: Instant,
  next: Instant,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...fields, name_key: userNameKeyOf(fields.name, fields.surname), updated_at: next })
    .where('id', '=', id)
    .where('updated_at', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertInvitation(
  db: Db,
  invitation: { user_id: number; code_hash: string; created_at: Instant; expires_at: Instant },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ ...invitation, purpose: INVITE_PURPOSE })
    .execute();
}

/** Ends every unused invitation of the user (a new one is being sent). */
export async function expireInvitations(db: Db, userId: number, now: Instant): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', INVITE_PURPOSE)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** An invitation by its code's hash (reset codes are not invitations), with its user's state. */
export function findInvitation(db: Db, codeHash: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.user_id',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.name',
      'users.active',
      'users.banned',
    ])
    .where('password_resets.code_hash', '=', codeHash)
    .where('password_resets.purpose', '=', INVITE_PURPOSE)
    .executeTakeFirst();
}
