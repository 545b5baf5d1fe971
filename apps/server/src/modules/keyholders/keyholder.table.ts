import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

/** A credential (migration 0019). Secret and notes only as vault envelopes, never in clear. */
export interface KeyholdersTable {
  id: Generated<number>;
  title: string;
  /** normalizeText(title): accent-insensitive sort key. */
  title_key: string;
  kind: string;
  client_id: number | null;
  project_id: number | null;
  host: string | null;
  port: number | null;
  username: string | null;
  /** Vault envelope `v1.<key id>.<iv>.<tag>.<ciphertext>` of the secret, or null. */
  secret_enc: string | null;
  /** Vault envelope of the notes, or null. */
  notes_enc: string | null;
  /** `YYYY-MM-DD`. */
  expires_on: string | null;
  /** normalizeText(title + host + username): never the secret or the notes. */
  search_text: string;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

/** One reveal of a credential's secret and notes. */
export interface KeyholderAccessesTable {
  id: Generated<number>;
  keyholder_id: number;
  user_id: number | null;
  /** `view` | `copy` | `edit`. */
  action: string;
  ip: string | null;
  user_agent: string | null;
  at: Instant;
}

/** A physical key, badge or remote control. */
export interface KeyholderKeysTable {
  id: Generated<number>;
  label: string;
  /** normalizeText(label). */
  label_key: string;
  /** Unique, upper case. */
  code: string;
  kind: string;
  client_id: number | null;
  project_id: number | null;
  site: string | null;
  copies: number;
  notes: string | null;
  /** normalizeText(label + code + site). */
  search_text: string;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

/** One check-out of one copy; open while `returned_on` is null (one open loan per copy). */
export interface KeyholderKeyLoansTable {
  id: Generated<number>;
  key_id: number;
  copy_no: number;
  holder_user_id: number | null;
  holder_person_id: number | null;
  holder_name: string;
  out_on: string;
  due_on: string | null;
  returned_on: string | null;
  out_note: string | null;
  in_note: string | null;
  out_by: number | null;
  in_by: number | null;
  created_at: Instant;
  updated_at: Instant;
}
