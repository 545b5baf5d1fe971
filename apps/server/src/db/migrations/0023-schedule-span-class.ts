import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * The window query's lower bound. `starts_at < to and (ends_at is null or ends_at > from)` has no
 * lower bound on `starts_at`, so every row before the window was read. Each row now carries the
 * class of its span (first start to last end): 0 up to 31 days, 1 up to 400 days, 2 longer or
 * without end. The window reads class 0 from `from − 31 days`, class 1 from `from − 400 days` and
 * class 2 from the start, all on one index (span_class, starts_at, ends_at). The default 2 keeps a
 * row written without the class a candidate of every window.
 */
export function scheduleSpanClass(engine: Engine) {
  const pg = engine === 'postgres';
  const days = pg
    ? sql`extract(epoch from (ends_at - starts_at)) / 86400`
    : sql`julianday(ends_at) - julianday(starts_at)`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('schedules')
        .addColumn('span_class', 'integer', (c) => c.notNull().defaultTo(2))
        .execute();
      await sql`update schedules set span_class = case when ends_at is null then 2 when ${days} <= 31 then 0 when ${days} <= 400 then 1 else 2 end`.execute(
        db,
      );
      await sql`create index schedules_span_window_idx on schedules (span_class, starts_at, ends_at)`.execute(
        db,
      );
    },
  };
}
