import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface PersonsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** normalizeText("last_name first_name"): the sort key of names. */
  name_key: string;
  /** Normalised name, e-mail, role and phones, matched with LIKE. */
  search_text: string;
  type_id: number | null;
  client_id: number | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  notes: string | null;
  /** `YYYY-MM-DD`. */
  privacy_consent_on: string | null;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}
