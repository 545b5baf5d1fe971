import { sql } from 'kysely';
import { defineList, isUnfiltered, sortByName, sortByUser } from '../../db/list/index.ts';
import type { Instant } from '../../db/values.ts';
import { selectTimingViews, unfilteredTimingTotals } from './timing.repository.ts';

/** Filters with the user resolved (null = everyone) and days turned into Rome-day instants. */
export interface TimingFilters {
  userId: number | null;
  project_id?: number;
  client_id?: number;
  todo_id?: number;
  type_id?: number;
  billable?: boolean;
  fromAt?: Instant;
  /** Exclusive. */
  toAt?: Instant;
  /** Only stopped entries. */
  stoppedOnly?: boolean;
}

/** The time entries list (and the report's WHERE): its total comes with the sum of the minutes. */
export const timingList = defineList<TimingFilters>()({
  table: 'timings',
  views: selectTimingViews,
  columns: 'started_at minutes',
  sorts: {
    user_id: sortByUser('timings.user_id', false),
    project_id: sortByName('timings.project_id', 'projects', true),
  },
  equal: ['project_id', 'client_id', 'todo_id', 'type_id'],
  filters: (eb, f) => [
    f.userId !== null && eb('timings.user_id', '=', f.userId),
    f.billable !== undefined && eb('timings.billable', '=', f.billable ? 1 : 0),
    f.fromAt && eb('timings.started_at', '>=', f.fromAt),
    f.toAt && eb('timings.started_at', '<', f.toAt),
    f.stoppedOnly && eb('timings.ended_at', 'is not', null),
  ],
  compiled: true,
  // everyone, no filter: the rollup and the running timers, not 1M entries (migration 0009)
  knownCount: (db, f) => (isUnfiltered(f) ? unfilteredTimingTotals(db) : null),
  sums: { minutes: sql<number>`coalesce(sum(timings.minutes), 0)` },
});
