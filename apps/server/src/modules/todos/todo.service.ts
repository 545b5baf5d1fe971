import type {
  CreateTodoInput,
  DeleteResult,
  Recurrence,
  SetTodoRecurrenceInput,
  SetTodoStateInput,
  TodoBoard,
  TodoBoardQuery,
  TodoCompleted,
  TodoListQuery,
  TodoPage,
  TodoView,
  UpdateTodoInput,
} from '@officina/contracts';
import { endRepeatTypes, nextOccurrence, noRecurrence, repeatTypes } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { type Instant, nowIso, toBool, toCount } from '../../db/values.ts';
import { forbidden, validationError } from '../../http/api-error.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { changedFields } from '../activity/activity.service.ts';
import { copyChecklistUnticked } from '../checklists/checklist.repository.ts';
import { nextVersion, notFound, staleRecord } from '../crm/records.ts';
import { assertReferences } from '../crm/references.ts';
import {
  countTodos,
  countTodosByState,
  countTodoTimings,
  findAssignees,
  findLookup,
  findTodoRow,
  findTodoView,
  isAssignee,
  listTodoPage,
  listTodoStates,
  priorityOf,
  recurrenceColumns,
  replaceAssignees,
  resolveTodoSort,
  type TodoFields,
  type TodoFilters,
  type TodoRow,
  type TodoViewRow,
  todoColumns,
  todoWhere,
} from './todo.repository.ts';

export const TODO_ENTITY = 'todo';
const NOT_FOUND = 'To-do non trovato.';

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

async function toViews(db: Db, rows: TodoViewRow[], now: Instant = nowIso()): Promise<TodoView[]> {
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
    estimate_minutes: r.estimate_minutes,
    recurrence: recurrenceOf(r),
    series_id: r.series_id,
    occurrence_index: r.occurrence_index,
    completed_at: r.completed_at,
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

async function viewOf(db: Db, id: number): Promise<TodoView> {
  const row = await findTodoView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return (await toViews(db, [row]))[0] as TodoView;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Checks references; fills the client from the project and the default state; normalises instants. */
async function prepareFields(db: Db, input: Omit<CreateTodoInput, 'recurrence'>): Promise<TodoFields> {
  await assertReferences(db, [
    { field: 'state_id', id: input.state_id, kind: 'todo_states', message: 'Stato non valido' },
    { field: 'category_id', id: input.category_id, kind: 'todo_categories', message: 'Categoria non valida' },
    ...input.assignee_ids.map((id, i) => ({
      field: `assignee_ids.${i}`,
      id,
      kind: 'user' as const,
      message: 'Utente non valido',
    })),
  ]);
  let clientId = input.client_id;
  if (input.project_id !== null) {
    const project = await db
      .selectFrom('projects')
      .select(['id', 'client_id'])
      .where('id', '=', input.project_id)
      .executeTakeFirst();
    if (!project) throw validationError({ project_id: ['Progetto non valido'] });
    clientId ??= project.client_id;
  }
  if (input.client_id !== null) {
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', input.client_id)
      .executeTakeFirst();
    if (!client) throw validationError({ client_id: ['Cliente non valido'] });
  }
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
    due_at: iso(input.due_at),
    estimate_minutes: input.estimate_minutes,
  };
}

async function isClosedState(db: Db, stateId: number | null): Promise<boolean> {
  if (stateId === null) return false;
  return toBool((await findLookup(db, stateId))?.is_closed);
}

function resolveAssignee(assignee: TodoListQuery['assignee'], userId: number): number | null {
  if (assignee === 'me') return userId;
  if (assignee === 'all') return null;
  return assignee;
}

export async function listTodos(db: Db, userId: number, query: TodoListQuery): Promise<TodoPage> {
  const { page, per_page, sort, assignee, ...rest } = query;
  const now = nowIso();
  const filters: TodoFilters = { ...rest, assignee_id: resolveAssignee(assignee, userId) };
  const where = todoWhere(filters, now);
  const [rows, total] = await Promise.all([
    listTodoPage(db, where, resolveTodoSort(sort), per_page, (page - 1) * per_page),
    countTodos(db, where),
  ]);
  return { data: await toViews(db, rows, now), meta: { total, page, per_page } };
}

/** Columns by todo_states position; open columns by due date, closed ones newest-completed first. */
export async function getTodoBoard(db: Db, userId: number, query: TodoBoardQuery): Promise<TodoBoard> {
  const { per_column, assignee, ...rest } = query;
  const now = nowIso();
  const filters: TodoFilters = { ...rest, assignee_id: resolveAssignee(assignee, userId) };
  const states = await listTodoStates(db);
  const counts = new Map(
    (await countTodosByState(db, todoWhere(filters, now))).map((r) => [r.state_id, toCount(r.n)]),
  );
  const columns = await Promise.all(
    states
      .filter((s) => !filters.state_id || s.id === filters.state_id)
      .map(async (s) => {
        const closed = toBool(s.is_closed);
        const where = todoWhere({ ...filters, state_id: s.id }, now);
        const sort = resolveTodoSort(closed ? '-updated_at' : 'due_at');
        const rows = await listTodoPage(db, where, sort, per_column, 0);
        return {
          state_id: s.id,
          name: s.name,
          color: s.color,
          is_closed: closed,
          total: counts.get(s.id) ?? 0,
          cards: await toViews(db, rows, now),
        };
      }),
  );
  return { columns };
}

export function getTodo(db: Db, id: number): Promise<TodoView> {
  return viewOf(db, id);
}

/** Creates a to-do; a recurring one starts its series (series_id = its own id, occurrence 1). */
export async function createTodo(db: Db, userId: number, input: CreateTodoInput): Promise<TodoView> {
  const fields = await prepareFields(db, input);
  const recurrence = input.recurrence ?? noRecurrence;
  const closed = await isClosedState(db, fields.state_id);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto('todos')
      .values({
        ...todoColumns(fields),
        ...recurrenceColumns(recurrence),
        completed_at: closed ? now : null,
        created_at: now,
        updated_at: now,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (recurrence.type_repeat !== 'none') {
      await trx
        .updateTable('todos')
        .set({ series_id: id, series_anchor_at: fields.due_at ?? fields.start_at, series_anchor_index: 1 })
        .where('id', '=', id)
        .execute();
    }
    await replaceAssignees(trx, id, input.assignee_ids);
    const changes = changedFields(null, fields, fieldNames);
    if (input.assignee_ids.length > 0) changes.assignee_ids = [null, input.assignee_ids.join(',')];
    if (recurrence.type_repeat !== 'none') changes.recurrence = [null, JSON.stringify(recurrence)];
    await logActivity(trx, { userId, entity: TODO_ENTITY, entityId: id, action: 'created', changes });
    return viewOf(trx, id);
  });
}

/**
 * The occurrence after `row` of its series, created in the caller's transaction: same fields, first
 * (open) state, due moved to the next occurrence (start keeps its distance from due), assignees,
 * checklist items unticked. Null when the series ends or the next occurrence already exists.
 */
async function spawnNext(trx: Db, row: TodoRow, userId: number, now: Instant): Promise<number | null> {
  const rule = recurrenceOf(row);
  if (rule.type_repeat === 'none' || row.series_id === null || row.series_anchor_at === null) return null;
  const next = nextOccurrence(
    rule,
    { anchorMs: Date.parse(row.series_anchor_at), anchorIndex: row.series_anchor_index },
    row.occurrence_index,
  );
  if (!next) return null;
  const exists = await trx
    .selectFrom('todos')
    .select('id')
    .where('series_id', '=', row.series_id)
    .where('occurrence_index', '=', next.index)
    .executeTakeFirst();
  if (exists) return null;
  const base = row.due_at ?? row.start_at;
  const dueAt = new Date(next.atMs).toISOString();
  const shift = base ? next.atMs - Date.parse(base) : 0;
  const startAt = row.start_at ? new Date(Date.parse(row.start_at) + shift).toISOString() : null;
  const firstState = (await listTodoStates(trx)).find((s) => !toBool(s.is_closed))?.id ?? null;
  const { id: _id, created_at: _c, updated_at: _u, completed_at: _d, ...copy } = row;
  const { id } = await trx
    .insertInto('todos')
    .values({
      ...copy,
      state_id: firstState,
      start_at: row.due_at ? startAt : dueAt,
      due_at: row.due_at ? dueAt : null,
      occurrence_index: next.index,
      completed_at: null,
      archived_at: null,
      created_at: now,
      updated_at: now,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assignees = await trx
    .selectFrom('todo_assignees')
    .select('user_id')
    .where('todo_id', '=', row.id)
    .execute();
  await replaceAssignees(
    trx,
    id,
    assignees.map((a) => a.user_id),
  );
  await copyChecklistUnticked(trx, row.id, id, now);
  await logActivity(trx, {
    userId,
    entity: TODO_ENTITY,
    entityId: id,
    action: 'created',
    changes: {
      series_id: [null, row.series_id],
      occurrence_index: [null, next.index],
      due_at: [null, dueAt],
    },
  });
  return id;
}

/** Moves a to-do to a state in the caller's transaction; entering a closed state spawns the next occurrence. */
async function applyState(trx: Db, before: TodoRow, stateId: number, userId: number): Promise<number | null> {
  const now = nowIso();
  const closed = await isClosedState(trx, stateId);
  const wasClosed = before.completed_at !== null;
  await trx
    .updateTable('todos')
    .set({
      state_id: stateId,
      completed_at: closed ? (before.completed_at ?? now) : null,
      updated_at: nextVersion(before.updated_at),
    })
    .where('id', '=', before.id)
    .execute();
  if (before.state_id !== stateId) {
    await logActivity(trx, {
      userId,
      entity: TODO_ENTITY,
      entityId: before.id,
      action: closed && !wasClosed ? 'completed' : 'updated',
      changes: { state_id: [before.state_id, stateId] },
    });
  }
  return closed && !wasClosed ? spawnNext(trx, before, userId, now) : null;
}

/** manage_todos, or the user is one of the assignees. */
export async function assertCanWorkOnTodo(db: Db, todoId: number, userId: number, canManage: boolean) {
  const row = await findTodoRow(db, todoId);
  if (!row) throw notFound(NOT_FOUND);
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
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== expected) throw staleRecord();
    const now = nowIso();
    const result = await trx
      .updateTable('todos')
      .set({
        ...todoColumns(fields),
        completed_at: closed ? (before.completed_at ?? now) : null,
        updated_at: nextVersion(before.updated_at),
      })
      .where('id', '=', id)
      .where('updated_at', '=', expected)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw staleRecord();
    const beforeAssignees = (await findAssignees(trx, [id])).map((a) => a.id).sort((a, b) => a - b);
    const afterAssignees = [...new Set(rest.assignee_ids)].sort((a, b) => a - b);
    await replaceAssignees(trx, id, afterAssignees);
    const changes = changedFields(
      { ...before, priority: priorityOf(before.priority_rank) },
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
      await spawnNext(trx, fresh, userId, now);
    }
    return viewOf(trx, id);
  });
}

/** Board move: a closed state completes the to-do (and spawns the next occurrence). */
export async function setTodoState(
  db: Db,
  userId: number,
  canManage: boolean,
  id: number,
  input: SetTodoStateInput,
): Promise<TodoCompleted> {
  const lookup = await findLookup(db, input.state_id);
  if (lookup?.kind !== 'todo_states') throw validationError({ state_id: ['Stato non valido'] });
  await assertCanWorkOnTodo(db, id, userId, canManage);
  return db.transaction().execute(async (trx) => {
    const before = (await findTodoRow(trx, id)) as TodoRow;
    if (input.updated_at && before.updated_at !== input.updated_at) throw staleRecord();
    const nextId = await applyState(trx, before, input.state_id, userId);
    return { todo: await viewOf(trx, id), next: nextId ? await viewOf(trx, nextId) : null };
  });
}

/** Sets the closed state (the `done` one, else the first closed); recurring → next occurrence. */
export async function completeTodo(
  db: Db,
  userId: number,
  canManage: boolean,
  id: number,
): Promise<TodoCompleted> {
  await assertCanWorkOnTodo(db, id, userId, canManage);
  const states = await listTodoStates(db);
  const done =
    states.find((s) => s.key === 'done' && toBool(s.is_closed)) ?? states.find((s) => toBool(s.is_closed));
  if (!done) throw validationError({ state_id: ['Nessuno stato di chiusura configurato'] });
  return db.transaction().execute(async (trx) => {
    const before = (await findTodoRow(trx, id)) as TodoRow;
    if (before.completed_at !== null) return { todo: await viewOf(trx, id), next: null };
    const nextId = await applyState(trx, before, done.id, userId);
    return { todo: await viewOf(trx, id), next: nextId ? await viewOf(trx, nextId) : null };
  });
}

/** Edits the rule from this occurrence on (it becomes the anchor), or stops the series (none). */
export async function setTodoRecurrence(
  db: Db,
  userId: number,
  id: number,
  input: SetTodoRecurrenceInput,
): Promise<TodoView> {
  return db.transaction().execute(async (trx) => {
    const before = await findTodoRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.updated_at !== input.updated_at) throw staleRecord();
    const rule = input.recurrence;
    const anchor = before.due_at ?? before.start_at;
    if (rule.type_repeat !== 'none' && anchor === null) {
      throw validationError({ due_at: ['Per ripetere un to-do serve una scadenza'] });
    }
    await trx
      .updateTable('todos')
      .set({
        ...recurrenceColumns(rule),
        ...(rule.type_repeat === 'none'
          ? {}
          : {
              series_id: before.series_id ?? before.id,
              series_anchor_at: anchor,
              series_anchor_index: before.occurrence_index,
            }),
        updated_at: nextVersion(before.updated_at),
      })
      .where('id', '=', id)
      .execute();
    await logActivity(trx, {
      userId,
      entity: TODO_ENTITY,
      entityId: id,
      action: 'updated',
      changes: { recurrence: [JSON.stringify(recurrenceOf(before)), JSON.stringify(rule)] },
    });
    return viewOf(trx, id);
  });
}

/** Deletes a to-do (assignees and checklist go with it); with time entries it is archived instead. */
export async function deleteTodo(db: Db, userId: number, id: number): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findTodoRow(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    if ((await countTodoTimings(trx, id)) === 0) {
      await trx.deleteFrom('todos').where('id', '=', id).execute();
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
      await trx
        .updateTable('todos')
        .set({ archived_at: now, updated_at: nextVersion(before.updated_at) })
        .where('id', '=', id)
        .execute();
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
      message: 'Il to-do ha tempi registrati: è stato archiviato invece che eliminato.',
    };
  });
}

export async function assertTodoExists(db: Db, id: number): Promise<void> {
  if (!(await findTodoRow(db, id))) throw notFound(NOT_FOUND);
}
