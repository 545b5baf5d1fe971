import { romeDateOf, romeDayEnd, romeDayStart, todoSortColumns } from '@officina/contracts';
import { type ListStateOf, listSpec } from '../../../lib/list/list-url-state.ts';

/**
 * Filters of /todos (`?assignee=all&state_id=54&view=board`). `assignee` is `me` (default, left out
 * of the URL), `all` or a user id; `view` picks the list or the board.
 */
export const todoListSpec = listSpec({
  filters: {
    assignee: 'text',
    state_id: 'id',
    project_id: 'id',
    client_id: 'id',
    priority: 'text',
    open: 'text',
    overdue: 'flag',
    /** `today`: due today in Europe/Rome (the dashboard's "Oggi" count links here). */
    due: 'text',
    view: 'text',
  },
  sortColumns: todoSortColumns,
  defaultSort: 'due_at',
});

export type TodoListState = ListStateOf<typeof todoListSpec>;

/** "Di chi": mine (the default, left out of the URL), the whole team's, or a colleague's. */
export function assigneeChoices(users: readonly { id: number; name: string }[], meId: number | null) {
  return [
    { value: 'me', label: 'I miei to-do' },
    { value: 'all', label: 'Di tutto il team' },
    ...users.filter((user) => user.id !== meId).map((user) => ({ value: String(user.id), label: user.name })),
  ];
}

/** "Mostra": the open to-dos (the default, left out of the URL), the completed ones, or all. */
export const openChoices = [
  { value: 'true', label: 'Da completare' },
  { value: 'false', label: 'Completati' },
  { value: 'any', label: 'Tutti' },
];

/** "Scadenza": due today (Europe/Rome); unset is any due date. */
export const dueChoices = [{ value: 'today', label: 'Oggi' }];

/** `due=today` → the API's range: from today's start to tomorrow's start in Europe/Rome. */
export function dueRangeOf(
  due: string | undefined,
  now: number = Date.now(),
): { due_from?: string; due_to?: string } {
  if (due !== 'today') return {};
  const today = romeDateOf(now);
  const tomorrow = romeDateOf(romeDayEnd(today) + 1);
  return {
    due_from: new Date(romeDayStart(today)).toISOString(),
    due_to: new Date(romeDayStart(tomorrow)).toISOString(),
  };
}

/** The API filters of a list state (view left out; `open` defaults to open to-dos only). */
export function todoFiltersOf(
  state: TodoListState,
  now: number = Date.now(),
): Record<string, string | number | boolean> {
  const { view: _view, open, assignee, due, ...rest } = state.filters;
  const query: Record<string, string | number | boolean> = { ...dueRangeOf(due, now) };
  for (const [name, value] of Object.entries(rest)) if (value !== undefined) query[name] = value;
  if (assignee) query.assignee = assignee;
  if (open !== 'any') query.open = open === 'false' ? 'false' : 'true';
  if (state.q) query.q = state.q;
  return query;
}
