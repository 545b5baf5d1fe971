import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** The user's open (not completed, not archived) to-dos with their project name, by due date. */
function myOpenTodos(db: Db, userId: number) {
  return db
    .selectFrom('todos')
    .innerJoin('todo_assignees as ta', (j) =>
      j.onRef('ta.todo_id', '=', 'todos.id').on('ta.user_id', '=', userId),
    )
    .leftJoin('projects as pr', 'pr.id', 'todos.project_id')
    .select([
      'todos.id',
      'todos.title',
      'todos.due_at',
      'todos.due_all_day',
      'todos.priority_rank',
      'todos.project_id',
      'pr.name as project_name',
    ])
    .where('todos.completed_at', 'is', null)
    .where('todos.archived_at', 'is', null)
    .orderBy('todos.due_at')
    .orderBy('todos.id');
}

export type MyOpenTodoRow = Awaited<ReturnType<ReturnType<typeof myOpenTodos>['execute']>>[number];

/** The user's open to-dos due in [from, to), at most `limit`. */
export function listMyTodosDueBetween(db: Db, userId: number, from: Instant, to: Instant, limit: number) {
  return myOpenTodos(db, userId)
    .where('todos.due_at', '>=', from)
    .where('todos.due_at', '<', to)
    .limit(limit)
    .execute();
}

/** The user's open to-dos due before `now`, at most `limit`. */
export function listMyOverdueTodos(db: Db, userId: number, now: Instant, limit: number) {
  return myOpenTodos(db, userId).where('todos.due_at', '<', now).limit(limit).execute();
}
