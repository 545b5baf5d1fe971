import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * Covering indexes for the time-tracking hot paths (measured with 1M entries, see NOTES "Time
 * management / Bench"): the timesheet week, the reports and the project's Tempi tab read only these
 * columns, so every entry is answered from the index without a row lookup, and the all-users
 * report walks the days' index range instead of a skip-scan over every user.
 * PostgreSQL keeps the non-key columns in INCLUDE (index-only scans once the visibility map is set);
 * SQLite has no INCLUDE, so they are trailing key columns. Each replaces the narrower index it
 * starts with (same leading columns, so every query that used it still can).
 */
export function timeReportIndexes(engine: Engine) {
  const pg = engine === 'postgres';
  const cover = (name: string, keys: string, include: string) =>
    pg
      ? `create index ${name} on timings (${keys}) include (${include})`
      : `create index ${name} on timings (${keys}, ${include})`;
  const facts = 'ended_at, minutes, billable, duration_only, project_id, client_id, type_id';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql.raw('drop index timings_user_started_idx').execute(db);
      await sql.raw(cover('timings_user_started_idx', 'user_id, started_at', facts)).execute(db);
      await sql.raw('drop index timings_started_idx').execute(db);
      await sql.raw(cover('timings_started_idx', 'started_at, user_id', facts)).execute(db);
      // Tempi tab: page in (started_at, id) order and count + sum of minutes from the index alone.
      await sql.raw('drop index timings_project_started_idx').execute(db);
      await sql
        .raw(cover('timings_project_started_idx', 'project_id, started_at, id', 'minutes'))
        .execute(db);
    },
  };
}
