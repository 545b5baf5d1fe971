import type { TodoBoard, TodoBoardQuery, TodoListQuery, TodoPage } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool, toCount } from '../../db/values.ts';
import { toTodoViews } from './todo.mapper.ts';
import {
  countTodos,
  countTodosByState,
  listTodoPage,
  listTodoStates,
  resolveTodoSort,
  type TodoFilters,
  todoWhere,
} from './todo.repository.ts';

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
  return { data: await toTodoViews(db, rows, now), meta: { total, page, per_page } };
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
          cards: await toTodoViews(db, rows, now),
        };
      }),
  );
  return { columns };
}
