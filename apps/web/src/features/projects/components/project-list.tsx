import AddOutlined from '@mui/icons-material/AddOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ProjectView } from '@officina/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import {
  activeFilterCount,
  listQueryOf,
  sortFromModel,
  sortModelOf,
} from '../../../lib/list/list-url-state.ts';
import { useListUrlState } from '../../../lib/list/use-list-url-state.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { useProjects } from '../api/list-projects.ts';
import { dueRange, projectListSpec } from '../utils/project-list-spec.ts';
import { ProjectFilters } from './project-filters.tsx';

const columns: GridColDef<ProjectView>[] = [
  {
    field: 'code',
    headerName: 'Codice',
    flex: 0.6,
    minWidth: 120,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Box
          sx={{ width: 4, alignSelf: 'stretch', my: 1.25, borderRadius: 1, bgcolor: row.color ?? 'divider' }}
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
          {row.code}
        </Typography>
      </Stack>
    ),
  },
  {
    field: 'name',
    headerName: 'Progetto',
    flex: 2,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={paths.projectDetail.build(row.id)}
        underline="hover"
        sx={{ fontWeight: 500 }}
        onClick={(event) => event.stopPropagation()}
      >
        {row.name}
      </Link>
    ),
  },
  {
    field: 'client_id',
    headerName: 'Cliente',
    flex: 1.5,
    minWidth: 150,
    valueGetter: (_, row) => row.client_name ?? '—',
  },
  {
    field: 'state_id',
    headerName: 'Stato',
    width: 130,
    renderCell: ({ row }) => <LookupChip name={row.state_name} color={row.state_color} />,
  },
  {
    field: 'category_id',
    headerName: 'Categoria',
    flex: 0.8,
    minWidth: 110,
    valueGetter: (_, row) => row.category_name,
  },
  {
    field: 'manager_id',
    headerName: 'Responsabile',
    flex: 1,
    minWidth: 130,
    valueGetter: (_, row) => row.manager_name,
  },
  {
    field: 'members',
    headerName: 'Membri',
    width: 90,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_, row) => row.members.length,
  },
  { field: 'start_date', headerName: 'Inizio', width: 110, valueFormatter: (value) => formatDate(value) },
  {
    field: 'due_date',
    headerName: 'Scadenza',
    width: 110,
    renderCell: ({ row }) => {
      const late = row.due_date && !row.state_is_closed && dayjs(row.due_date).isBefore(dayjs(), 'day');
      return (
        <Box component="span" sx={{ color: late ? 'error.main' : 'inherit', fontWeight: late ? 600 : 400 }}>
          {formatDate(row.due_date)}
        </Box>
      );
    },
  },
  {
    field: 'budget_minutes',
    headerName: 'Ore a budget',
    width: 110,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number | null) => (value === null ? '' : formatMinutes(value)),
  },
  {
    field: 'budget_amount_cents',
    headerName: 'Budget',
    width: 130,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number | null) => (value === null ? '' : formatEuro(value)),
  },
];

/** /projects: paged, sorted and filtered by the server; the state lives in the URL. */
export function ProjectList() {
  const [state, setState] = useListUrlState(projectListSpec);
  const { due, ...filters } = state.filters;
  const query = { ...listQueryOf({ ...state, filters }), ...dueRange(due, dayjs().format('YYYY-MM-DD')) };
  const projects = useProjects(query);
  const can = useCan();
  const navigate = useNavigate();
  const canManage = can('manage_projects');
  const filtered = state.q !== '' || activeFilterCount(state.filters) > 0;
  const total = projects.data?.meta.total;

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Progetti"
        subtitle={
          total === undefined
            ? ' '
            : `${total.toLocaleString('it-IT')} ${total === 1 ? 'progetto' : 'progetti'}`
        }
        actions={
          canManage && (
            <Button
              component={RouterLink}
              to={paths.projectAdd.build()}
              variant="contained"
              startIcon={<AddOutlined />}
            >
              Nuovo progetto
            </Button>
          )
        }
      />
      <ProjectFilters state={state} onChange={setState} />
      <DataTable<ProjectView>
        label="Elenco progetti"
        storageKey="officina:projects:columns"
        initiallyHidden={['start_date', 'members', 'budget_amount_cents']}
        rows={projects.data?.data ?? []}
        rowCount={total ?? 0}
        loading={projects.isFetching}
        columns={columns}
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
            sort: sortFromModel(model, projectListSpec.sortColumns, projectListSpec.defaultSort),
          })
        }
        onRowClick={({ row }) => navigate(paths.projectDetail.build(row.id))}
        getRowClassName={({ row }) => (row.archived_at ? 'row-archived' : '')}
        emptyState={
          filtered ? (
            <EmptyState
              icon={<FolderOutlined />}
              title="Nessun progetto corrisponde alla ricerca"
              description="Prova a cambiare i filtri o il testo cercato."
              action={
                <Button onClick={() => setState({ ...state, page: 1, q: '', filters: {} })}>
                  Azzera filtri
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<FolderOutlined />}
              title="Nessun progetto ancora"
              description={
                canManage
                  ? 'Crea il primo progetto: budget, membri, to-do e tempi in un posto solo.'
                  : undefined
              }
              action={
                canManage && (
                  <Button
                    component={RouterLink}
                    to={paths.projectAdd.build()}
                    variant="contained"
                    startIcon={<AddOutlined />}
                  >
                    Crea il primo progetto
                  </Button>
                )
              }
            />
          )
        }
      />
    </Stack>
  );
}
