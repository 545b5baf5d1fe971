import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface ProjectsTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** normalizeText(name): sort key. */
  name_key: string;
  /** Normalised code, name, description start: matched with LIKE. */
  search_text: string;
  client_id: number | null;
  /** No foreign key (see migration 0004). */
  contract_id: number | null;
  state_id: number | null;
  category_id: number | null;
  manager_id: number | null;
  start_date: string | null;
  due_date: string | null;
  budget_minutes: number | null;
  budget_amount_cents: number | string | null;
  color: string | null;
  description: string | null;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

export interface ProjectMembersTable {
  project_id: number;
  user_id: number;
}

/**
 * Minutes of a project's stopped time entries, kept by triggers on `timings` (migration 0026); no
 * row when 0. Read by the projects list's `budget_used_min_percent` and the dashboard.
 */
export interface ProjectTimeTotalsTable {
  project_id: number;
  minutes: number | string;
}
