import type { ChangeEmailInput, User } from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/values.ts';
import { unauthorized, validationError } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { isUniqueViolation } from '../keyholders/key-unique.ts';
import { toUser } from '../user/user.mapper.ts';
import { findPasswordHash, findUserById } from '../user/user.repository.ts';
import { findOtherUserByEmail, updateEmail } from './profile.repository.ts';

const EMAIL_TAKEN = 'Questa e-mail è già usata da un altro utente.';
const WRONG_PASSWORD = 'La password attuale non è corretta.';

/**
 * Changes my sign-in e-mail after checking my current password (422 on `current_password`); an
 * e-mail another user holds is a 422 on `email`, also when a concurrent change wins the race.
 */
export async function changeMyEmail(
  deps: Pick<AppContext, 'db' | 'hasher'>,
  me: AuthUser,
  input: ChangeEmailInput,
): Promise<User> {
  const current = await findPasswordHash(deps.db, me.id);
  if (!current || !(await deps.hasher.verify(current.password_hash, input.current_password))) {
    throw validationError({ current_password: [WRONG_PASSWORD] }, WRONG_PASSWORD);
  }
  const email = input.email.toLowerCase();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (await findOtherUserByEmail(trx, email, me.id)) {
        throw validationError({ email: [EMAIL_TAKEN] }, EMAIL_TAKEN);
      }
      if (email !== me.email) {
        await updateEmail(trx, me.id, email, nowIso());
        await logActivity(trx, {
          userId: me.id,
          entity: 'user',
          entityId: me.id,
          action: 'email_change',
          changes: { email: [me.email, email] },
        });
      }
      const row = await findUserById(trx, me.id);
      if (!row) throw unauthorized('invalid_token');
      return toUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ email: [EMAIL_TAKEN] }, EMAIL_TAKEN);
    throw error;
  }
}
