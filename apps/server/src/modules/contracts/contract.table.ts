import type { Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

export interface ContractsTable {
  id: Generated<number>;
  /** `C-YYYY/NNNN`, unique. */
  number: string;
  title: string;
  /** normalizeText(number, title, client name), matched with LIKE. */
  search_text: string;
  client_id: number;
  opportunity_id: number | null;
  type_id: number | null;
  state_id: number;
  start_on: string | null;
  end_on: string | null;
  tacit_renewal: DbBool;
  notice_days: number | null;
  amount_cents: number;
  billing_period: string;
  hours_included_minutes: number | null;
  notes: string | null;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}
