import type { AcceptInvitationInput, InvitationStatus } from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { alertError } from '../../http/api-error.ts';
import { storeNewPassword } from '../auth/password-change.service.ts';
import { markPasswordResetUsed } from '../auth/password-reset.repository.ts';
import { hashCode } from '../auth/password-reset.service.ts';
import { findInvitation } from './admin-users.repository.ts';

export const INVITATION_ACCEPTED_MESSAGE = 'Password impostata. Ora puoi accedere a Officina.';
const INVALID_INVITATION_MESSAGE =
  'Il link di invito non è valido, è già stato usato o è scaduto. Chiedi all’amministratore un nuovo invito.';

/** The invitation of `code` while it can be used: unused, unexpired, its user active and not banned. */
async function usableInvitation(db: Db, code: string, now: string) {
  const invitation = await findInvitation(db, hashCode(code));
  if (!invitation || invitation.used_at !== null || invitation.expires_at <= now) return undefined;
  if (!toBool(invitation.active) || toBool(invitation.banned)) return undefined;
  return invitation;
}

/** Whether the code can still be used, and the invitee's first name; one answer for every refusal. */
export async function invitationStatus(db: Db, code: string): Promise<InvitationStatus> {
  const invitation = code.length <= 256 ? await usableInvitation(db, code, nowIso()) : undefined;
  return invitation ? { valid: true, name: invitation.name } : { valid: false };
}

/**
 * Accepts an invitation: the code is consumed (single use, also under races), the chosen password
 * stored and any session of the user revoked, in one transaction. 400 when the code cannot be used.
 */
export async function acceptInvitation(
  deps: Pick<AppContext, 'db' | 'hasher'>,
  input: AcceptInvitationInput,
): Promise<void> {
  const now = nowIso();
  const invitation = await usableInvitation(deps.db, input.code, now);
  if (!invitation) throw alertError(400, INVALID_INVITATION_MESSAGE);
  // Hash outside the transaction: on SQLite a transaction holds the only connection.
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markPasswordResetUsed(trx, invitation.id, now)))
      throw alertError(400, INVALID_INVITATION_MESSAGE);
    await storeNewPassword(trx, invitation.user_id, passwordHash, now, 'invitation_accepted');
  });
}
