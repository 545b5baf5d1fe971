import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

export async function insertSession(
  db: Db,
  session: { jti: string; user_id: number; created_at: Instant; expires_at: Instant },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * The user behind a live session, in one query on the sessions primary key: this runs on every
 * authenticated request, so it fetches the user and the group's rules at the same time.
 */
export function findLiveSessionUser(db: Db, jti: string, now: Instant) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('user_groups', 'user_groups.id', 'users.group_id')
    .select([
      'sessions.user_id',
      'users.id',
      'users.email',
      'users.name',
      'users.surname',
      'users.group_id',
      'users.active',
      'users.banned',
      'users.theme',
      'user_groups.name as group_name',
      'user_groups.rules as group_rules',
    ])
    .where('sessions.jti', '=', jti)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, jti: string, now: Instant): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, except `keepJti` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Instant,
  keepJti?: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keepJti !== undefined, (qb) => qb.where('jti', '!=', keepJti as string))
    .execute();
}

/** Housekeeping: sessions past their expiry are useless; dropped at sign-in time. */
export async function deleteExpiredSessions(db: Db, now: Instant): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}
