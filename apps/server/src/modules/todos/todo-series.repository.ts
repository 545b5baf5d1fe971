import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';
import type { TodosTable } from './todo.table.ts';

/** Makes a to-do the first occurrence of its own series. */
export async function startTodoSeries(db: Db, id: number, anchorAt: Instant | null) {
  await db
    .updateTable('todos')
    .set({ series_id: id, series_anchor_at: anchorAt, series_anchor_index: 1 })
    .where('id', '=', id)
    .execute();
}

/** The id of a series' occurrence with the given index, if it exists. */
export function findSeriesOccurrence(db: Db, seriesId: number, occurrenceIndex: number) {
  return db
    .selectFrom('todos')
    .select('id')
    .where('series_id', '=', seriesId)
    .where('occurrence_index', '=', occurrenceIndex)
    .executeTakeFirst();
}

/** The user ids assigned to a to-do. */
export function listAssigneeUserIds(db: Db, todoId: number) {
  return db.selectFrom('todo_assignees').select('user_id').where('todo_id', '=', todoId).execute();
}

/** Writes a to-do's recurrence / series columns and version. */
export async function updateTodoRecurrence(db: Db, id: number, values: Updateable<TodosTable>) {
  await db.updateTable('todos').set(values).where('id', '=', id).execute();
}
