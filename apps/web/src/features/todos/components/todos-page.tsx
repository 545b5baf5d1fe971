import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ListView } from '../../../components/list/list-page.tsx';
import { todoEntity } from '../../../lib/entities/todos.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useListPage } from '../../../lib/list/use-list-page.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTodos } from '../api/list-todos.ts';
import { useTodoLookups } from '../hooks/use-todo-lookups.ts';
import {
  assigneeChoices,
  dueChoices,
  openChoices,
  type TodoListState,
  todoFiltersOf,
  todoListSpec,
} from '../utils/todo-list-spec.ts';
import { TodoBoard } from './todo-board.tsx';
import { todoColumns } from './todo-columns.tsx';

const todoListPage = entityListPage({
  entity: todoEntity,
  url: todoListSpec,
  useList: useTodos,
  title: 'I miei to-do',
  table: { columns: todoColumns, fadeArchived: false },
  empty: {
    icon: <ChecklistOutlined />,
    title: 'Niente da fare: nessun to-do aperto per te',
    createHint: 'Crea un to-do e assegnalo a te o a un collega.',
    filteredTitle: 'Nessun to-do corrisponde ai filtri',
  },
});

const isBoard = (state: TodoListState) => state.filters.view === 'board';

const options = {
  // `view` picks the list or the board: no filter to count or clear.
  uncounted: ['view'] as const,
  // On the board the columns load themselves; the list is asked for one row only.
  request: (state: TodoListState) =>
    isBoard(state)
      ? { per_page: 1 }
      : { ...todoFiltersOf(state), page: state.page, per_page: state.perPage, sort: state.sort },
};

/** /todos: my to-dos by default (or the team's), as a list or a board by state; state in the URL. */
export function TodosPage() {
  const list = useListPage(todoListPage, options);
  const lookups = useTodoLookups();
  const { state, setState } = list;
  const board = isBoard(state);
  const mine = !state.filters.assignee || state.filters.assignee === 'me';
  useDocumentTitle('To-do');

  return (
    <ListView
      spec={todoListPage}
      list={list}
      title={mine ? 'I miei to-do' : 'To-do del team'}
      emptyTitle={mine ? 'Niente da fare: nessun to-do aperto per te' : 'Nessun to-do aperto'}
      hideCount={board}
      filters={[
        {
          type: 'choice',
          key: 'assignee',
          label: 'Di chi',
          fallback: 'me',
          options: assigneeChoices(lookups.users, lookups.meId),
          minWidth: 190,
        },
        { type: 'search', placeholder: 'Titolo o descrizione…', width: 'narrow' },
        { type: 'select', key: 'state_id', label: 'Stato', options: lookups.states, hidden: board },
        { type: 'project', key: 'project_id', width: 240 },
        {
          type: 'choice',
          key: 'priority',
          label: 'Priorità',
          all: 'Tutte',
          options: lookups.priorities.map((option) => ({ value: option.key, label: option.name })),
          minWidth: 130,
        },
        {
          type: 'choice',
          key: 'open',
          label: 'Mostra',
          fallback: 'true',
          options: openChoices,
          minWidth: 150,
          hidden: board,
        },
        {
          type: 'choice',
          key: 'due',
          label: 'Scadenza',
          all: 'Qualsiasi',
          options: dueChoices,
          minWidth: 140,
        },
        { type: 'switch', key: 'overdue', label: 'Solo in ritardo' },
      ]}
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={board ? 'board' : 'list'}
          onChange={(_, view: string | null) =>
            view &&
            setState({
              ...state,
              page: 1,
              filters: { ...state.filters, view: view === 'board' ? 'board' : undefined },
            })
          }
          aria-label="Vista"
        >
          <ToggleButton value="list" aria-label="Elenco">
            <TableRowsOutlined fontSize="small" sx={{ mr: 0.75 }} /> Elenco
          </ToggleButton>
          <ToggleButton value="board" aria-label="Bacheca">
            <ViewKanbanOutlined fontSize="small" sx={{ mr: 0.75 }} /> Bacheca
          </ToggleButton>
        </ToggleButtonGroup>
      }
      content={
        board ? <TodoBoard query={{ ...todoFiltersOf(state), open: undefined } as never} /> : undefined
      }
    />
  );
}
