import type { ChangePasswordInput } from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { type Instant, nowIso } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { findPasswordHash, updatePasswordHash } from '../user/user.repository.ts';
import { revokeUserSessions } from './session.repository.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password aggiornata.';

/**
 * Changes the password after checking the current one (422 on `current_password` otherwise), and
 * signs out every other session of the user; the one making the change stays signed in. Lives with
 * the sessions it revokes (the user module knows nothing of sessions).
 */
export async function changeMyPassword(
  deps: Pick<AppContext, 'db' | 'hasher'>,
  me: AuthUser,
  input: ChangePasswordInput,
): Promise<void> {
  const current = await findPasswordHash(deps.db, me.id);
  if (!current || !(await deps.hasher.verify(current.password_hash, input.current_password))) {
    throw validationError({ current_password: ['La password attuale non è corretta.'] });
  }
  const passwordHash = await deps.hasher.hash(input.password);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await storeNewPassword(trx, me.id, passwordHash, now, 'password_change', me.sessionId);
  });
}

/**
 * Writes a user's new password hash, signs out their sessions (all but `keepSessionId`) and records
 * `action` on the user's history, without the password: the one path of a change, a reset and an
 * accepted invitation.
 */
export async function storeNewPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Instant,
  action: 'password_change' | 'password_reset' | 'invitation_accepted',
  keepSessionId?: string,
): Promise<void> {
  await updatePasswordHash(db, userId, passwordHash, now);
  await revokeUserSessions(db, userId, now, keepSessionId);
  await logActivity(db, {
    userId,
    entity: 'user',
    entityId: userId,
    action,
    changes: { password: ['***', '***'] },
  });
}
