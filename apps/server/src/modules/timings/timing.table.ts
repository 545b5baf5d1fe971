import type { Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

export interface TimingsTable {
  id: Generated<number>;
  user_id: number;
  todo_id: number | null;
  project_id: number | null;
  client_id: number | null;
  type_id: number | null;
  started_at: Instant;
  /** Null while running; at most one such row per user (partial unique index). */
  ended_at: Instant | null;
  minutes: number;
  duration_only: DbBool;
  description: string | null;
  billable: DbBool;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

/**
 * Stopped entries summed per (user, Europe/Rome day of `started_at`); written only by the triggers
 * of migration 0009, never by code. Rows with 0 entries are deleted.
 */
export interface TimingDayTotalsTable {
  user_id: number;
  /** `YYYY-MM-DD` (a `date` on PostgreSQL, read back as this text). */
  day: string;
  minutes: number;
  billable_minutes: number;
  entries: number;
}
