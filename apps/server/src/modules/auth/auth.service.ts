import type { LoginInput, LoginResponse } from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { unauthorized } from '../../http/api-error.ts';
import { toUser } from '../user/user.mapper.ts';
import { findUserCredentialsByEmail, recordLastLogin } from '../user/user.repository.ts';
import { deleteExpiredSessions, insertSession, revokeSession } from './session.repository.ts';

type Deps = Pick<AppContext, 'db' | 'hasher' | 'tokens'>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Signs a user in: checks the password (spending the same time for unknown e-mails), then the
 * account state, and issues a JWT backed by a session row. Account state is only revealed to
 * someone who knows the password. Throws 401 ApiErrors with the codes the web maps.
 */
/** Where a sign-in comes from, kept on the session for the profile's "sessioni attive". */
export interface LoginClient {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export async function login(deps: Deps, input: LoginInput, client: LoginClient = {}): Promise<LoginResponse> {
  const row = await findUserCredentialsByEmail(deps.db, normaliseEmail(input.email));
  if (!row) {
    await deps.hasher.burn(input.password);
    throw unauthorized('invalid_credentials');
  }
  if (!(await deps.hasher.verify(row.password_hash, input.password)))
    throw unauthorized('invalid_credentials');
  if (toBool(row.banned)) throw unauthorized('user_is_banned');
  if (!toBool(row.active)) throw unauthorized('user_inactive');

  const issued = await deps.tokens.issue(row.id);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      jti: issued.jti,
      user_id: row.id,
      created_at: now,
      expires_at: issued.expiresAt.toISOString(),
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip ?? null,
    });
    await recordLastLogin(trx, row.id, now);
    await deleteExpiredSessions(trx, now);
  });
  return { token: issued.token, user: toUser(row) };
}

/** Revokes the session of the token used for this request; the token stops working at once. */
export async function logout(deps: Pick<AppContext, 'db'>, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, nowIso());
}
