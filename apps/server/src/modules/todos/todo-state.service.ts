import type { SetTodoStateInput, TodoCompleted } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { assertTodoActive, TODO_ENTITY, todoViewOf } from './todo.mapper.ts';
import { findLookup, findTodoRow, listTodoStates, type TodoRow, updateTodoState } from './todo.repository.ts';
import { assertCanWorkOnTodo, isClosedState } from './todo.service.ts';
import { spawnNextOccurrence } from './todo-series.service.ts';

/** Moves a to-do to a state in the caller's transaction; entering a closed state spawns the next occurrence. */
async function applyState(trx: Db, before: TodoRow, stateId: number, userId: number): Promise<number | null> {
  const now = nowIso();
  const closed = await isClosedState(trx, stateId);
  const wasClosed = before.completed_at !== null;
  await updateTodoState(trx, before.id, {
    state_id: stateId,
    completed_at: closed ? (before.completed_at ?? now) : null,
    updated_at: nextVersion(before.updated_at),
  });
  if (before.state_id !== stateId) {
    await logActivity(trx, {
      userId,
      entity: TODO_ENTITY,
      entityId: before.id,
      action: closed && !wasClosed ? 'completed' : 'updated',
      changes: { state_id: [before.state_id, stateId] },
    });
  }
  return closed && !wasClosed ? spawnNextOccurrence(trx, before, userId, now) : null;
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
    assertTodoActive(before);
    if (input.updated_at && before.updated_at !== input.updated_at) throw staleRecord();
    const nextId = await applyState(trx, before, input.state_id, userId);
    return { todo: await todoViewOf(trx, id), next: nextId ? await todoViewOf(trx, nextId) : null };
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
    assertTodoActive(before);
    if (before.completed_at !== null) return { todo: await todoViewOf(trx, id), next: null };
    const nextId = await applyState(trx, before, done.id, userId);
    return { todo: await todoViewOf(trx, id), next: nextId ? await todoViewOf(trx, nextId) : null };
  });
}
