import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ProjectView } from '@officina/contracts';
import { dateColumn, nameColumn, stateColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import { RowLink } from '../../../components/list/row-link.tsx';
import { projectEntity } from '../../../lib/entities/projects.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { listQueryOf } from '../../../lib/list/list-url-state.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { useProjects } from '../api/list-projects.ts';
import { useProjectLookups } from '../hooks/use-project-lookups.ts';
import { dueChoices, dueRange, type ProjectListState, projectListSpec } from '../utils/project-list-spec.ts';

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
    renderCell: ({ row }) => <RowLink to={paths.projectDetail.build(row.id)}>{row.name}</RowLink>,
  },
  {
    field: 'client_id',
    headerName: 'Cliente',
    flex: 1.5,
    minWidth: 150,
    valueGetter: (_, row) => row.client_name ?? '—',
  },
  stateColumn({ width: 130 }),
  nameColumn('category_id', 'Categoria', (row) => row.category_name, { flex: 0.8, minWidth: 110 }),
  nameColumn('manager_id', 'Responsabile', (row) => row.manager_name, { flex: 1, minWidth: 130 }),
  {
    field: 'members',
    headerName: 'Membri',
    width: 90,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_, row) => row.members.length,
  },
  dateColumn('start_date', 'Inizio', { width: 110 }),
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

const projectListPage = entityListPage({
  entity: projectEntity,
  url: projectListSpec,
  useList: useProjects,
  table: { initiallyHidden: ['start_date', 'members', 'budget_amount_cents'], columns },
  empty: {
    icon: <FolderOutlined />,
    createHint: 'Crea il primo progetto: budget, membri, to-do e tempi in un posto solo.',
    createLabel: 'Crea il primo progetto',
  },
});

/** `due=30` of the URL is asked for as a date range from today. */
const options = {
  request: (state: ProjectListState) => {
    const { due, ...filters } = state.filters;
    return { ...listQueryOf({ ...state, filters }), ...dueRange(due, dayjs().format('YYYY-MM-DD')) };
  },
};

/** /projects: paged, sorted and filtered by the server; the state lives in the URL. */
export function ProjectList() {
  const lookups = useProjectLookups();
  return (
    <ListPage
      spec={projectListPage}
      options={options}
      filters={[
        { type: 'search', placeholder: 'Codice o nome del progetto…' },
        { type: 'select', key: 'state_id', label: 'Stato', options: lookups.states },
        { type: 'select', key: 'category_id', label: 'Categoria', options: lookups.categories },
        { type: 'client', key: 'client_id', width: 240 },
        { type: 'select', key: 'manager_id', label: 'Responsabile', options: lookups.users },
        { type: 'select', key: 'member_id', label: 'Membro', options: lookups.users },
        { type: 'choice', key: 'due', label: 'Scadenza', options: dueChoices, all: 'Tutte', minWidth: 170 },
        { type: 'switch', key: 'archived', label: 'Archiviati' },
        { type: 'chip', key: 'budget_used_min_percent', label: (percent) => `Budget usato ≥ ${percent}%` },
      ]}
    />
  );
}
