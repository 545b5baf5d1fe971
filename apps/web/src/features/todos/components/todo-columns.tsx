import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TodoView } from '@officina/contracts';
import { stateColumn } from '../../../components/list/columns.tsx';
import { RowLink } from '../../../components/list/row-link.tsx';
import { formatDue } from '../../../lib/locale/due.ts';
import { paths } from '../../../lib/paths.ts';
import { PriorityChip } from './priority-chip.tsx';

/** Columns of a to-do grid (the /todos list and the project's To-do tab). */
export const todoColumns: GridColDef<TodoView>[] = [
  {
    field: 'title',
    headerName: 'To-do',
    flex: 2,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
        <RowLink
          to={paths.todoDetail.build(row.id)}
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            textDecoration: row.state_is_closed ? 'line-through' : undefined,
          }}
        >
          {row.title}
        </RowLink>
        {row.recurrence.type_repeat !== 'none' && (
          <Tooltip title="Si ripete">
            <EventRepeatOutlined fontSize="small" color="action" aria-label="Si ripete" />
          </Tooltip>
        )}
      </Stack>
    ),
  },
  {
    field: 'project_id',
    headerName: 'Progetto',
    flex: 1,
    minWidth: 160,
    valueGetter: (_, row) =>
      row.project_id ? `${row.project_code} · ${row.project_name}` : (row.client_name ?? '—'),
  },
  stateColumn({ width: 130 }),
  {
    field: 'priority',
    headerName: 'Priorità',
    width: 110,
    renderCell: ({ row }) => <PriorityChip priority={row.priority} />,
  },
  {
    field: 'due_at',
    headerName: 'Scadenza',
    width: 150,
    renderCell: ({ row }) => (
      <Box
        component="span"
        sx={{ color: row.overdue ? 'error.main' : 'inherit', fontWeight: row.overdue ? 600 : 400 }}
      >
        {formatDue(row) || '—'}
      </Box>
    ),
  },
  {
    field: 'assignees',
    headerName: 'Assegnatari',
    width: 180,
    sortable: false,
    valueGetter: (_, row) => row.assignees.map((user) => user.name).join(', '),
  },
  {
    field: 'checklist',
    headerName: 'Checklist',
    width: 100,
    sortable: false,
    renderCell: ({ row }) =>
      row.checklist.total > 0 ? (
        <Typography
          variant="body2"
          color={row.checklist.done === row.checklist.total ? 'success.main' : 'text.secondary'}
          sx={{ lineHeight: 'inherit' }}
        >
          {row.checklist.done}/{row.checklist.total}
        </Typography>
      ) : (
        ''
      ),
  },
];
