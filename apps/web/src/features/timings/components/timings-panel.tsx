import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TimingView } from '@officina/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDate, formatTime } from '../../../lib/locale/format.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteTiming } from '../api/delete-timing.ts';
import { useTimings } from '../api/list-timings.ts';
import { TimingEntryDialog } from './timing-entry-dialog.tsx';

interface TimingsPanelProps {
  projectId?: number;
  todoId?: number;
  /** A heading above the table (the to-do page); the project tab has its own. */
  title?: string;
}

/**
 * Time entries of a project or a to-do: everyone's with view_all_timings, else mine; the filtered
 * total; "Registra tempo" for a manual entry; deleting one's own entries after a confirmation.
 */
export function TimingsPanel({ projectId, todoId, title }: TimingsPanelProps) {
  const can = useCan();
  const meId = useSessionStore((state) => state.user?.id);
  const everyone = can('view_all_timings');
  const [page, setPage] = useState({ page: 0, pageSize: 25 });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TimingView | null>(null);
  const remove = useDeleteTiming();
  const timings = useTimings({
    user_id: everyone ? 'all' : 'me',
    ...(projectId ? { project_id: projectId } : {}),
    ...(todoId ? { todo_id: todoId } : {}),
    page: page.page + 1,
    per_page: page.pageSize,
    sort: '-started_at',
  });
  const mayDelete = (row: TimingView) =>
    !row.running && (row.user_id === meId || (everyone && can('manage_timings')));

  const columns: GridColDef<TimingView>[] = [
    { field: 'started_at', headerName: 'Giorno', width: 110, valueFormatter: (value) => formatDate(value) },
    {
      field: 'time',
      headerName: 'Orario',
      width: 120,
      sortable: false,
      valueGetter: (_, row) =>
        row.duration_only
          ? '—'
          : `${formatTime(row.started_at)}–${row.ended_at ? formatTime(row.ended_at) : ''}`,
    },
    {
      field: 'minutes',
      headerName: 'Durata',
      width: 110,
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
    ...(everyone
      ? [
          {
            field: 'user_id',
            headerName: 'Utente',
            width: 160,
            valueGetter: (_: unknown, row: TimingView) => row.user_name,
          } as GridColDef<TimingView>,
        ]
      : []),
    ...(todoId
      ? []
      : [
          {
            field: 'todo',
            headerName: 'To-do',
            flex: 1,
            minWidth: 160,
            sortable: false,
            valueGetter: (_: unknown, row: TimingView) => row.todo_title ?? '—',
          } as GridColDef<TimingView>,
        ]),
    {
      field: 'type',
      headerName: 'Tipo',
      width: 120,
      sortable: false,
      valueGetter: (_, row) => row.type_name ?? '—',
    },
    { field: 'description', headerName: 'Descrizione', flex: 1, minWidth: 160, sortable: false },
    {
      field: 'billable',
      headerName: 'Fatturabile',
      width: 110,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? 'Sì' : 'No'),
    },
    {
      field: 'actions',
      headerName: '',
      width: 60,
      sortable: false,
      renderCell: ({ row }) =>
        mayDelete(row) && (
          <Tooltip title="Elimina">
            <IconButton
              size="small"
              aria-label={`Elimina il tempo del ${formatDate(row.started_at)}`}
              onClick={() => setRemoving(row)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <Stack
      spacing={2}
      component={title ? Paper : 'div'}
      {...(title ? { variant: 'outlined', sx: { p: { xs: 2, md: 3 } } } : {})}
    >
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Stack>
          {title && (
            <Typography variant="h3" component="h2">
              {title}
            </Typography>
          )}
          <Typography color="text.secondary" data-testid="timings-total">
            Totale {formatMinutes(timings.data?.total_minutes ?? 0)} ·{' '}
            {everyone ? 'tutti gli utenti' : 'solo i miei tempi'}
          </Typography>
        </Stack>
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          Registra tempo
        </Button>
      </Stack>
      <DataTable<TimingView>
        label="Tempi registrati"
        rows={timings.data?.data ?? []}
        rowCount={timings.data?.meta.total ?? 0}
        loading={timings.isFetching}
        columns={columns}
        paginationModel={page}
        onPaginationModelChange={setPage}
        sortModel={[]}
        onSortModelChange={() => undefined}
        emptyState={
          <EmptyState
            icon={<TimerOutlined />}
            title="Nessun tempo registrato"
            description="Avvia il timer o registra il tempo a mano: qui trovi chi ha lavorato e quanto."
            action={
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
                Registra tempo
              </Button>
            }
          />
        }
      />
      {adding && (
        <TimingEntryDialog
          todoId={todoId ?? null}
          projectId={projectId ?? null}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Eliminare il tempo registrato?"
        confirmLabel="Elimina"
        tone="error"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notify.success('Tempo eliminato');
            },
            onError: () => setRemoving(null),
          })
        }
        onCancel={() => setRemoving(null)}
      >
        {removing &&
          `${formatMinutes(removing.minutes)} del ${formatDate(removing.started_at)} verranno tolte dai totali del progetto e del foglio ore.`}
      </ConfirmDialog>
    </Stack>
  );
}
