import type { Recurrence, TodoPriority } from '@officina/contracts';
import { todoPriorities } from '@officina/contracts';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { normalizeText, searchText } from '../../db/search.ts';
import { dbBool, type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';
import type { TodosTable } from './todo.table.ts';

export const priorityRank = (p: TodoPriority) => todoPriorities.indexOf(p) + 1;
export const priorityOf = (rank: number): TodoPriority => todoPriorities[rank - 1] ?? 'medium';

/** The stored columns of a to-do's own fields (no recurrence / series). */
export type TodoFields = {
  title: string;
  description: string | null;
  project_id: number | null;
  client_id: number | null;
  state_id: number | null;
  category_id: number | null;
  priority: TodoPriority;
  start_at: Instant | null;
  due_at: Instant | null;
  /** A due date without a time (due_at = the end of that day in Rome). */
  due_all_day: boolean;
  estimate_minutes: number | null;
};

export function todoColumns(f: TodoFields) {
  const { priority, ...rest } = f;
  return {
    ...rest,
    due_all_day: dbBool(f.due_all_day),
    priority_rank: priorityRank(priority),
    title_key: normalizeText(f.title),
    search_text: searchText([f.title, f.description?.slice(0, 500)]),
  };
}

export function recurrenceColumns(r: Recurrence) {
  return {
    repeat_type: r.type_repeat,
    repeat_interval: r.interval,
    repeat_weekdays: r.weekdays.join(','),
    end_repeat_type: r.type_end_repeat,
    end_count: r.end_count,
    end_date: r.end_date,
  };
}

/** To-dos with their project, client, state and category names and checklist progress. */
export function selectTodoViews(db: Db) {
  return db
    .selectFrom('todos')
    .leftJoin('projects as pr', 'pr.id', 'todos.project_id')
    .leftJoin('clients as cl', 'cl.id', 'todos.client_id')
    .leftJoin('lookups as st', 'st.id', 'todos.state_id')
    .leftJoin('lookups as ca', 'ca.id', 'todos.category_id')
    .selectAll('todos')
    .select([
      'pr.name as project_name',
      'pr.code as project_code',
      'cl.business_name as client_name',
      'st.name as state_name',
      'st.color as state_color',
      'st.is_closed as state_is_closed',
      'ca.name as category_name',
      sql<number>`(select count(*) from checklist_items ci where ci.todo_id = todos.id)`.as(
        'checklist_total',
      ),
      sql<number>`(select count(*) from checklist_items ci where ci.todo_id = todos.id and ci.checked_at is not null)`.as(
        'checklist_done',
      ),
    ]);
}
export type TodoViewRow = ViewRow<typeof selectTodoViews>;

const todos = recordTable('todos', 'Todo', selectTodoViews);
export const { findTodoView, findTodoRow, setTodoArchived, deleteTodoRow, updateTodoIfVersion } = todos;
export type TodoRow = RecordRow<'todos'>;

export function findAssignees(db: Db, todoIds: number[]) {
  if (todoIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('todo_assignees as ta')
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .select(['ta.todo_id', 'u.id', sql<string>`u.name || ' ' || u.surname`.as('name')])
    .where('ta.todo_id', 'in', todoIds)
    .orderBy('u.surname')
    .orderBy('u.name')
    .execute();
}

export async function isAssignee(db: Db, todoId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('todo_assignees')
    .select('todo_id')
    .where('todo_id', '=', todoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The not-archived to-dos assigned to one user (closed ones included): the total of the to-dos'
 * default view, from the running count the triggers of migration 0028 keep.
 */
export async function countAssignedTodos(
  db: Db,
  userId: number,
): Promise<{ total: number; sums: Record<string, number> }> {
  const row = await db
    .selectFrom('todo_assignee_counts')
    .select('n')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { total: toCount(row?.n), sums: {} };
}

export async function replaceAssignees(db: Db, todoId: number, userIds: number[]) {
  await db.deleteFrom('todo_assignees').where('todo_id', '=', todoId).execute();
  const unique = [...new Set(userIds)];
  if (unique.length > 0) {
    await db
      .insertInto('todo_assignees')
      .values(unique.map((user_id) => ({ todo_id: todoId, user_id })))
      .execute();
  }
}

/** todo_states by position: the first is the default, `is_closed` ones complete a to-do. */
export function listTodoStates(db: Db) {
  return db
    .selectFrom('lookups')
    .select(['id', 'key', 'name', 'color', 'is_closed', 'position'])
    .where('kind', '=', 'todo_states')
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findLookup(db: Db, id: number) {
  return db.selectFrom('lookups').select(['id', 'kind', 'is_closed']).where('id', '=', id).executeTakeFirst();
}

export async function countTodoTimings(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('timings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('todo_id', '=', id)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** The project's id and client, or undefined when it does not exist. */
export function findProjectClient(db: Db, projectId: number) {
  return db.selectFrom('projects').select(['id', 'client_id']).where('id', '=', projectId).executeTakeFirst();
}

/** Inserts a to-do row and returns its id. */
export function insertTodo(db: Db, values: Insertable<TodosTable>) {
  return db.insertInto('todos').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Sets a to-do's state, completion and version. */
export async function updateTodoState(
  db: Db,
  id: number,
  values: { state_id: number; completed_at: Instant | null; updated_at: Instant },
) {
  await db.updateTable('todos').set(values).where('id', '=', id).execute();
}
