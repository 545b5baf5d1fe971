import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * `timing_day_totals`: per (user, Europe/Rome day of `started_at`) the minutes, billable minutes and
 * count of STOPPED entries (`ended_at is not null`, what reports count), kept exact by triggers on
 * `timings` in the writing transaction (API, timesheet grid, imports, seeds and bulk inserts alike).
 * The all-users report by user summed ≈ 10,000 entries per week per request; it now reads one row
 * per user and day (≈ 1,000). A row whose entry count falls to 0 is deleted.
 *
 * The day is the Rome civil date: PostgreSQL computes it with `at time zone 'Europe/Rome'`; SQLite
 * has no time zones, so it calls `rome_day(instant)`, registered by `openSqlite` on every
 * connection (sqlite.ts): every writer of `timings` must open the file through it.
 *
 * PostgreSQL: statement-level triggers with transition tables (a 1,000-row insert is one grouped
 * merge); SQLite: row-level triggers (the only kind it has).
 */
export function timingDayTotals(engine: Engine) {
  const pg = engine === 'postgres';
  const romeDay = (instant: string) =>
    pg ? `(${instant} at time zone 'Europe/Rome')::date` : `rome_day(${instant})`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('timing_day_totals')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('day', pg ? 'date' : 'text', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('billable_minutes', 'integer', (c) => c.notNull())
        .addColumn('entries', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('timing_day_totals_pk', ['user_id', 'day'])
        // SQLite: the primary key is the table's b-tree, so one user's days need no row lookup.
        .$call((b) => (pg ? b : b.modifyEnd(sql`without rowid`)))
        .execute();
      // All users over a period: a range of days, sums read from the index alone.
      await sql
        .raw(
          pg
            ? 'create index timing_day_totals_day_idx on timing_day_totals (day, user_id) include (minutes, billable_minutes)'
            : 'create index timing_day_totals_day_idx on timing_day_totals (day, user_id, minutes, billable_minutes)',
        )
        .execute(db);
      await sql
        .raw(
          `insert into timing_day_totals (user_id, day, minutes, billable_minutes, entries)
           select user_id, ${romeDay('started_at')}, sum(minutes),
                  sum(case when billable then minutes else 0 end), count(*)
             from timings where ended_at is not null
            group by user_id, ${romeDay('started_at')}`,
        )
        .execute(db);
      if (pg) await postgresTriggers(db, romeDay);
      else await sqliteTriggers(db, romeDay);
    },
  };
}

async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>, romeDay: (instant: string) => string) {
  const rows = (table: string, sign: number) =>
    `select user_id, ${romeDay('started_at')} as day, ${sign} as sign, minutes,
            case when billable then minutes else 0 end as billable_minutes
       from ${table} where ended_at is not null`;
  // Signed sums per (user, day) of the statement's stopped rows, merged in key order (concurrent
  // writers lock the rows they share in the same order). Zero deltas (an edit of the description,
  // a move within the day) touch nothing.
  const merge = (source: string) => `
    insert into timing_day_totals as t (user_id, day, minutes, billable_minutes, entries)
    select user_id, day, sum(sign * minutes), sum(sign * billable_minutes), sum(sign)
      from (${source}) d
     group by user_id, day
    having sum(sign) <> 0 or sum(sign * minutes) <> 0 or sum(sign * billable_minutes) <> 0
     order by user_id, day
    on conflict (user_id, day) do update
       set minutes = t.minutes + excluded.minutes,
           billable_minutes = t.billable_minutes + excluded.billable_minutes,
           entries = t.entries + excluded.entries`;
  const prune = `
    delete from timing_day_totals
     where entries = 0
       and (user_id, day) in (select user_id, ${romeDay('started_at')} from old_rows where ended_at is not null)`;
  await run(db, [
    `create function timing_day_totals_insert() returns trigger language plpgsql as $$
     begin ${merge(rows('new_rows', 1))}; return null; end $$`,
    `create function timing_day_totals_delete() returns trigger language plpgsql as $$
     begin ${merge(rows('old_rows', -1))}; ${prune}; return null; end $$`,
    `create function timing_day_totals_update() returns trigger language plpgsql as $$
     begin ${merge(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)}; ${prune}; return null; end $$`,
    `create function timing_day_totals_truncate() returns trigger language plpgsql as $$
     begin delete from timing_day_totals; return null; end $$`,
    `create trigger timings_day_totals_ai after insert on timings referencing new table as new_rows
       for each statement execute function timing_day_totals_insert()`,
    `create trigger timings_day_totals_ad after delete on timings referencing old table as old_rows
       for each statement execute function timing_day_totals_delete()`,
    // A column list is not allowed with transition tables: fires on every update, merges only deltas.
    `create trigger timings_day_totals_au after update on timings
       referencing old table as old_rows new table as new_rows
       for each statement execute function timing_day_totals_update()`,
    `create trigger timings_day_totals_at after truncate on timings
       for each statement execute function timing_day_totals_truncate()`,
  ]);
}

async function sqliteTriggers(db: Kysely<unknown>, romeDay: (instant: string) => string) {
  // `insert … select … where` (not `values`): the row counts only when stopped.
  const add = (row: 'new' | 'old', sign: 1 | -1) => `
    insert into timing_day_totals (user_id, day, minutes, billable_minutes, entries)
    select ${row}.user_id, ${romeDay(`${row}.started_at`)}, ${sign} * ${row}.minutes,
           case when ${row}.billable then ${sign} * ${row}.minutes else 0 end, ${sign}
     where ${row}.ended_at is not null
    on conflict (user_id, day) do update
       set minutes = minutes + excluded.minutes,
           billable_minutes = billable_minutes + excluded.billable_minutes,
           entries = entries + excluded.entries;`;
  const prune = `
    delete from timing_day_totals
     where user_id = old.user_id and day = ${romeDay('old.started_at')} and entries = 0;`;
  const changed = ['user_id', 'started_at', 'ended_at', 'minutes', 'billable']
    .map((c) => `old.${c} is not new.${c}`)
    .join(' or ');
  await run(db, [
    `create trigger timings_day_totals_ai after insert on timings when new.ended_at is not null
     begin ${add('new', 1)} end`,
    `create trigger timings_day_totals_ad after delete on timings when old.ended_at is not null
     begin ${add('old', -1)} ${prune} end`,
    // New first, then old: an entry that stays on its day never deletes and re-creates the row.
    `create trigger timings_day_totals_au after update of user_id, started_at, ended_at, minutes, billable
       on timings when ${changed}
     begin ${add('new', 1)} ${add('old', -1)} ${prune} end`,
  ]);
}
