import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

export function findAvatar(db: Db, userId: number) {
  return db
    .selectFrom('user_avatars')
    .select(['data_url', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** When a user's picture last changed, without reading the picture. */
export function findAvatarStamp(db: Db, userId: number) {
  return db.selectFrom('user_avatars').select('updated_at').where('user_id', '=', userId).executeTakeFirst();
}

export async function putAvatar(db: Db, userId: number, dataUrl: string, now: Instant): Promise<void> {
  await db
    .insertInto('user_avatars')
    .values({ user_id: userId, data_url: dataUrl, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data_url: dataUrl, updated_at: now }))
    .execute();
}

/** Removes the picture; whether there was one. */
export async function deleteAvatar(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('user_avatars').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A user's sessions not revoked and not expired, newest first. */
export function listLiveSessions(db: Db, userId: number, now: Instant) {
  return db
    .selectFrom('sessions')
    .select(['jti', 'created_at', 'expires_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Another user holding this e-mail (stored lower-case), if any. */
export function findOtherUserByEmail(db: Db, email: string, exceptId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function updateEmail(db: Db, userId: number, email: string, now: Instant): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute();
}
