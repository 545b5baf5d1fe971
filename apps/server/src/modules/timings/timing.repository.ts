import type { ReportGroupBy } from '@officina/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { matching, type ViewRow } from '../../db/list/index.ts';
import { runCompiled } from '../../db/prepared.ts';
import { refColumn } from '../../db/ref-column.ts';
import { type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';
import { type TimingFilters, timingList } from './timing.list.ts';
import type { TimingsTable } from './timing.table.ts';

/**
 * Entries with their display names. The names are scalar subqueries on primary keys rather than
 * left joins: PostgreSQL planned the six-table join in 1–9 ms for a 0.3 ms page, while each subquery
 * plans on its own in microseconds (same rows: every key is a primary key or null).
 */
export function selectTimingViews(db: Db) {
  return db
    .selectFrom('timings')
    .selectAll('timings')
    .select([
      refColumn('users as u', sql<string>`u.name || ' ' || u.surname`, 'timings.user_id').as('user_name'),
      refColumn('todos as td', 'td.title', 'timings.todo_id').as('todo_title'),
      refColumn('projects as pr', 'pr.name', 'timings.project_id').as('project_name'),
      refColumn('projects as pr', 'pr.code', 'timings.project_id').as('project_code'),
      refColumn('clients as cl', 'cl.business_name', 'timings.client_id').as('client_name'),
      refColumn('lookups as ty', 'ty.name', 'timings.type_id').as('type_name'),
    ]);
}
export type TimingViewRow = ViewRow<typeof selectTimingViews>;

const timings = recordTable('timings', 'Timing', selectTimingViews);
export const { findTimingView, findTimingRow, deleteTimingRow, updateTimingIfVersion } = timings;
export type TimingRow = RecordRow<'timings'>;

export function findRunning(db: Db, userId: number) {
  return db
    .selectFrom('timings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
}

/** Entries of the user with real times that overlap [start, end) (a running one counts up to `now`). */
export function findOverlaps(db: Db, userId: number, start: Instant, end: Instant, excludeId: number | null) {
  let q = selectTimingViews(db)
    .where('timings.user_id', '=', userId)
    .where('timings.duration_only', '=', 0)
    .where('timings.started_at', '<', end)
    .where((eb) => eb.or([eb('timings.ended_at', '>', start), eb('timings.ended_at', 'is', null)]))
    .orderBy('timings.started_at')
    .limit(3);
  if (excludeId !== null) q = q.where('timings.id', '<>', excludeId);
  return q.execute();
}

/** Stopped entries of a user in [from, to): what the timesheet sums. */
export function listUserEntries(db: Db, userId: number, from: Instant, to: Instant) {
  return runCompiled(db, `timings.user-entries ${JSON.stringify([userId, from, to])}`, () =>
    db
      .selectFrom('timings')
      .select((eb) => [
        'timings.id',
        'timings.project_id',
        'timings.started_at',
        'timings.minutes',
        'timings.ended_at',
        'timings.duration_only',
        eb
          .selectFrom('projects as pr')
          .select('pr.code')
          .whereRef('pr.id', '=', 'timings.project_id')
          .as('project_code'),
        eb
          .selectFrom('projects as pr')
          .select('pr.name')
          .whereRef('pr.id', '=', 'timings.project_id')
          .as('project_name'),
      ])
      .where('timings.user_id', '=', userId)
      .where('timings.started_at', '>=', from)
      .where('timings.started_at', '<', to)
      .orderBy('timings.started_at'),
  );
}

const groupColumn: Record<ReportGroupBy, string> = {
  project: 'timings.project_id',
  client: 'timings.client_id',
  user: 'timings.user_id',
  type: 'timings.type_id',
};

/** Sums of minutes and billable minutes per group over the filtered, stopped entries. */
export function reportRows(db: Db, filters: TimingFilters, groupBy: ReportGroupBy) {
  const key = sql.ref(groupColumn[groupBy]);
  return runCompiled(db, `timings.report ${JSON.stringify([filters, groupBy])}`, () =>
    matching(db, timingList, filters)
      .select([
        sql<number | null>`${key}`.as('key'),
        sql<number>`coalesce(sum(timings.minutes), 0)`.as('minutes'),
        sql<number>`coalesce(sum(case when timings.billable then timings.minutes else 0 end), 0)`.as(
          'billable',
        ),
      ])
      .groupBy(key),
  );
}

/**
 * The report by user from `timing_day_totals` (stopped entries per user and Rome day, kept by the
 * triggers of migration 0009): the same sums as `reportRows(…, 'user')` over stopped entries of Rome
 * days [from, to], for everyone (`userId` null) or one user, with the user's name. For all users a
 * week is ≈ 1,000 rollup rows instead of ≈ 10,000 entries. Only valid without entry-level filters
 * (project, client, to-do, type, billable): the rollup does not keep those dimensions.
 */
export function reportByUserFromDayTotals(db: Db, userId: number | null, from: string, to: string) {
  return runCompiled(db, `timings.report-by-user ${JSON.stringify([userId, from, to])}`, () =>
    db
      .selectFrom('timing_day_totals as d')
      .where('d.day', '>=', from)
      .where('d.day', '<=', to)
      .$if(userId !== null, (q) => q.where('d.user_id', '=', userId as number))
      .select((eb) => [
        sql<number | null>`d.user_id`.as('key'),
        // A subquery on the primary key, not a second round trip with 200 ids (reportLabels).
        eb
          .selectFrom('users as u')
          .select(sql<string>`u.name || ' ' || u.surname`.as('n'))
          .whereRef('u.id', '=', 'd.user_id')
          .as('label'),
        sql<number>`sum(d.minutes)`.as('minutes'),
        sql<number>`sum(d.billable_minutes)`.as('billable'),
      ])
      .groupBy('d.user_id'),
  );
}

/**
 * The unfiltered list's total and minutes (every user, no filter) without reading 1M entries: the
 * stopped entries from `timing_day_totals` (kept exact by the triggers of migration 0009), plus the
 * running ones (at most one per user, through the partial index `timings_one_running_uq`), which
 * the rollup leaves out. One statement, compiled once.
 */
export async function unfilteredTimingTotals(db: Db): Promise<{ total: number; sums: { minutes: number } }> {
  // Two one-row aggregates side by side: the rollup read once (20k rows for 1M entries: 1.4 ms a read).
  const [row] = await runCompiled<{ n: number | string; minutes: number | string }>(
    db,
    'timings.unfiltered-total',
    () =>
      db
        .selectFrom((qb) =>
          qb
            .selectFrom('timing_day_totals')
            .select([
              sql<number>`coalesce(sum(entries), 0)`.as('n'),
              sql<number>`coalesce(sum(minutes), 0)`.as('minutes'),
            ])
            .as('d'),
        )
        .crossJoin((qb) =>
          qb
            .selectFrom('timings')
            .where('ended_at', 'is', null)
            .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(minutes), 0)`.as('minutes')])
            .as('r'),
        )
        .select([
          sql<number | string>`d.n + r.n`.as('n'),
          sql<number | string>`d.minutes + r.minutes`.as('minutes'),
        ]),
  );
  return { total: toCount(row?.n), sums: { minutes: toCount(row?.minutes) } };
}

/** Display labels of the report's keys. */
export async function reportLabels(
  db: Db,
  groupBy: ReportGroupBy,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await runCompiled(db, `timings.report-labels ${groupBy} ${ids.join(',')}`, () => {
    if (groupBy === 'project') {
      return db
        .selectFrom('projects')
        .select(['id', sql<string | null>`code || ' – ' || name`.as('label')])
        .where('id', 'in', ids);
    }
    if (groupBy === 'client') {
      return db.selectFrom('clients').select(['id', 'business_name as label']).where('id', 'in', ids);
    }
    if (groupBy === 'user') {
      return db
        .selectFrom('users')
        .select(['id', sql<string | null>`name || ' ' || surname`.as('label')])
        .where('id', 'in', ids);
    }
    return db.selectFrom('lookups').select(['id', 'name as label']).where('id', 'in', ids);
  });
  return new Map(rows.map((r) => [r.id, r.label ?? '']));
}

/** Inserts an entry and returns its id. */
export function insertTiming(db: Db, values: Insertable<TimingsTable>) {
  return db.insertInto('timings').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Stops an entry that is still running, with the given end, minutes and version. */
export async function stopRunningTiming(
  db: Db,
  id: number,
  values: { ended_at: Instant; minutes: number; updated_at: Instant },
): Promise<void> {
  await db.updateTable('timings').set(values).where('id', '=', id).where('ended_at', 'is', null).execute();
}

/** Locks the user's row (PostgreSQL `for update`) to serialise that user's timer starts. */
export async function lockUserRow(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
