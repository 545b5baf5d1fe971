import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/** Tables with an archive whose unfiltered list's total is the count of their not-archived rows. */
const ARCHIVED_TABLES = ['contracts', 'projects', 'todos', 'documentations'] as const;
/** Tables without an archive (a link is deleted, never archived): every row is in the list. */
const PLAIN_TABLES = ['external_links'] as const;

/**
 * More running counts in `active_row_counts` (migration 0008-running-totals, 0018-attachments for
 * the same without an archive): the unfiltered totals of contracts, projects, to-dos and
 * documentation pages (rows whose `archived_at` is null) and of links (every row). On PostgreSQL
 * the lists counted their rows on every page: 20k contracts joined to their clients 69 ms, 20k
 * documentation pages up to 270 ms under load.
 *
 * - To-dos: the list has no "closed" exclusion of its own; a completed to-do stays in the list
 *   (`open` is a filter, unset by default), so the count is the not-archived to-dos, closed ones
 *   included: archive and restore move it, completion does not. It is the total of
 *   `assignee=all` with no filter; the default view (`assignee=me`) is one user's to-dos and is
 *   still counted.
 * - Contracts: the list joins the client (`contracts.client_id` is NOT NULL and a foreign key), so
 *   the join drops no contract and the count is the contracts' own.
 *
 * PostgreSQL reuses 0008's statement-level functions (they read `archived_at` and `tg_table_name`)
 * and adds a pair for tables without an archive; SQLite has row-level triggers as in 0008.
 */
export function moreRunningCounts(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ARCHIVED_TABLES) {
        await sql`insert into active_row_counts (table_name, n)
          select ${table}, count(*) from ${sql.table(table)} where archived_at is null`.execute(db);
      }
      for (const table of PLAIN_TABLES) {
        await sql`insert into active_row_counts (table_name, n)
          select ${table}, count(*) from ${sql.table(table)}`.execute(db);
      }
      await run(db, engine === 'postgres' ? postgresTriggers() : sqliteTriggers());
    },
  };
}

async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

function postgresTriggers(): string[] {
  const statements = [
    `create function all_row_counts_insert() returns trigger language plpgsql as $$
     begin
       update active_row_counts set n = n + (select count(*) from new_rows) where table_name = tg_table_name;
       return null;
     end $$`,
    `create function all_row_counts_delete() returns trigger language plpgsql as $$
     begin
       update active_row_counts set n = n - (select count(*) from old_rows) where table_name = tg_table_name;
       return null;
     end $$`,
  ];
  for (const table of ARCHIVED_TABLES) {
    statements.push(
      `create trigger ${table}_count_ai after insert on ${table} referencing new table as new_rows
         for each statement execute function active_row_counts_insert()`,
      `create trigger ${table}_count_ad after delete on ${table} referencing old table as old_rows
         for each statement execute function active_row_counts_delete()`,
      `create trigger ${table}_count_au after update on ${table}
         referencing old table as old_rows new table as new_rows
         for each statement execute function active_row_counts_update()`,
    );
  }
  for (const table of PLAIN_TABLES) {
    statements.push(
      `create trigger ${table}_count_ai after insert on ${table} referencing new table as new_rows
         for each statement execute function all_row_counts_insert()`,
      `create trigger ${table}_count_ad after delete on ${table} referencing old table as old_rows
         for each statement execute function all_row_counts_delete()`,
    );
  }
  return statements;
}

function sqliteTriggers(): string[] {
  const bump = (table: string, by: number) =>
    `update active_row_counts set n = n + ${by} where table_name = '${table}';`;
  const statements: string[] = [];
  for (const table of ARCHIVED_TABLES) {
    statements.push(
      `create trigger ${table}_count_ai after insert on ${table} when new.archived_at is null
       begin ${bump(table, 1)} end`,
      `create trigger ${table}_count_ad after delete on ${table} when old.archived_at is null
       begin ${bump(table, -1)} end`,
      `create trigger ${table}_count_archive after update of archived_at on ${table}
       when old.archived_at is null and new.archived_at is not null begin ${bump(table, -1)} end`,
      `create trigger ${table}_count_restore after update of archived_at on ${table}
       when old.archived_at is not null and new.archived_at is null begin ${bump(table, 1)} end`,
    );
  }
  for (const table of PLAIN_TABLES) {
    statements.push(
      `create trigger ${table}_count_ai after insert on ${table} begin ${bump(table, 1)} end`,
      `create trigger ${table}_count_ad after delete on ${table} begin ${bump(table, -1)} end`,
    );
  }
  return statements;
}
