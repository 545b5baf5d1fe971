import type { TodoBoard, TodoBoardQuery, TodoListQuery, TodoPage } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage, matching, readPage, resolveListSort } from '../../db/list/index.ts';
import { nowIso, toBool, toCount } from '../../db/values.ts';
import { type TodoFilters, todoList } from './todo.list.ts';
import { toTodoViews } from './todo.mapper.ts';
import { listTodoStates, type TodoViewRow } from './todo.repository.ts';

function resolveAssignee(assignee: TodoListQuery['assignee'], userId: number): number | null {
  if (assignee === 'me') return userId;
  if (assignee === 'all') return null;
  return assignee;
}

export async function listTodos(db: Db, userId: number, query: TodoListQuery): Promise<TodoPage> {
  const { assignee, ...rest } = query;
  const now = nowIso();
  const { data, meta } = await listPage(
    db,
    todoList,
    { ...rest, assignee_id: resolveAssignee(assignee, userId), now },
    (rows) => toTodoViews(db, rows, now),
  );
  return { data, meta };
}

/** Columns by todo_states position; open columns by due date, closed ones newest-completed first. */
export async function getTodoBoard(db: Db, userId: number, query: TodoBoardQuery): Promise<TodoBoard> {
  const { per_column, assignee, ...rest } = query;
  const now = nowIso();
  const filters: TodoFilters = { ...rest, assignee_id: resolveAssignee(assignee, userId), now };
  const states = await listTodoStates(db);
  const byState = await matching(db, todoList, filters)
    .select(['todos.state_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('todos.state_id')
    .execute();
  const counts = new Map(byState.map((r) => [r.state_id, toCount(r.n)]));
  const columns = await Promise.all(
    states
      .filter((s) => !filters.state_id || s.id === filters.state_id)
      .map(async (s) => {
        const closed = toBool(s.is_closed);
        const sort = resolveListSort(todoList, closed ? '-updated_at' : 'due_at');
        const page = { limit: per_column, offset: 0, after: null };
        const rows = await readPage<TodoViewRow>(db, todoList, { ...filters, state_id: s.id }, sort, page);
        return {
          state_id: s.id,
          name: s.name,
          color: s.color,
          is_closed: closed,
          total: counts.get(s.id) ?? 0,
          cards: await toTodoViews(db, rows, now),
        };
      }),
  );
  return { columns };
}
