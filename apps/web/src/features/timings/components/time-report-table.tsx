import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReportGroupBy, TimingReport } from '@officina/contracts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { groupLabels } from '../utils/report-params.ts';

interface TimeReportTableProps {
  rows: readonly TimingReport['rows'][number][];
  total: TimingReport['total'] | undefined;
  groupBy: ReportGroupBy;
}

/** Every row of the report: hours, billable hours and share of the total. */
export function TimeReportTable({ rows, total, groupBy }: TimeReportTableProps) {
  return (
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
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
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
  );
}
