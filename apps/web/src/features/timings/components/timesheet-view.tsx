import AddOutlined from '@mui/icons-material/AddOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProjectPicker } from '../../../components/project-picker.tsx';
import { useCan } from '../../../lib/ability.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { paths } from '../../../lib/paths.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { daysOfWeek, weekLabel, weekOrCurrent } from '../../../lib/time/week.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSetTimesheetCell } from '../api/set-timesheet-cell.ts';
import { useTimesheet } from '../api/timesheet.ts';
import { mergeRows, timesheetTotals } from '../utils/timesheet-rows.ts';
import { TimesheetCell } from './timesheet-cell.tsx';
import { TimesheetToolbar } from './timesheet-toolbar.tsx';
import { TimingsPanel } from './timings-panel.tsx';

const WEEK_TARGET = 40 * 60;
const dayNames = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'];

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
  const save = useSetTimesheetCell(week, userId);
  const [added, setAdded] = useState<{ id: number; code: string; name: string }[]>([]);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  const days = daysOfWeek(week);
  const rows = sheet.data ? mergeRows(sheet.data.rows, added) : [];
  const totals = timesheetTotals(rows);

  const saveCell = (projectId: number | null, dayIndex: number, minutes: number) => {
    const key = `${projectId ?? 'none'}:${dayIndex}`;
    const date = days[dayIndex];
    if (!date) return;
    setSaving(key);
    save.mutate(
      { user_id: userId, project_id: projectId, date, minutes, type_id: null },
      {
        onSuccess: () => setErrors(({ [key]: _gone, ...rest }) => rest),
        onError: (error) => {
          const body = isApiError(error)
            ? (error.body as { message?: string; alert?: { message?: string } } | null)
            : null;
          const fieldMessage = isApiError(error) ? Object.values(error.fieldErrors()).flat()[0] : undefined;
          setErrors((current) => ({
            ...current,
            [key]: fieldMessage ?? body?.alert?.message ?? body?.message ?? 'Non salvato',
          }));
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  const percent = Math.min(100, (totals.total / WEEK_TARGET) * 100);

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
          <Table
            size="small"
            aria-label={`Foglio ore, ${weekLabel(week)}`}
            sx={{ minWidth: 900, '& td, & th': { px: 1 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '28%', fontWeight: 600 }}>Progetto</TableCell>
                {days.map((date, index) => (
                  <TableCell
                    key={date}
                    align="right"
                    sx={{
                      fontWeight: 600,
                      bgcolor: date === today ? 'action.selected' : index >= 5 ? 'action.hover' : undefined,
                    }}
                  >
                    {dayNames[index]} {dayjs(date).format('DD/MM')}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  Totale
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const name = row.project_id ? `${row.project_code} · ${row.project_name}` : 'Senza progetto';
                return (
                  <TableRow key={row.project_id ?? 'none'} hover>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={name}>
                        {name}
                      </Typography>
                    </TableCell>
                    {row.minutes.map((minutes, index) => {
                      const key = `${row.project_id ?? 'none'}:${index}`;
                      const date = days[index] ?? '';
                      return (
                        <TableCell
                          key={date}
                          align="right"
                          sx={{
                            bgcolor:
                              date === today ? 'action.selected' : index >= 5 ? 'action.hover' : undefined,
                            p: 0.5,
                          }}
                        >
                          <TimesheetCell
                            minutes={minutes}
                            label={`${row.project_code ?? 'Senza progetto'}, ${dayjs(date).format('dddd DD/MM')}`}
                            editable={editable}
                            saving={saving === key}
                            error={errors[key] ?? null}
                            onSave={(value) => saveCell(row.project_id, index, value)}
                          />
                        </TableCell>
                      );
                    })}
                    <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {formatMinutes(row.total)}
                    </TableCell>
                  </TableRow>
                );
              })}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9} sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
                    Nessuna ora registrata in questa settimana.
                    {editable ? ' Aggiungi un progetto e scrivi le ore nelle celle.' : ''}
                  </TableCell>
                </TableRow>
              )}
              {editable && (
                <TableRow>
                  <TableCell colSpan={9}>
                    {picking ? (
                      <Box sx={{ maxWidth: 420 }}>
                        <ProjectPicker
                          size="small"
                          value={null}
                          label="Progetto da aggiungere"
                          onChange={(_, project) => {
                            if (project)
                              setAdded((current) => [
                                ...current,
                                { id: project.id, code: project.code, name: project.name },
                              ]);
                            setPicking(false);
                          }}
                          onBlur={() => setPicking(false)}
                        />
                      </Box>
                    ) : (
                      <Button size="small" startIcon={<AddOutlined />} onClick={() => setPicking(true)}>
                        Aggiungi progetto
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
            <TableFooter>
              <TableRow
                sx={{
                  '& td': {
                    fontWeight: 700,
                    fontSize: 14,
                    color: 'text.primary',
                    fontVariantNumeric: 'tabular-nums',
                  },
                }}
              >
                <TableCell>Totale giorno</TableCell>
                {totals.days.map((minutes, index) => (
                  <TableCell key={days[index]} align="right" data-testid={`timesheet-day-total-${index}`}>
                    {formatMinutes(minutes)}
                  </TableCell>
                ))}
                <TableCell align="right" data-testid="timesheet-week-total">
                  {formatMinutes(totals.total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </Paper>
      )}
      {sheet.data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" sx={{ minWidth: 170 }}>
              {formatMinutes(totals.total)} di 40:00 settimanali
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={totals.total >= WEEK_TARGET ? 'success' : 'primary'}
              sx={{ flex: 1, height: 10, borderRadius: 5 }}
              aria-label="Ore della settimana rispetto a 40"
            />
          </Stack>
        </Paper>
      )}
      <TimingsPanel
        title="Voci della settimana"
        userId={userId ?? 'me'}
        from={days[0]}
        to={days[6]}
        canAdd={userId === null}
      />
    </Stack>
  );
}
