import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportGroupBy, TimingReport } from '@officina/contracts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { groupLabels } from '../utils/report-params.ts';

const SHOWN = 15;

interface TimeReportChartProps {
  rows: readonly TimingReport['rows'][number][];
  groupBy: ReportGroupBy;
}

/** The report's first rows as horizontal bars, billable and other hours stacked. */
export function TimeReportChart({ rows, groupBy }: TimeReportChartProps) {
  const theme = useTheme();
  const top = rows.slice(0, SHOWN);
  return (
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
  );
}
