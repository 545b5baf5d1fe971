import type { Db } from '../../db/database.ts';
import { normalizeText } from '../../db/search.ts';
import { dbBool, type Instant } from '../../db/values.ts';

/** The columns of a user as the API shows them (with the group's name, selected beside). */
export const userColumns = [
  'users.id',
  'users.email',
  'users.name',
  'users.surname',
  'users.group_id',
  'users.active',
  'users.banned',
  'users.theme',
] as const;

function selectUsers(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('user_groups', 'user_groups.id', 'users.group_id')
    .select([...userColumns, 'user_groups.name as group_name']);
}

export function findUserById(db: Db, id: number) {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

/** With the password hash, for sign-in and password checks only. */
export function findUserCredentialsByEmail(db: Db, email: string) {
  return selectUsers(db).select('users.password_hash').where('users.email', '=', email).executeTakeFirst();
}

export function findPasswordHash(db: Db, id: number) {
  return db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  password_hash: string;
  name: string;
  surname: string;
  group_id: number | null;
  created_by: number | null;
  now: Instant;
}

/** The sort key of a user's display name, "Nome Cognome" normalised as every other sort key. */
export function userNameKeyOf(name: string, surname: string): string {
  return normalizeText(`${name} ${surname}`);
}

/** Inserts unless the e-mail exists; returns the new id, or undefined when it already existed. */
export async function insertUserIfMissing(db: Db, user: NewUser): Promise<number | undefined> {
  const { now, ...values } = user;
  const row = await db
    .insertInto('users')
    .values({
      ...values,
      name_key: userNameKeyOf(values.name, values.surname),
      active: dbBool(true),
      banned: dbBool(false),
      theme: 'light',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function updateProfile(
  db: Db,
  id: number,
  values: { name: string; surname: string; theme: string },
  now: Instant,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, name_key: userNameKeyOf(values.name, values.surname), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Stamps a successful sign-in (the administration's users list shows it). */
export async function recordLastLogin(db: Db, id: number, now: Instant): Promise<void> {
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', id).execute();
}

export async function updatePasswordHash(db: Db, id: number, hash: string, now: Instant): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', id).execute();
}

export async function updateUserFlags(
  db: Db,
  id: number,
  flags: { active?: boolean; banned?: boolean },
  now: Instant,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      updated_at: now,
      ...(flags.active === undefined ? {} : { active: dbBool(flags.active) }),
      ...(flags.banned === undefined ? {} : { banned: dbBool(flags.banned) }),
    })
    .where('id', '=', id)
    .execute();
}

/** Active, not banned users, in the order pickers show them (surname, name). */
export function listActiveUsers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'surname', 'email'])
    .where('active', '=', dbBool(true))
    .where('banned', '=', dbBool(false))
    .orderBy('surname')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Which of these user ids exist. */
export function findExistingUserIds(db: Db, ids: number[]) {
  return db.selectFrom('users').select('id').where('id', 'in', ids).execute();
}

/** id, e-mail and name of every user (imports match an account manager by e-mail or name). */
export function listUserNames(db: Db) {
  return db.selectFrom('users').select(['id', 'email', 'name', 'surname']).orderBy('id').execute();
}
