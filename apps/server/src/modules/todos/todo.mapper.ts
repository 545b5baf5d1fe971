import type { Recurrence, TodoView } from '@officina/contracts';
import { endRepeatTypes, noRecurrence, repeatTypes } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { type Instant, nowIso, toBool, toCount } from '../../db/values.ts';
import { alertError } from '../../http/api-error.ts';
import { notFound } from '../../records/records.ts';
import {
  findAssignees,
  findTodoView,
  priorityOf,
  type TodoRow,
  type TodoViewRow,
} from './todo.repository.ts';

/** The activity log's entity name for to-dos. */
export const TODO_ENTITY = 'todo';
export const TODO_NOT_FOUND = 'To-do non trovato.';
const TODO_ARCHIVED = 'Il to-do è archiviato: ripristinalo per modificarlo.';

/**
 * An archived to-do (deleted while it had time entries) can be read and restored, nothing else:
 * editing it, its repetition, moving it, completing it or its checklist answer 409 until restored.
 */
export function assertTodoActive(row: { archived_at: string | null }): void {
  if (row.archived_at !== null) throw alertError(409, TODO_ARCHIVED);
}

export function recurrenceOf(row: TodoRow): Recurrence {
  const type = row.repeat_type as Recurrence['type_repeat'];
  if (!repeatTypes.includes(type) || type === 'none') return noRecurrence;
  return {
    type_repeat: type,
    interval: row.repeat_interval,
    weekdays: row.repeat_weekdays ? row.repeat_weekdays.split(',').map(Number) : [],
    type_end_repeat: endRepeatTypes.includes(row.end_repeat_type as never)
      ? (row.end_repeat_type as Recurrence['type_end_repeat'])
      : 'never',
    end_count: row.end_count,
    end_date: row.end_date,
  };
}

/** Joined rows to the API's views, with the assignees of all rows read in one query. */
export async function toTodoViews(db: Db, rows: TodoViewRow[], now: Instant = nowIso()): Promise<TodoView[]> {
  const assignees = await findAssignees(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    project_id: r.project_id,
    client_id: r.client_id,
    state_id: r.state_id,
    category_id: r.category_id,
    priority: priorityOf(r.priority_rank),
    start_at: r.start_at,
    due_at: r.due_at,
    due_all_day: toBool(r.due_all_day),
    estimate_minutes: r.estimate_minutes,
    recurrence: recurrenceOf(r),
    series_id: r.series_id,
    occurrence_index: r.occurrence_index,
    completed_at: r.completed_at,
    archived_at: r.archived_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    created_by: r.created_by,
    project_name: r.project_name,
    project_code: r.project_code,
    client_name: r.client_name,
    state_name: r.state_name,
    state_color: r.state_color,
    state_is_closed: toBool(r.state_is_closed),
    category_name: r.category_name,
    assignees: assignees.filter((a) => a.todo_id === r.id).map((a) => ({ id: a.id, name: a.name })),
    checklist: { total: toCount(r.checklist_total), done: toCount(r.checklist_done) },
    overdue: r.completed_at === null && r.due_at !== null && r.due_at < now,
  }));
}

/** One to-do's view; 404 when it does not exist. */
export async function todoViewOf(db: Db, id: number): Promise<TodoView> {
  const row = await findTodoView(db, id);
  if (!row) throw notFound(TODO_NOT_FOUND);
  return (await toTodoViews(db, [row]))[0] as TodoView;
}
