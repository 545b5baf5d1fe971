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
 * - `todo_assignee_counts`: per user, the not-archived to-dos assigned to them: the total of the
 *   to-dos' default view (`assignee=me`, no other filter), which counted a user's ~5,000 of 200k
 *   to-dos on every page. Kept by triggers on `todo_assignees` (insert, delete, update: only while
 *   the to-do exists and is not archived), on `todos` archive and restore (± each assignee), and
 *   BEFORE the delete of a not-archived to-do (− each assignee): its assignees are deleted by the
 *   foreign key's cascade after the to-do row is gone, when their own trigger no longer finds it.
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

      await db.schema
        .createTable('todo_assignee_counts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('n', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into todo_assignee_counts (user_id, n)
        select a.user_id, count(*) from todo_assignees a join todos t on t.id = a.todo_id
         where t.archived_at is null group by a.user_id`.execute(db);
      await run(db, engine === 'postgres' ? postgresAssigneeTriggers() : sqliteAssigneeTriggers());
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

function postgresAssigneeTriggers(): string[] {
  // Signed (user_id, sign) rows merged into the counts, one upsert per statement.
  const merge = (rows: string) => `
    insert into todo_assignee_counts as c (user_id, n)
    select user_id, sum(sign) from (${rows}) d group by user_id
    on conflict (user_id) do update set n = c.n + excluded.n`;
  const assigned = (table: string, sign: number) =>
    `select a.user_id, ${sign} as sign from ${table} a join todos t on t.id = a.todo_id where t.archived_at is null`;
  const moved = (from: string, to: string, sign: number) =>
    `select a.user_id, ${sign} as sign from new_rows n join old_rows o on o.id = n.id
       join todo_assignees a on a.todo_id = n.id
      where o.archived_at is ${from} null and n.archived_at is ${to} null`;
  return [
    `create function todo_assignee_counts_insert() returns trigger language plpgsql as $$
     begin ${merge(assigned('new_rows', 1))}; return null; end $$`,
    `create function todo_assignee_counts_delete() returns trigger language plpgsql as $$
     begin ${merge(assigned('old_rows', -1))}; return null; end $$`,
    `create function todo_assignee_counts_update() returns trigger language plpgsql as $$
     begin ${merge(`${assigned('new_rows', 1)} union all ${assigned('old_rows', -1)}`)}; return null; end $$`,
    `create function todo_assignee_counts_archive() returns trigger language plpgsql as $$
     begin ${merge(`${moved('not', '', 1)} union all ${moved('', 'not', -1)}`)}; return null; end $$`,
    `create function todo_assignee_counts_todo_delete() returns trigger language plpgsql as $$
     begin
       if old.archived_at is null then
         update todo_assignee_counts set n = n - 1
          where user_id in (select user_id from todo_assignees where todo_id = old.id);
       end if;
       return old;
     end $$`,
    `create trigger todo_assignees_count_ai after insert on todo_assignees referencing new table as new_rows
       for each statement execute function todo_assignee_counts_insert()`,
    `create trigger todo_assignees_count_ad after delete on todo_assignees referencing old table as old_rows
       for each statement execute function todo_assignee_counts_delete()`,
    `create trigger todo_assignees_count_au after update on todo_assignees
       referencing old table as old_rows new table as new_rows
       for each statement execute function todo_assignee_counts_update()`,
    `create trigger todos_assignee_count_au after update on todos
       referencing old table as old_rows new table as new_rows
       for each statement execute function todo_assignee_counts_archive()`,
    `create trigger todos_assignee_count_bd before delete on todos
       for each row execute function todo_assignee_counts_todo_delete()`,
  ];
}

function sqliteAssigneeTriggers(): string[] {
  const active = (row: 'new' | 'old') =>
    `exists (select 1 from todos where id = ${row}.todo_id and archived_at is null)`;
  const add = (row: 'new' | 'old') => `
    insert into todo_assignee_counts (user_id, n) select ${row}.user_id, 1 where ${active(row)}
    on conflict (user_id) do update set n = n + 1;`;
  const remove = (row: 'new' | 'old') =>
    `update todo_assignee_counts set n = n - 1 where user_id = ${row}.user_id and ${active(row)};`;
  const ofTodo = (row: 'new' | 'old') => `(select user_id from todo_assignees where todo_id = ${row}.id)`;
  return [
    `create trigger todo_assignees_count_ai after insert on todo_assignees begin ${add('new')} end`,
    `create trigger todo_assignees_count_ad after delete on todo_assignees begin ${remove('old')} end`,
    // The old row's to-do is read before the new one is counted: the same to-do either way.
    `create trigger todo_assignees_count_au after update of todo_id, user_id on todo_assignees
     begin ${remove('old')} ${add('new')} end`,
    `create trigger todos_assignee_count_archive after update of archived_at on todos
     when old.archived_at is null and new.archived_at is not null
     begin update todo_assignee_counts set n = n - 1 where user_id in ${ofTodo('new')}; end`,
    `create trigger todos_assignee_count_restore after update of archived_at on todos
     when old.archived_at is not null and new.archived_at is null
     begin
       insert into todo_assignee_counts (user_id, n) select user_id, 1 from todo_assignees where todo_id = new.id
       on conflict (user_id) do update set n = n + 1;
     end`,
    `create trigger todos_assignee_count_bd before delete on todos when old.archived_at is null
     begin update todo_assignee_counts set n = n - 1 where user_id in ${ofTodo('old')}; end`,
  ];
}
