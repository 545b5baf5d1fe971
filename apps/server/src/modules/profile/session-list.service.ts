import { createHash } from 'node:crypto';
import type { UserSession } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { alertError } from '../../http/api-error.ts';
import type { AuthUser } from '../../http/types.ts';
import { revokeSession, revokeUserSessions } from '../auth/session.repository.ts';
import { listLiveSessions } from './profile.repository.ts';

export const SESSION_NOT_FOUND = 'Sessione non trovata: forse è già stata chiusa.';

/**
 * The id a session is shown by: a digest of its token id, so the list never hands out what signs
 * a request in (the jti) and the id stays the same from one read to the next.
 */
export function sessionPublicId(jti: string): string {
  return createHash('sha256').update(`officina-session:${jti}`).digest('hex').slice(0, 32);
}

/** My live sessions, newest first, the one making this request marked `current`. */
export async function listMySessions(db: Db, me: AuthUser): Promise<UserSession[]> {
  const rows = await listLiveSessions(db, me.id, nowIso());
  return rows.map((row) => ({
    id: sessionPublicId(row.jti),
    created_at: row.created_at,
    expires_at: row.expires_at,
    user_agent: row.user_agent,
    ip: row.ip,
    current: row.jti === me.sessionId,
  }));
}

/** Signs out one of my sessions by its public id; 404 when it is not one of my live sessions. */
export async function revokeMySession(db: Db, me: AuthUser, id: string): Promise<{ message: string }> {
  const now = nowIso();
  const rows = await listLiveSessions(db, me.id, now);
  const session = rows.find((row) => sessionPublicId(row.jti) === id);
  if (!session) throw alertError(404, SESSION_NOT_FOUND);
  await revokeSession(db, session.jti, now);
  return { message: session.jti === me.sessionId ? 'Sei uscito da questo dispositivo.' : 'Sessione chiusa.' };
}

/** Signs out every other session of mine; this one stays. */
export async function revokeMyOtherSessions(db: Db, me: AuthUser): Promise<{ message: string }> {
  await revokeUserSessions(db, me.id, nowIso(), me.sessionId);
  return { message: 'Sei uscito da tutti gli altri dispositivi.' };
}
