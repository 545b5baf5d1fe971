import type { Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
  /** argon2id, PHC string format. */
  password_hash: string;
  name: string;
  surname: string;
  /** "Nome Cognome" normalised (`userNameKeyOf`): what lists sort users by (migration 0014). */
  name_key: Generated<string>;
  group_id: number | null;
  active: DbBool;
  banned: DbBool;
  theme: string;
  /** The last successful sign-in (migration 0027); null when never signed in. */
  last_login_at: Generated<Instant | null>;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

/** A user's picture as a data URL (migration 0027), apart from `users` so sign-in checks never read it. */
export interface UserAvatarsTable {
  user_id: number;
  data_url: string;
  updated_at: Instant;
}

export interface UserGroupsTable {
  id: Generated<number>;
  /** Stable key of a seeded group (`admin`, `sales`…); null for groups added by admins. */
  key: string | null;
  name: string;
  /** JSON array of permission rules `{ action, subject, inverted? }`. */
  rules: string;
  created_at: Instant;
  updated_at: Instant;
}

/** A default permission already given once to the seeded group `group_key` (migration 0020). */
export interface DefaultPermissionGrantsTable {
  group_key: string;
  permission: string;
  granted_at: Instant;
}
