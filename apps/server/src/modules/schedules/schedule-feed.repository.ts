import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** The user's feed token row (its hash and when it was made), if any. */
export async function findFeedToken(db: Db, userId: number) {
  return db
    .selectFrom('schedule_feed_tokens')
    .select(['token_hash', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Replaces the user's token: the previous hash stops matching in the same statement. */
export async function replaceFeedToken(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Instant,
): Promise<void> {
  await db
    .insertInto('schedule_feed_tokens')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

/** The active user owning a token hash (a lookup on the unique index), with their name. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('schedule_feed_tokens as t')
    .innerJoin('users', 'users.id', 't.user_id')
    .leftJoin('user_groups', 'user_groups.id', 'users.group_id')
    .select([
      'users.id',
      'users.name',
      'users.surname',
      'users.active',
      'users.banned',
      'user_groups.rules as group_rules',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
