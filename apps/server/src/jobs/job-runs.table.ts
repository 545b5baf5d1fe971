import type { Instant } from '../db/values.ts';

/** One row per job and due time, inserted by the instance that claims it (migration 0024). */
export interface JobRunsTable {
  job: string;
  run_key: string;
  claimed_by: string;
  claimed_at: Instant;
}
