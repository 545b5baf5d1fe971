import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { paths } from '../../../lib/paths.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { daysOfWeek, weekOrCurrent } from '../../../lib/time/week.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTimesheet } from '../api/timesheet.ts';
import { useTimesheetCellSave } from '../hooks/use-timesheet-cell-save.ts';
import { mergeRows, timesheetTotals } from '../utils/timesheet-rows.ts';
import type { AddedProject } from './timesheet-add-project.tsx';
import { TimesheetGrid } from './timesheet-grid.tsx';
import { TimesheetToolbar } from './timesheet-toolbar.tsx';
import { TimesheetWeekProgress } from './timesheet-week-progress.tsx';
import { TimingsPanel } from './timings-panel.tsx';

/**
 * /timesheet: a user's ISO week (Monday–Sunday), a row per project, totals per day and per project,
 * cells edited as "h:mm" (PUT /timesheet/cell). With view_all_timings a colleague can be picked.
 */
export function TimesheetView() {
  const [params, setParams] = useSearchParams();
  const today = dayjs().format('YYYY-MM-DD');
  const week = weekOrCurrent(params.get('week'), today);
  const meId = useSessionStore((state) => state.user?.id ?? null);
  const can = useCan();
  const everyone = can('view_all_timings');
  const requested = Number(params.get('user')) || null;
  const userId = everyone && requested && requested !== meId ? requested : null;
  const sheet = useTimesheet(week, userId);
  const [added, setAdded] = useState<AddedProject[]>([]);
  const entries = useRef<HTMLDivElement>(null);
  const days = daysOfWeek(week);
  // The focus stays in the cell (leaving it would save the refused value again): the list only
  // scrolls into view, and the cell's message names it.
  const cells = useTimesheetCellSave(week, userId, {
    days,
    onBelowEntries: () => entries.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }),
  });
  const editable = userId === null || can('manage_timings');
  useDocumentTitle('Foglio ore');

  const go = (next: { week?: string; user?: number | null }) => {
    const query = new URLSearchParams(params);
    if (next.week !== undefined) query.set('week', next.week);
    if (next.user !== undefined) {
      if (next.user && next.user !== meId) query.set('user', String(next.user));
      else query.delete('user');
    }
    setParams(query, { replace: true });
    setAdded([]);
  };

  const rows = sheet.data ? mergeRows(sheet.data.rows, added) : [];
  const totals = timesheetTotals(rows);

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Foglio ore"
        subtitle="Le ore della settimana per progetto: scrivi nelle celle in h:mm (es. 1:30) e premi Invio."
        actions={
          <Button
            component={RouterLink}
            to={paths.timeReport.build()}
            variant="outlined"
            startIcon={<InsertChartOutlined />}
          >
            Report ore
          </Button>
        }
      />
      <TimesheetToolbar
        week={week}
        today={today}
        userId={userId ?? meId}
        meId={meId}
        canPickUser={everyone}
        onWeek={(next) => go({ week: next })}
        onUser={(next) => go({ user: next })}
      />
      {sheet.data?.running && (
        <Alert severity="info">Un timer è in corso: il suo tempo entrerà nel foglio quando lo fermi.</Alert>
      )}
      {!editable && (
        <Alert severity="info">
          Stai guardando il foglio ore di un collega: puoi leggerlo ma non modificarlo.
        </Alert>
      )}
      {!sheet.data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Paper
          variant="outlined"
          sx={{ overflowX: 'auto', opacity: sheet.isFetching && sheet.isPlaceholderData ? 0.6 : 1 }}
        >
          <TimesheetGrid
            week={week}
            days={days}
            today={today}
            rows={rows}
            totals={totals}
            editable={editable}
            saving={cells.saving}
            errors={cells.errors}
            onSave={cells.saveCell}
            onAddProject={(project) => setAdded((current) => [...current, project])}
          />
        </Paper>
      )}
      {sheet.data && <TimesheetWeekProgress total={totals.total} />}
      <Box ref={entries}>
        <TimingsPanel
          title="Voci della settimana"
          userId={userId ?? 'me'}
          from={days[0]}
          to={days[6]}
          canAdd={userId === null}
        />
      </Box>
    </Stack>
  );
}
