import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

/** One row per issued JWT (by its jti), so logout and password resets can revoke tokens. */
export interface SessionsTable {
  jti: string;
  user_id: number;
  created_at: Instant;
  expires_at: Instant;
  revoked_at: Instant | null;
  /** The browser's User-Agent and the client address at sign-in (migration 0027), for "sessioni attive". */
  user_agent: Generated<string | null>;
  ip: Generated<string | null>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the e-mailed code; the code itself is never stored. */
  code_hash: string;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
  /** `reset` (forgotten password) or `invite` (an invitation's set-password link), migration 0027. */
  purpose: Generated<string>;
}
