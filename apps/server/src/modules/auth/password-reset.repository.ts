import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

export async function insertPasswordReset(
  db: Db,
  reset: { user_id: number; code_hash: string; created_at: Instant; expires_at: Instant },
): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute();
}

/** A "password dimenticata" code by its hash (an invitation's code is not one: it has its own page). */
export function findPasswordReset(db: Db, codeHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('code_hash', '=', codeHash)
    .where('purpose', '=', 'reset')
    .executeTakeFirst();
}

/** Marks the code used; returns false if another request used it first (single use under races). */
export async function markPasswordResetUsed(db: Db, id: number, now: Instant): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
