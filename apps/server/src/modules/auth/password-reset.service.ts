import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordInput } from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import { isoIn, nowIso, toBool } from '../../db/values.ts';
import { alertError } from '../../http/api-error.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import { findUserCredentialsByEmail } from '../user/user.repository.ts';
import { normaliseEmail } from './auth.service.ts';
import { storeNewPassword } from './password-change.service.ts';
import {
  findPasswordReset,
  insertPasswordReset,
  markPasswordResetUsed,
} from './password-reset.repository.ts';

export const RESET_CODE_MINUTES = 60;
export const FORGOT_PASSWORD_MESSAGE =
  'Se l’indirizzo è registrato, riceverai a breve un’email con il link per reimpostare la password.';
export const RESET_DONE_MESSAGE = 'Password reimpostata. Ora puoi accedere con la nuova password.';
const INVALID_CODE_MESSAGE =
  'Il link per reimpostare la password non è valido, è già stato usato o è scaduto. Richiedine uno nuovo.';

/** sha256 (hex) of an e-mailed code (reset or invitation): what `password_resets` stores. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * Starts a password reset. Always resolves the same way, whether or not the e-mail belongs to an
 * active user, so the answer does not reveal registered addresses; the mail goes out in the
 * background. The code is 32 random bytes; only its sha256 is stored.
 */
export async function requestPasswordReset(
  deps: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  email: string,
): Promise<void> {
  const user = await findUserCredentialsByEmail(deps.db, normaliseEmail(email));
  if (!user || !toBool(user.active) || toBool(user.banned)) return;
  const code = randomBytes(32).toString('base64url');
  await insertPasswordReset(deps.db, {
    user_id: user.id,
    code_hash: hashCode(code),
    created_at: nowIso(),
    expires_at: isoIn(RESET_CODE_MINUTES * 60_000),
  });
  const link = `${deps.config.appUrl}/reset-password/${code}`;
  deps.mailer.send(passwordResetMail(user.email, user.name, link, RESET_CODE_MINUTES));
}

/**
 * Completes a reset: the code must exist, be unused and unexpired; it is consumed, the password
 * replaced and every session of the user revoked, all in one transaction.
 */
export async function resetPassword(
  deps: Pick<AppContext, 'db' | 'hasher'>,
  input: ResetPasswordInput,
): Promise<void> {
  const reset = await findPasswordReset(deps.db, hashCode(input.code));
  const now = nowIso();
  if (!reset || reset.used_at !== null || reset.expires_at <= now)
    throw alertError(400, INVALID_CODE_MESSAGE);
  // Hash outside the transaction: on SQLite a transaction holds the only connection.
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markPasswordResetUsed(trx, reset.id, now))) throw alertError(400, INVALID_CODE_MESSAGE);
    await storeNewPassword(trx, reset.user_id, passwordHash, now, 'password_reset');
  });
}
