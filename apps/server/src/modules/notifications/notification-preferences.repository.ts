import type { Db } from '../../db/database.ts';
import { dbBool, type Instant } from '../../db/values.ts';

/** The preference rows of some users (those who changed a kind's default). */
export function preferenceRowsOf(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'in_app', 'push', 'email'])
    .where('user_id', 'in', userIds)
    .execute();
}
export type PreferenceRow = Awaited<ReturnType<typeof preferenceRowsOf>>[number];

export function findUserSettings(db: Db, userId: number) {
  return db
    .selectFrom('notification_user_settings')
    .select(['email_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertPreference(
  db: Db,
  userId: number,
  preference: { kind: string; in_app: boolean; push: boolean; email: boolean },
): Promise<void> {
  const values = {
    in_app: dbBool(preference.in_app),
    push: dbBool(preference.push),
    email: dbBool(preference.email),
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kind: preference.kind, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
    .execute();
}

export async function upsertEmailDigest(db: Db, userId: number, on: boolean, now: Instant): Promise<void> {
  await db
    .insertInto('notification_user_settings')
    .values({ user_id: userId, email_digest: dbBool(on), updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_digest: dbBool(on), updated_at: now }))
    .execute();
}

/** Whether each user may still be told anything: active and not banned. */
export function reachableUserIds(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('active', '=', dbBool(true))
    .where('banned', '=', dbBool(false))
    .execute();
}
