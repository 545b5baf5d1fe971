import AddOutlined from '@mui/icons-material/AddOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SortValue, type TimingView, timingSortColumns } from '@officina/contracts';
import { useState } from 'react';
import { ConfirmRemovalDialog } from '../../../components/confirm-removal-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCan } from '../../../lib/ability.ts';
import { sortFromModel, sortModelOf } from '../../../lib/list/list-url-state.ts';
import { formatDate } from '../../../lib/locale/format.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { useDeleteTiming } from '../api/delete-timing.ts';
import { useTimings } from '../api/list-timings.ts';
import { timingColumns } from './timing-columns.tsx';
import { TimingEntryDialog } from './timing-entry-dialog.tsx';

interface TimingsPanelProps {
  projectId?: number;
  todoId?: number;
  /** A new entry's project when the list is a to-do's (the to-do's project). */
  prefillProjectId?: number | null;
  /** Whose entries; default everyone's with view_all_timings, else mine. */
  userId?: 'me' | 'all' | number;
  /** Only entries started in this period (days, Europe/Rome), e.g. a timesheet week. */
  from?: string;
  to?: string;
  /** A heading above the table (the to-do page); the project tab has its own. */
  title?: string;
  /** Offer "Registra tempo" (not on a colleague's timesheet). */
  canAdd?: boolean;
}

/**
 * Time entries of a project, a to-do or a week: everyone's with view_all_timings, else mine; the
 * filtered total; "Registra tempo" for a manual entry; editing and deleting (after a confirmation)
 * one's own entries, or anyone's with view_all_timings + manage_timings.
 */
export function TimingsPanel({
  projectId,
  todoId,
  prefillProjectId = null,
  userId,
  from,
  to,
  title,
  canAdd = true,
}: TimingsPanelProps) {
  const can = useCan();
  const meId = useSessionStore((state) => state.user?.id);
  const everyone = can('view_all_timings');
  const who = userId ?? (everyone ? 'all' : 'me');
  const [page, setPage] = useState({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<SortValue<(typeof timingSortColumns)[number]>>('-started_at');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TimingView | null>(null);
  const [removing, setRemoving] = useState<TimingView | null>(null);
  const remove = useDeleteTiming();
  const timings = useTimings({
    user_id: who,
    ...(projectId ? { project_id: projectId } : {}),
    ...(todoId ? { todo_id: todoId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: page.page + 1,
    per_page: page.pageSize,
    sort,
  });
  const mayChange = (row: TimingView) =>
    !row.running && (row.user_id === meId || (everyone && can('manage_timings')));
  const whose = who === 'all' ? ' · tutti gli utenti' : who === 'me' ? ' · solo i miei tempi' : '';

  const columns = timingColumns({
    showUser: who === 'all',
    showTodo: !todoId,
    showProject: !projectId && !todoId,
    mayChange,
    onEdit: setEditing,
    onDelete: setRemoving,
  });

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
            Totale {formatMinutes(timings.data?.total_minutes ?? 0)}
            {whose}
          </Typography>
        </Stack>
        {canAdd && (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            Registra tempo
          </Button>
        )}
      </Stack>
      <DataTable<TimingView>
        label="Tempi registrati"
        rows={timings.data?.data ?? []}
        rowCount={timings.data?.meta.total ?? 0}
        loading={timings.isFetching}
        columns={columns}
        paginationModel={page}
        onPaginationModelChange={setPage}
        sortModel={sortModelOf(sort)}
        onSortModelChange={(model) => {
          setSort(sortFromModel(model, timingSortColumns, '-started_at'));
          setPage((current) => ({ ...current, page: 0 }));
        }}
        emptyState={
          <EmptyState
            icon={<TimerOutlined />}
            title="Nessun tempo registrato"
            description="Avvia il timer o registra il tempo a mano: qui trovi chi ha lavorato e quanto."
            action={
              canAdd && (
                <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
                  Registra tempo
                </Button>
              )
            }
          />
        }
      />
      {adding && (
        <TimingEntryDialog
          todoId={todoId ?? null}
          projectId={projectId ?? prefillProjectId}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && <TimingEntryDialog key={editing.id} timing={editing} onClose={() => setEditing(null)} />}
      <ConfirmRemovalDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title="Eliminare il tempo registrato?"
        removedMessage="Tempo eliminato"
      >
        {(timing) =>
          `${formatMinutes(timing.minutes)} del ${formatDate(timing.started_at)} verranno tolte dai totali del progetto e del foglio ore.`
        }
      </ConfirmRemovalDialog>
    </Stack>
  );
}
