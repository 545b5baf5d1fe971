import { sql } from 'kysely';
import { defineList, type SortColumn, sortByName, sortByUser } from '../../db/list/index.ts';
import type { Instant } from '../../db/values.ts';
import { selectTimingViews } from './timing.repository.ts';

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

const sorts: Record<string, SortColumn> = {
  started_at: { column: 'timings.started_at', nullable: false },
  minutes: { column: 'timings.minutes', nullable: false },
  user_id: sortByUser('timings.user_id', false),
  project_id: sortByName('timings.project_id', 'projects', true),
  created_at: { column: 'timings.created_at', nullable: false },
};

/** The time entries list (and the report's WHERE): its total comes with the sum of the minutes. */
export const timingList = defineList({
  name: 'timings',
  id: 'timings.id',
  from: (db) => db.selectFrom('timings'),
  views: selectTimingViews,
  sorts,
  filters: (eb, f: TimingFilters) => [
    f.userId !== null && eb('timings.user_id', '=', f.userId),
    f.project_id && eb('timings.project_id', '=', f.project_id),
    f.client_id && eb('timings.client_id', '=', f.client_id),
    f.todo_id && eb('timings.todo_id', '=', f.todo_id),
    f.type_id && eb('timings.type_id', '=', f.type_id),
    f.billable !== undefined && eb('timings.billable', '=', f.billable ? 1 : 0),
    f.fromAt && eb('timings.started_at', '>=', f.fromAt),
    f.toAt && eb('timings.started_at', '<', f.toAt),
    f.stoppedOnly && eb('timings.ended_at', 'is not', null),
  ],
  page: 'rows',
  compiled: true,
  sums: { minutes: sql<number>`coalesce(sum(timings.minutes), 0)` },
});
