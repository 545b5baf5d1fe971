import type { ChangePasswordInput, UpdateProfileInput, User } from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/values.ts';
import { unauthorized, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import { diffFields, logActivity } from '../activity/activity.repository.ts';
import { revokeUserSessions } from '../auth/session.repository.ts';
import { toUser } from './user.mapper.ts';
import { findPasswordHash, findUserById, updatePasswordHash, updateProfile } from './user.repository.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password aggiornata.';

/** The public User DTO of the signed-in user, without the session details the auth hook adds. */
export function publicUser({ sessionId: _s, permissions: _p, ...user }: AuthUser): User {
  return user;
}

/** Updates name, surname and theme; records the changed fields in the activity log. */
export async function updateMyProfile(
  deps: Pick<AppContext, 'db'>,
  me: AuthUser,
  input: UpdateProfileInput,
): Promise<User> {
  const now = nowIso();
  return deps.db.transaction().execute(async (trx) => {
    await updateProfile(trx, me.id, input, now);
    const changes = diffFields({ name: me.name, surname: me.surname, theme: me.theme }, input);
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId: me.id, entity: 'user', entityId: me.id, action: 'update', changes });
    }
    const row = await findUserById(trx, me.id);
    if (!row) throw unauthorized('invalid_token');
    return toUser(row);
  });
}

/**
 * Changes the password after checking the current one (422 on `current_password` otherwise), and
 * signs out every other session of the user; the one making the change stays signed in.
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
    await updatePasswordHash(trx, me.id, passwordHash, now);
    await revokeUserSessions(trx, me.id, now, me.sessionId);
    await logActivity(trx, {
      userId: me.id,
      entity: 'user',
      entityId: me.id,
      action: 'password_change',
      changes: { password: ['***', '***'] },
    });
  });
}
