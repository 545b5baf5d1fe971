import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Projects (members), to-dos (assignees, recurrence, series), checklists and templates, time
 * entries. `projects.contract_id` has no foreign key: the contracts table belongs to
 * the opportunities migration, built at the same time; a later migration may add it.
 *
 * One running timer per user is a database rule: a partial unique index on `timings (user_id)
 * WHERE ended_at IS NULL` (both engines), so concurrent starts cannot leave two running.
 */
export function timeManagement(engine: Engine) {
  const t = ddl(engine);
  const pg = engine === 'postgres';
  const nf = pg ? ' nulls first' : '';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('projects'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('contract_id', 'integer')
        .addColumn('state_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('category_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('start_date', 'text')
        .addColumn('due_date', 'text')
        .addColumn('budget_minutes', 'integer')
        .addColumn('budget_amount_cents', 'bigint')
        .addColumn('color', 'text')
        .addColumn('description', 'text')
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('project_members')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'user_id'])
        .execute();

      await t
        .id(db.schema.createTable('todos'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_key', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('state_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('category_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('priority_rank', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('start_at', t.instant)
        .addColumn('due_at', t.instant)
        .addColumn('estimate_minutes', 'integer')
        .addColumn('repeat_type', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('repeat_interval', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('repeat_weekdays', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('end_repeat_type', 'text', (c) => c.notNull().defaultTo('never'))
        .addColumn('end_count', 'integer')
        .addColumn('end_date', 'text')
        .addColumn('series_id', 'integer')
        .addColumn('occurrence_index', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('series_anchor_at', t.instant)
        .addColumn('series_anchor_index', 'integer', (c) => c.notNull().defaultTo(1))
        // Set while the state is a closed one (Completato): open/overdue filters read this column.
        .addColumn('completed_at', t.instant)
        .addColumn('archived_at', t.instant)
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('todo_assignees')
        .addColumn('todo_id', 'integer', (c) => c.notNull().references('todos.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('todo_assignees_pk', ['todo_id', 'user_id'])
        .execute();

      await t
        .id(db.schema.createTable('checklist_items'))
        .addColumn('todo_id', 'integer', (c) => c.references('todos.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('checked_at', t.instant)
        .addColumn('checked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute();

      await t
        .id(db.schema.createTable('checklist_templates'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        /** JSON array of item texts, in order. */
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await t
        .id(db.schema.createTable('timings'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('todo_id', 'integer', (c) => c.references('todos.id'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('type_id', 'integer', (c) => c.references('lookups.id').onDelete('set null'))
        .addColumn('started_at', t.instant, (c) => c.notNull())
        .addColumn('ended_at', t.instant)
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('duration_only', t.bool, t.boolDefault(false))
        .addColumn('description', 'text')
        .addColumn('billable', t.bool, t.boolDefault(true))
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      const index = (name: string, table: string, columns: string, where = '') =>
        sql.raw(`create index ${name} on ${table} (${columns})${where}`).execute(db);
      await sql.raw('create unique index projects_code_uq on projects (code)').execute(db);
      await index('projects_name_key_idx', 'projects', 'name_key, id');
      await index('projects_archived_at_idx', 'projects', 'archived_at');
      await index('projects_client_idx', 'projects', `client_id${nf}, code`);
      await index('projects_contract_idx', 'projects', 'contract_id');
      await index('projects_state_idx', 'projects', `state_id${nf}, code`);
      await index('projects_category_idx', 'projects', `category_id${nf}, code`);
      await index('projects_manager_idx', 'projects', `manager_id${nf}, code`);
      await index('projects_start_date_idx', 'projects', `start_date${nf}, id`);
      await index('projects_due_date_idx', 'projects', `due_date${nf}, id`);
      await index('projects_created_at_idx', 'projects', 'created_at, id');
      await index('projects_updated_at_idx', 'projects', 'updated_at, id');
      await index('project_members_user_idx', 'project_members', 'user_id, project_id');

      await index('todos_due_idx', 'todos', `due_at${nf}, id`);
      await index('todos_open_due_idx', 'todos', `completed_at, due_at${nf}`);
      await index('todos_project_idx', 'todos', `project_id, due_at${nf}`);
      await index('todos_client_idx', 'todos', `client_id, due_at${nf}`);
      await index('todos_state_idx', 'todos', `state_id, due_at${nf}`);
      await sql.raw('create unique index todos_series_uq on todos (series_id, occurrence_index)').execute(db);
      await index('todos_title_key_idx', 'todos', 'title_key, id');
      await index('todos_updated_at_idx', 'todos', 'updated_at, id');
      await index('todo_assignees_user_idx', 'todo_assignees', 'user_id, todo_id');

      await index('checklist_items_todo_idx', 'checklist_items', 'todo_id, position');
      await index('checklist_items_project_idx', 'checklist_items', 'project_id, position');

      await sql
        .raw('create unique index timings_one_running_uq on timings (user_id) where ended_at is null')
        .execute(db);
      await index('timings_user_started_idx', 'timings', 'user_id, started_at');
      await index('timings_project_started_idx', 'timings', 'project_id, started_at');
      await index('timings_client_started_idx', 'timings', 'client_id, started_at');
      await index('timings_todo_started_idx', 'timings', 'todo_id, started_at');
      await index('timings_started_idx', 'timings', 'started_at, user_id');

      if (pg) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
        if ((rows[0]?.n ?? 0) > 0) {
          await sql`create index projects_search_trgm_idx on projects using gin (search_text gin_trgm_ops)`.execute(
            db,
          );
          await sql`create index todos_search_trgm_idx on todos using gin (search_text gin_trgm_ops)`.execute(
            db,
          );
        }
      }
    },
  };
}
