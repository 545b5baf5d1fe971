import type { CreateTodoInput, DeleteResult, TodoView, UpdateTodoInput } from '@officina/contracts';
import { dueInputMs, isDayString, noRecurrence } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { forbidden } from '../../http/api-error.ts';
import { dependentsOf, dependentsText } from '../../records/dependents.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences, eachReference } from '../../records/references.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { assertTodoActive, TODO_ENTITY, TODO_NOT_FOUND, todoViewOf } from './todo.mapper.ts';
import {
  countTodoTimings,
  deleteTodoRow,
  findAssignees,
  findLookup,
  findProjectClient,
  findTodoRow,
  insertTodo,
  isAssignee,
  listTodoStates,
  priorityOf,
  recurrenceColumns,
  replaceAssignees,
  setTodoArchived,
  type TodoFields,
  type TodoRow,
  todoColumns,
  updateTodoIfVersion,
} from './todo.repository.ts';
import { startTodoSeries } from './todo-series.repository.ts';
import { spawnNextOccurrence } from './todo-series.service.ts';

const fieldNames = [
  'title',
  'description',
  'project_id',
  'client_id',
  'state_id',
  'category_id',
  'priority',
  'start_at',
  'due_at',
  'estimate_minutes',
] as const;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A day alone is due that whole day: stored as the end of the day in Rome, flagged all-day. */
function dueFields(due: string | null): Pick<TodoFields, 'due_at' | 'due_all_day'> {
  if (due === null) return { due_at: null, due_all_day: false };
  return { due_at: new Date(dueInputMs(due)).toISOString(), due_all_day: isDayString(due) };
}

/** Checks references; fills the client from the project and the default state; normalises instants. */
async function prepareFields(db: Db, input: Omit<CreateTodoInput, 'recurrence'>): Promise<TodoFields> {
  await assertReferences(db, [
    { field: 'state_id', id: input.state_id, kind: 'todo_states', message: 'Stato non valido' },
    { field: 'category_id', id: input.category_id, kind: 'todo_categories', message: 'Categoria non valida' },
    { field: 'project_id', id: input.project_id, kind: 'projects' },
    { field: 'client_id', id: input.client_id, kind: 'clients' },
    ...eachReference('assignee_ids', input.assignee_ids, 'user'),
  ]);
  let clientId = input.client_id;
  if (input.project_id !== null)
    clientId ??= (await findProjectClient(db, input.project_id))?.client_id ?? null;
  let stateId = input.state_id;
  if (stateId === null) stateId = (await listTodoStates(db))[0]?.id ?? null;
  return {
    title: input.title,
    description: input.description,
    project_id: input.project_id,
    client_id: clientId,
    state_id: stateId,
    category_id: input.category_id,
    priority: input.priority,
    start_at: iso(input.start_at),
    ...dueFields(input.due_at),
    estimate_minutes: input.estimate_minutes,
  };
}

/** Whether the state is a closed one (no state: open). */
export async function isClosedState(db: Db, stateId: number | null): Promise<boolean> {
  if (stateId === null) return false;
  return toBool((await findLookup(db, stateId))?.is_closed);
}

export function getTodo(db: Db, id: number): Promise<TodoView> {
  return todoViewOf(db, id);
}

/** Creates a to-do; a recurring one starts its series (series_id = its own id, occurrence 1). */
export async function createTodo(db: Db, userId: number, input: CreateTodoInput): Promise<TodoView> {
  const fields = await prepareFields(db, input);
  const recurrence = input.recurrence ?? noRecurrence;
  const closed = await isClosedState(db, fields.state_id);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await insertTodo(trx, {
      ...todoColumns(fields),
      ...recurrenceColumns(recurrence),
      completed_at: closed ? now : null,
      created_at: now,
      updated_at: now,
      created_by: userId,
    });
    if (recurrence.type_repeat !== 'none') {
      await startTodoSeries(trx, id, fields.due_at ?? fields.start_at);
    }
    await replaceAssignees(trx, id, input.assignee_ids);
    const changes = changedFields(null, fields, fieldNames);
    if (input.assignee_ids.length > 0) changes.assignee_ids = [null, input.assignee_ids.join(',')];
    if (recurrence.type_repeat !== 'none') changes.recurrence = [null, JSON.stringify(recurrence)];
    await logActivity(trx, { userId, entity: TODO_ENTITY, entityId: id, action: 'created', changes });
    return todoViewOf(trx, id);
  });
}

/** manage_todos, or the user is one of the assignees. */
export async function assertCanWorkOnTodo(db: Db, todoId: number, userId: number, canManage: boolean) {
  const row = await findTodoRow(db, todoId);
  if (!row) throw notFound(TODO_NOT_FOUND);
  if (!canManage && !(await isAssignee(db, todoId, userId))) throw forbidden();
  return row;
}

export async function updateTodo(
  db: Db,
  userId: number,
  id: number,
  input: UpdateTodoInput,
): Promise<TodoView> {
  const { updated_at: expected, ...rest } = input;
  const fields = await prepareFields(db, rest);
  const closed = await isClosedState(db, fields.state_id);
  return db.transaction().execute(async (trx) => {
    const before = await findTodoRow(trx, id);
    if (!before) throw notFound(TODO_NOT_FOUND);
    assertTodoActive(before);
    if (before.updated_at !== expected) throw staleRecord();
    const now = nowIso();
    const written = await updateTodoIfVersion(trx, id, expected, {
      ...todoColumns(fields),
      completed_at: closed ? (before.completed_at ?? now) : null,
      updated_at: nextVersion(before.updated_at),
    });
    if (!written) throw staleRecord();
    const beforeAssignees = (await findAssignees(trx, [id])).map((a) => a.id).sort((a, b) => a - b);
    const afterAssignees = [...new Set(rest.assignee_ids)].sort((a, b) => a - b);
    await replaceAssignees(trx, id, afterAssignees);
    const changes = changedFields(
      { ...before, priority: priorityOf(before.priority_rank), due_all_day: toBool(before.due_all_day) },
      fields,
      fieldNames,
    );
    if (beforeAssignees.join(',') !== afterAssignees.join(',')) {
      changes.assignee_ids = [beforeAssignees.join(','), afterAssignees.join(',')];
    }
    if (Object.keys(changes).length > 0) {
      await logActivity(trx, { userId, entity: TODO_ENTITY, entityId: id, action: 'updated', changes });
    }
    if (closed && before.completed_at === null) {
      const fresh = (await findTodoRow(trx, id)) as TodoRow;
      await spawnNextOccurrence(trx, fresh, userId, now);
    }
    return todoViewOf(trx, id);
  });
}

/** Deletes a to-do (assignees and checklist go with it); with time entries it is archived instead. */
export async function deleteTodo(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findTodoRow(trx, id);
    if (!before) throw notFound(TODO_NOT_FOUND);
    const ownLinks = await countTodoTimings(trx, id);
    // What other modules hang on it (files, pages, links) keeps it too: archived, not deleted.
    const hanging = ownLinks === 0 ? await dependentsOf(trx, 'todo', id) : [];
    if (ownLinks === 0 && hanging.length === 0) {
      await deleteTodoRow(trx, id);
      await logActivity(trx, {
        userId,
        entity: TODO_ENTITY,
        entityId: id,
        action: 'deleted',
        changes: { title: [before.title, null] },
      });
      return { result: 'deleted', message: 'To-do eliminato.' };
    }
    if (before.archived_at === null) {
      const now = nowIso();
      await setTodoArchived(trx, id, now, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: TODO_ENTITY,
        entityId: id,
        action: 'archived',
        changes: { archived_at: [null, now] },
      });
    }
    return {
      result: 'archived',
      message:
        hanging.length > 0
          ? `Il to-do ha ${dependentsText(hanging)}: è stato archiviato invece che eliminato.`
          : 'Il to-do ha tempi registrati: è stato archiviato invece che eliminato.',
    };
  });
}

/** Brings an archived to-do back into the lists; one that is not archived is answered unchanged. */
export async function restoreTodo(db: Db, userId: number, id: number): Promise<TodoView> {
  return db.transaction().execute(async (trx) => {
    const before = await findTodoRow(trx, id);
    if (!before) throw notFound(TODO_NOT_FOUND);
    if (before.archived_at !== null) {
      await setTodoArchived(trx, id, null, nextVersion(before.updated_at));
      await logActivity(trx, {
        userId,
        entity: TODO_ENTITY,
        entityId: id,
        action: 'restored',
        changes: { archived_at: [before.archived_at, null] },
      });
    }
    return todoViewOf(trx, id);
  });
}

export async function assertTodoExists(db: Db, id: number): Promise<void> {
  if (!(await findTodoRow(db, id))) throw notFound(TODO_NOT_FOUND);
}
