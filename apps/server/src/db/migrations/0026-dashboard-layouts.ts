import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * The dashboard (#19):
 *
 * - `dashboard_layouts`: one row per user, `widgets` the JSON array of `{ key, hidden }` in the
 *   user's order (the server merges it with the widgets it knows on every read).
 * - `project_time_totals`: per project the minutes of its STOPPED time entries (what the project's
 *   "hours used" counts), kept exact by triggers on `timings` in the writing transaction, like
 *   `timing_day_totals` (decision 0004). The projects list's `budget_used_min_percent` filter and the
 *   dashboard's "projects over budget" read one row per project instead of summing every entry of
 *   every project with a budget on each request. No foreign key: a project's row is deleted when its
 *   minutes fall to 0, and a deleted project's entries lose their project first.
 *
 * PostgreSQL: statement-level triggers with transition tables; SQLite: row-level triggers.
 */
export function dashboardLayouts(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('dashboard_layouts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('widgets', 'text', (c) => c.notNull())
        .addColumn('updated_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('project_time_totals')
        .addColumn('project_id', 'integer', (c) => c.primaryKey())
        .addColumn('minutes', 'bigint', (c) => c.notNull())
        .execute();
      await sql
        .raw(
          `insert into project_time_totals (project_id, minutes)
           select project_id, sum(minutes) from timings
            where ended_at is not null and project_id is not null
            group by project_id
           having sum(minutes) <> 0`,
        )
        .execute(db);
      if (pg) await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  const rows = (table: string, sign: number) =>
    `select project_id, ${sign} * minutes as minutes from ${table}
      where ended_at is not null and project_id is not null`;
  // Signed sums per project, merged in key order (concurrent writers lock shared rows in one order).
  const merge = (source: string) => `
    insert into project_time_totals as t (project_id, minutes)
    select project_id, sum(minutes) from (${source}) d
     group by project_id
    having sum(minutes) <> 0
     order by project_id
    on conflict (project_id) do update set minutes = t.minutes + excluded.minutes`;
  const prune = `
    delete from project_time_totals
     where minutes = 0 and project_id in (select project_id from old_rows where project_id is not null)`;
  await run(db, [
    `create function project_time_totals_insert() returns trigger language plpgsql as $$
     begin ${merge(rows('new_rows', 1))}; return null; end $$`,
    `create function project_time_totals_delete() returns trigger language plpgsql as $$
     begin ${merge(rows('old_rows', -1))}; ${prune}; return null; end $$`,
    `create function project_time_totals_update() returns trigger language plpgsql as $$
     begin ${merge(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)}; ${prune}; return null; end $$`,
    `create function project_time_totals_truncate() returns trigger language plpgsql as $$
     begin delete from project_time_totals; return null; end $$`,
    `create trigger timings_project_totals_ai after insert on timings referencing new table as new_rows
       for each statement execute function project_time_totals_insert()`,
    `create trigger timings_project_totals_ad after delete on timings referencing old table as old_rows
       for each statement execute function project_time_totals_delete()`,
    `create trigger timings_project_totals_au after update on timings
       referencing old table as old_rows new table as new_rows
       for each statement execute function project_time_totals_update()`,
    `create trigger timings_project_totals_at after truncate on timings
       for each statement execute function project_time_totals_truncate()`,
  ]);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const add = (row: 'new' | 'old', sign: 1 | -1) => `
    insert into project_time_totals (project_id, minutes)
    select ${row}.project_id, ${sign} * ${row}.minutes
     where ${row}.ended_at is not null and ${row}.project_id is not null and ${row}.minutes <> 0
    on conflict (project_id) do update set minutes = minutes + excluded.minutes;`;
  const prune = 'delete from project_time_totals where project_id = old.project_id and minutes = 0;';
  const changed = ['project_id', 'ended_at', 'minutes'].map((c) => `old.${c} is not new.${c}`).join(' or ');
  await run(db, [
    `create trigger timings_project_totals_ai after insert on timings
       when new.ended_at is not null and new.project_id is not null
     begin ${add('new', 1)} end`,
    `create trigger timings_project_totals_ad after delete on timings
       when old.ended_at is not null and old.project_id is not null
     begin ${add('old', -1)} ${prune} end`,
    `create trigger timings_project_totals_au after update of project_id, ended_at, minutes on timings
       when ${changed}
     begin ${add('new', 1)} ${add('old', -1)} ${prune} end`,
  ]);
}
