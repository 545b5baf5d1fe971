import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TimingView } from '@officina/contracts';
import { formatDate, formatTime } from '../../../lib/locale/format.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';

interface TimingColumnsOptions {
  /** Everyone's entries are listed: show who. */
  showUser: boolean;
  showTodo: boolean;
  showProject: boolean;
  /** May this user change the entry (own, or others' with view_all_timings + manage_timings)? */
  mayChange: (row: TimingView) => boolean;
  onEdit: (row: TimingView) => void;
  onDelete: (row: TimingView) => void;
}

const spelled = (row: TimingView) => `${formatMinutes(row.minutes)} del ${formatDate(row.started_at)}`;

/** The columns of a list of time entries, with edit and delete on the entries the user may change. */
export function timingColumns({
  showUser,
  showTodo,
  showProject,
  mayChange,
  onEdit,
  onDelete,
}: TimingColumnsOptions): GridColDef<TimingView>[] {
  const optional = (shown: boolean, column: GridColDef<TimingView>) => (shown ? [column] : []);
  return [
    { field: 'started_at', headerName: 'Giorno', width: 100, valueFormatter: (value) => formatDate(value) },
    {
      field: 'time',
      headerName: 'Orario',
      // "09:05–10:40" whole, with the cell's padding (110 px cut the end).
      width: 124,
      minWidth: 124,
      sortable: false,
      valueGetter: (_, row) =>
        row.duration_only
          ? '—'
          : `${formatTime(row.started_at)}–${row.ended_at ? formatTime(row.ended_at) : ''}`,
    },
    {
      field: 'minutes',
      headerName: 'Durata',
      // Room for the running entry's "In corso" chip with its icon.
      width: 120,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) =>
        row.running ? (
          <Chip size="small" color="success" icon={<TimerOutlined />} label="In corso" />
        ) : (
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
            {formatMinutes(row.minutes)}
          </Box>
        ),
    },
    ...optional(showUser, {
      field: 'user_id',
      headerName: 'Utente',
      flex: 1,
      minWidth: 130,
      valueGetter: (_, row) => row.user_name,
    }),
    ...optional(showProject, {
      field: 'project_id',
      headerName: 'Progetto',
      flex: 2,
      minWidth: 160,
      valueGetter: (_, row) => (row.project_code ? `${row.project_code} · ${row.project_name}` : '—'),
    }),
    ...optional(showTodo, {
      field: 'todo',
      headerName: 'To-do',
      flex: 1.5,
      minWidth: 120,
      sortable: false,
      valueGetter: (_, row) => row.todo_title ?? '—',
    }),
    {
      field: 'type',
      headerName: 'Tipo',
      width: 110,
      sortable: false,
      valueGetter: (_, row) => row.type_name ?? '—',
    },
    { field: 'description', headerName: 'Descrizione', flex: 1.5, minWidth: 120, sortable: false },
    {
      field: 'billable',
      headerName: 'Fatturabile',
      width: 100,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? 'Sì' : 'No'),
    },
    {
      field: 'actions',
      headerName: '',
      width: 88,
      sortable: false,
      disableColumnMenu: true,
      resizable: false,
      renderCell: ({ row }) =>
        mayChange(row) && (
          <>
            <Tooltip title="Modifica">
              <IconButton
                size="small"
                aria-label={`Modifica il tempo: ${spelled(row)}`}
                onClick={() => onEdit(row)}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Elimina">
              <IconButton
                size="small"
                aria-label={`Elimina il tempo: ${spelled(row)}`}
                onClick={() => onDelete(row)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
    },
  ];
}
