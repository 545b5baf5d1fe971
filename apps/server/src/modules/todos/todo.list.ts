import type { TodoListQuery } from '@officina/contracts';
import { defineList, isUnfiltered, likeEscaped, sortByLookup, sortByName } from '../../db/list/index.ts';
import type { Instant } from '../../db/values.ts';
import { countAssignedTodos, priorityRank, selectTodoViews } from './todo.repository.ts';

/** Filters after `assignee` is resolved to a user id (null = everyone), with the instant "overdue" is judged at. */
export interface TodoFilters extends Omit<TodoListQuery, 'page' | 'per_page' | 'sort' | 'assignee'> {
  assignee_id: number | null;
  now: Instant;
}

/** The to-dos list and board: active to-dos only (no archive view). Not compiled: "overdue" reads the clock. */
export const todoList = defineList<TodoFilters>()({
  table: 'todos',
  views: selectTodoViews,
  columns: 'title=title_key due_at? start_at? priority=priority_rank',
  sorts: {
    state_id: sortByLookup('todos.state_id', 'todo_states', true),
    category_id: sortByLookup('todos.category_id', 'todo_categories', true),
    project_id: sortByName('todos.project_id', 'projects', true),
  },
  archive: true,
  // assignee=all, no filter: the not-archived to-dos, closed ones included (migration 0028)
  activeCount: true,
  context: ['now'],
  // one assignee (the default view, `assignee=me`), no other filter: their running count (0028)
  knownCount: (db, { assignee_id, ...others }) =>
    assignee_id !== null && isUnfiltered(others, ['now']) ? countAssignedTodos(db, assignee_id) : null,
  equal: ['state_id', 'category_id', 'project_id', 'client_id'],
  filters: (eb, f) => [
    f.assignee_id !== null &&
      eb.exists(
        eb
          .selectFrom('todo_assignees as ta')
          .select('ta.todo_id')
          .whereRef('ta.todo_id', '=', 'todos.id')
          .where('ta.user_id', '=', f.assignee_id),
      ),
    f.priority && eb('todos.priority_rank', '=', priorityRank(f.priority)),
    f.due_from && eb('todos.due_at', '>=', new Date(f.due_from).toISOString()),
    f.due_to && eb('todos.due_at', '<', new Date(f.due_to).toISOString()),
    f.overdue === true && eb.and([eb('todos.completed_at', 'is', null), eb('todos.due_at', '<', f.now)]),
    f.overdue === false &&
      eb.or([
        eb('todos.completed_at', 'is not', null),
        eb('todos.due_at', 'is', null),
        eb('todos.due_at', '>=', f.now),
      ]),
    f.open === true && eb('todos.completed_at', 'is', null),
    f.open === false && eb('todos.completed_at', 'is not', null),
  ],
  search: { like: (_eb, pattern) => likeEscaped('todos.search_text', pattern) },
});
