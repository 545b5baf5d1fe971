import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { TodoView } from '@officina/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { useCan } from '../../../lib/ability.ts';
import { paths } from '../../../lib/paths.ts';
import { useTodos } from '../api/list-todos.ts';
import { todoColumns } from './todo-columns.tsx';

/** The To-do tab of a project: everyone's to-dos on it, open first; "Nuovo to-do" prefilled. */
export function ProjectTodosTab({ projectId, clientId }: { projectId: number; clientId: number | null }) {
  const [page, setPage] = useState({ page: 0, pageSize: 25 });
  const [closed, setClosed] = useState(false);
  const todos = useTodos({
    project_id: projectId,
    assignee: 'all',
    open: !closed,
    page: page.page + 1,
    per_page: page.pageSize,
    sort: closed ? '-due_at' : 'due_at',
  });
  const navigate = useNavigate();
  const can = useCan();
  const add = can('manage_todos') && (
    <CreateButton to={paths.todoAdd.build({ project_id: projectId, client_id: clientId })}>
      Nuovo to-do
    </CreateButton>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={closed} onChange={(event) => setClosed(event.target.checked)} />}
          label="Mostra i completati"
        />
        {add}
      </Stack>
      <DataTable<TodoView>
        label="To-do del progetto"
        rows={todos.data?.data ?? []}
        rowCount={todos.data?.meta.total ?? 0}
        loading={todos.isFetching}
        columns={todoColumns.filter((column) => column.field !== 'project_id')}
        paginationModel={page}
        onPaginationModelChange={setPage}
        sortModel={[]}
        onSortModelChange={() => undefined}
        onRowClick={({ row }) => navigate(paths.todoDetail.build(row.id))}
        emptyState={
          <EmptyState
            icon={<ChecklistOutlined />}
            title={closed ? 'Nessun to-do completato' : 'Nessun to-do aperto su questo progetto'}
            action={closed ? undefined : add}
          />
        }
      />
    </Stack>
  );
}
