import type { Db } from '../../db/database.ts';
import { pageBound } from '../../db/list/index.ts';
import { type Instant, toCount } from '../../db/values.ts';

export interface NewKeyholderAccess {
  keyholder_id: number;
  user_id: number;
  action: string;
  ip: string | null;
  user_agent: string | null;
  at: Instant;
}

export async function insertKeyholderAccess(db: Db, access: NewKeyholderAccess): Promise<void> {
  await db.insertInto('keyholder_accesses').values(access).execute();
}

/**
 * The user's reveals since `since` (any credential), oldest first, at most `limit`: the rate limit
 * counts them from the table, so it holds across instances.
 */
export function findRecentReveals(db: Db, userId: number, since: Instant, limit: number) {
  return db
    .selectFrom('keyholder_accesses')
    .select('at')
    .where('user_id', '=', userId)
    .where('at', '>', since)
    .orderBy('at')
    .limit(limit)
    .execute();
}

/** One page of a credential's accesses, newest first, with the user's name. */
export function findKeyholderAccesses(db: Db, keyholderId: number, limit: number, offset: number) {
  return db
    .selectFrom('keyholder_accesses')
    .leftJoin('users as us', 'us.id', 'keyholder_accesses.user_id')
    .select([
      'keyholder_accesses.id',
      'keyholder_accesses.user_id',
      'keyholder_accesses.action',
      'keyholder_accesses.ip',
      'keyholder_accesses.user_agent',
      'keyholder_accesses.at',
      'us.name as user_first_name',
      'us.surname as user_surname',
    ])
    .where('keyholder_accesses.keyholder_id', '=', keyholderId)
    .orderBy('keyholder_accesses.at', 'desc')
    .orderBy('keyholder_accesses.id', 'desc')
    .limit(pageBound(limit))
    .offset(pageBound(offset))
    .execute();
}

export async function countKeyholderAccesses(db: Db, keyholderId: number): Promise<number> {
  const row = await db
    .selectFrom('keyholder_accesses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('keyholder_id', '=', keyholderId)
    .executeTakeFirst();
  return toCount(row?.n);
}
