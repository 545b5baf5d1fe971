import type { UpdateProfileInput, User } from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/values.ts';
import { unauthorized } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import { diffFields, logActivity } from '../activity/activity.repository.ts';
import { toUser } from './user.mapper.ts';
import { findUserById, updateProfile } from './user.repository.ts';

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
