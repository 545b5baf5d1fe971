import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { BackLink } from '../../../components/back-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useExportTimingReport } from '../api/export-timing-report.ts';
import { useTimingReport } from '../api/timing-report.ts';
import { useTimeReportView } from '../hooks/use-time-report-view.ts';
import { TimeReportChart } from './time-report-chart.tsx';
import { TimeReportFilters } from './time-report-filters.tsx';
import { TimeReportTable } from './time-report-table.tsx';

/**
 * /timesheet/report: hours over a period grouped by project, client, user or type — a bar chart, a
 * table with the billable share, export to XLSX/CSV. Everything lives in the URL.
 */
export function TimeReport() {
  const { today, everyone, set, ...view } = useTimeReportView();
  const { from, to, groupBy, query } = view;
  const report = useTimingReport(query);
  const exporter = useExportTimingReport();
  useDocumentTitle('Report ore');

  const rows = report.data?.rows ?? [];

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
      <TimeReportFilters view={view} today={today} canPickUser={everyone} onChange={set} />
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
        // Side by side only where the table's labels and hours fit on one line (xl); stacked below.
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', xl: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <TimeReportChart rows={rows} groupBy={groupBy} />
          <TimeReportTable rows={rows} total={report.data.total} groupBy={groupBy} />
        </Box>
      )}
    </Stack>
  );
}
