import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { ReportGroupBy } from '@officina/contracts';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { notify } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useExportTimingReport } from '../api/export-timing-report.ts';
import { type TimingReportParams, useTimingReport } from '../api/timing-report.ts';
import { type PeriodPreset, periodPresets, presetRange } from '../utils/report-period.ts';

const groupLabels: Record<ReportGroupBy, string> = {
  project: 'Progetto',
  client: 'Cliente',
  user: 'Utente',
  type: 'Tipo',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /timesheet/report: hours over a period grouped by project, client, user or type — a bar chart, a
 * table with the billable share, export to XLSX/CSV. Everything lives in the URL.
 */
export function TimeReport() {
  const [params, setParams] = useSearchParams();
  const theme = useTheme();
  const can = useCan();
  const everyone = can('view_all_timings');
  const users = useSettingsStore((state) => state.people?.user_subusers ?? []);
  const today = dayjs().format('YYYY-MM-DD');
  const fallback = presetRange('this-month', today);
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : fallback.from;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : fallback.to;
  const groupBy =
    (['project', 'client', 'user', 'type'] as const).find((key) => key === params.get('group_by')) ??
    'project';
  const user = params.get('user') ?? (everyone ? 'all' : 'me');
  const billable = params.get('billable');
  const query: TimingReportParams = {
    from,
    to,
    group_by: groupBy,
    user_id: user === 'all' || user === 'me' ? user : Number(user),
    ...(billable === 'true' || billable === 'false' ? { billable: billable === 'true' } : {}),
  };
  const report = useTimingReport(query);
  const exporter = useExportTimingReport();
  useDocumentTitle('Report ore');

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const preset = periodPresets.find((entry) => {
    const range = presetRange(entry.key, today);
    return range.from === from && range.to === to;
  })?.key;

  const rows = report.data?.rows ?? [];
  const total = report.data?.total;
  const top = rows.slice(0, 15);

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Report ore"
        subtitle={`Dal ${formatDate(from)} al ${formatDate(to)}`}
        back={<BackLink to={paths.timesheet.build()}>Foglio ore</BackLink>}
        actions={
          <ExportMenu
            pending={exporter.isPending}
            disabled={rows.length === 0}
            onExport={(format) =>
              exporter.mutate(
                { query, format },
                { onSuccess: (name) => notify.success(`Esportazione pronta: ${name}`) },
              )
            }
          />
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Periodo"
            value={preset ?? 'custom'}
            onChange={(event) => {
              if (event.target.value === 'custom') return;
              const range = presetRange(event.target.value as PeriodPreset, today);
              set({ from: range.from, to: range.to });
            }}
            sx={{ minWidth: 180 }}
          >
            {periodPresets.map((entry) => (
              <MenuItem key={entry.key} value={entry.key}>
                {entry.label}
              </MenuItem>
            ))}
            <MenuItem value="custom" disabled>
              Personalizzato
            </MenuItem>
          </TextField>
          <DatePicker
            label="Dal"
            value={dayjs(from)}
            onChange={(value) => value?.isValid() && set({ from: value.format('YYYY-MM-DD') })}
            slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
          />
          <DatePicker
            label="Al"
            value={dayjs(to)}
            onChange={(value) => value?.isValid() && set({ to: value.format('YYYY-MM-DD') })}
            slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
          />
          {everyone && (
            <TextField
              select
              size="small"
              label="Utenti"
              value={user}
              onChange={(event) => set({ user: event.target.value })}
              sx={{ minWidth: 190 }}
            >
              <MenuItem value="all">Tutti</MenuItem>
              <MenuItem value="me">Solo io</MenuItem>
              {users.map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {entry.name} {entry.surname}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label="Fatturabili"
            value={billable ?? ''}
            onChange={(event) => set({ billable: event.target.value || null })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">Tutte le ore</MenuItem>
            <MenuItem value="true">Solo fatturabili</MenuItem>
            <MenuItem value="false">Non fatturabili</MenuItem>
          </TextField>
          <Box sx={{ flex: 1 }} />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={groupBy}
            onChange={(_, value: ReportGroupBy | null) => value && set({ group_by: value })}
            aria-label="Raggruppa per"
          >
            {(Object.keys(groupLabels) as ReportGroupBy[]).map((key) => (
              <ToggleButton key={key} value={key}>
                {groupLabels[key]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Paper>
      {!report.data ? (
        <Skeleton variant="rounded" height={420} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<InsertChartOutlined />}
            title="Nessuna ora registrata nel periodo"
            description="Scegli un periodo più ampio o togli il filtro sulle ore fatturabili."
          />
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              Ore per {groupLabels[groupBy].toLowerCase()}
              {rows.length > top.length ? ` (i primi ${top.length})` : ''}
            </Typography>
            <BarChart
              height={Math.max(240, top.length * 34 + 60)}
              layout="horizontal"
              dataset={top.map((row) => ({
                label: row.label,
                billable: row.billable_minutes / 60,
                other: (row.minutes - row.billable_minutes) / 60,
              }))}
              yAxis={[{ scaleType: 'band', dataKey: 'label', width: 170 }]}
              xAxis={[{ label: 'Ore', valueFormatter: (value: number) => value.toLocaleString('it-IT') }]}
              series={[
                {
                  dataKey: 'billable',
                  label: 'Fatturabili',
                  stack: 'ore',
                  color: theme.palette.primary.main,
                  valueFormatter: (value) => formatMinutes(Math.round((value ?? 0) * 60)),
                },
                {
                  dataKey: 'other',
                  label: 'Non fatturabili',
                  stack: 'ore',
                  color: theme.palette.grey[400],
                  valueFormatter: (value) => formatMinutes(Math.round((value ?? 0) * 60)),
                },
              ]}
              margin={{ left: 8, right: 16 }}
              hideLegend={false}
            />
          </Paper>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Report ore">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{groupLabels[groupBy]}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    Ore
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    Fatturabili
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    Quota
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key ?? 'none'} hover>
                    <TableCell>{row.label}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                      {formatMinutes(row.minutes)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMinutes(row.billable_minutes)}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
                    >
                      {total?.minutes ? `${Math.round((row.minutes / total.minutes) * 100)} %` : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              {total && (
                <TableFooter>
                  <TableRow
                    sx={{
                      '& td': {
                        fontWeight: 700,
                        color: 'text.primary',
                        fontSize: 14,
                        fontVariantNumeric: 'tabular-nums',
                      },
                    }}
                  >
                    <TableCell>Totale</TableCell>
                    <TableCell align="right">{formatMinutes(total.minutes)}</TableCell>
                    <TableCell align="right">{formatMinutes(total.billable_minutes)}</TableCell>
                    <TableCell align="right">100 %</TableCell>
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </Paper>
        </Box>
      )}
    </Stack>
  );
}
