import AddOutlined from '@mui/icons-material/AddOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TodoView } from '@officina/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import { activeFilterCount, sortFromModel, sortModelOf } from '../../../lib/list/list-url-state.ts';
import { useListUrlState } from '../../../lib/list/use-list-url-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTodos } from '../api/list-todos.ts';
import { todoFiltersOf, todoListSpec } from '../utils/todo-list-spec.ts';
import { TodoBoard } from './todo-board.tsx';
import { todoColumns } from './todo-columns.tsx';
import { TodoFilters } from './todo-filters.tsx';

/** /todos: my to-dos by default (or the team's), as a list or a board by state; state in the URL. */
export function TodosPage() {
  const [state, setState] = useListUrlState(todoListSpec);
  const board = state.filters.view === 'board';
  const filters = todoFiltersOf(state);
  const todos = useTodos(
    board ? { per_page: 1 } : { ...filters, page: state.page, per_page: state.perPage, sort: state.sort },
  );
  const can = useCan();
  const navigate = useNavigate();
  const canManage = can('manage_todos');
  const mine = !state.filters.assignee || state.filters.assignee === 'me';
  const { view: _view, ...counted } = state.filters;
  const filtered = state.q !== '' || activeFilterCount(counted) > 0;
  const total = todos.data?.meta.total;
  useDocumentTitle('To-do');

  const add = canManage && (
    <Button component={RouterLink} to={paths.todoAdd.build()} variant="contained" startIcon={<AddOutlined />}>
      Nuovo to-do
    </Button>
  );

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={mine ? 'I miei to-do' : 'To-do del team'}
        subtitle={
          board || total === undefined
            ? ' '
            : `${total.toLocaleString('it-IT')} ${total === 1 ? 'to-do' : 'to-do'}`
        }
        actions={
          <>
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
            {add}
          </>
        }
      />
      <TodoFilters state={state} onChange={setState} board={board} />
      {board ? (
        <TodoBoard query={{ ...filters, open: undefined } as never} />
      ) : (
        <DataTable<TodoView>
          label="Elenco to-do"
          storageKey="officina:todos:columns"
          rows={todos.data?.data ?? []}
          rowCount={total ?? 0}
          loading={todos.isFetching}
          columns={todoColumns}
          paginationModel={{ page: state.page - 1, pageSize: state.perPage }}
          onPaginationModelChange={(model) =>
            setState({
              ...state,
              page: model.pageSize === state.perPage ? model.page + 1 : 1,
              perPage: model.pageSize,
            })
          }
          sortModel={sortModelOf(state.sort)}
          onSortModelChange={(model) =>
            setState({
              ...state,
              page: 1,
              sort: sortFromModel(model, todoListSpec.sortColumns, todoListSpec.defaultSort),
            })
          }
          onRowClick={({ row }) => navigate(paths.todoDetail.build(row.id))}
          emptyState={
            <EmptyState
              icon={<ChecklistOutlined />}
              title={
                filtered
                  ? 'Nessun to-do corrisponde ai filtri'
                  : mine
                    ? 'Niente da fare: nessun to-do aperto per te'
                    : 'Nessun to-do aperto'
              }
              description={
                filtered
                  ? 'Prova a cambiare i filtri o il testo cercato.'
                  : canManage
                    ? 'Crea un to-do e assegnalo a te o a un collega.'
                    : undefined
              }
              action={
                filtered ? (
                  <Button onClick={() => setState({ ...state, page: 1, q: '', filters: {} })}>
                    Azzera filtri
                  </Button>
                ) : (
                  add
                )
              }
            />
          }
        />
      )}
    </Stack>
  );
}
