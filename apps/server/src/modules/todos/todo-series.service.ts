import type { SetTodoRecurrenceInput, TodoView } from '@officina/contracts';
import { nextOccurrence } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { dbBool, type Instant, toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { logActivity } from '../activity/activity.repository.ts';
import { copyChecklistUnticked } from '../checklists/checklist.repository.ts';
import { assertTodoActive, recurrenceOf, TODO_ENTITY, TODO_NOT_FOUND, todoViewOf } from './todo.mapper.ts';
import {
  findTodoRow,
  insertTodo,
  listTodoStates,
  recurrenceColumns,
  replaceAssignees,
  type TodoRow,
} from './todo.repository.ts';
import { findSeriesOccurrence, listAssigneeUserIds, updateTodoRecurrence } from './todo-series.repository.ts';

/**
 * The occurrence after `row` of its series, created in the caller's transaction: same fields, first
 * (open) state, due moved to the next occurrence (start keeps its distance from due), assignees,
 * checklist items unticked. Null when the series ends or the next occurrence already exists.
 */
export async function spawnNextOccurrence(
  trx: Db,
  row: TodoRow,
  userId: number,
  now: Instant,
): Promise<number | null> {
  const rule = recurrenceOf(row);
  if (rule.type_repeat === 'none' || row.series_id === null || row.series_anchor_at === null) return null;
  const next = nextOccurrence(
    rule,
    { anchorMs: Date.parse(row.series_anchor_at), anchorIndex: row.series_anchor_index },
    row.occurrence_index,
  );
  if (!next) return null;
  const exists = await findSeriesOccurrence(trx, row.series_id, next.index);
  if (exists) return null;
  const base = row.due_at ?? row.start_at;
  const dueAt = new Date(next.atMs).toISOString();
  const shift = base ? next.atMs - Date.parse(base) : 0;
  const startAt = row.start_at ? new Date(Date.parse(row.start_at) + shift).toISOString() : null;
  const firstState = (await listTodoStates(trx)).find((s) => !toBool(s.is_closed))?.id ?? null;
  const { id: _id, created_at: _c, updated_at: _u, completed_at: _d, ...copy } = row;
  const { id } = await insertTodo(trx, {
    ...copy,
    state_id: firstState,
    start_at: row.due_at ? startAt : dueAt,
    due_at: row.due_at ? dueAt : null,
    due_all_day: dbBool(toBool(row.due_all_day)),
    occurrence_index: next.index,
    completed_at: null,
    archived_at: null,
    created_at: now,
    updated_at: now,
    created_by: userId,
  });
  const assignees = await listAssigneeUserIds(trx, row.id);
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

/** Edits the rule from this occurrence on (it becomes the anchor), or stops the series (none). */
export async function setTodoRecurrence(
  db: Db,
  userId: number,
  id: number,
  input: SetTodoRecurrenceInput,
): Promise<TodoView> {
  return db.transaction().execute(async (trx) => {
    const before = await findTodoRow(trx, id);
    if (!before) throw notFound(TODO_NOT_FOUND);
    assertTodoActive(before);
    if (before.updated_at !== input.updated_at) throw staleRecord();
    const rule = input.recurrence;
    const anchor = before.due_at ?? before.start_at;
    if (rule.type_repeat !== 'none' && anchor === null) {
      throw validationError({ due_at: ['Per ripetere un to-do serve una scadenza'] });
    }
    await updateTodoRecurrence(trx, id, {
      ...recurrenceColumns(rule),
      ...(rule.type_repeat === 'none'
        ? {}
        : {
            series_id: before.series_id ?? before.id,
            series_anchor_at: anchor,
            series_anchor_index: before.occurrence_index,
          }),
      updated_at: nextVersion(before.updated_at),
    });
    await logActivity(trx, {
      userId,
      entity: TODO_ENTITY,
      entityId: id,
      action: 'updated',
      changes: { recurrence: [JSON.stringify(recurrenceOf(before)), JSON.stringify(rule)] },
    });
    return todoViewOf(trx, id);
  });
}
