import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportField, ImportReport } from '@officina/contracts';
import { ImportReportView } from './import-report-view.tsx';

interface ImportResultStepProps {
  running: boolean;
  report: ImportReport | null;
  total: number;
  /** The import's fields, to name the server's report keys (`state` → "Stato"). */
  fields: readonly ImportField[];
}

/**
 * Step 4: the import runs in one call, so the bar is indeterminate until the answer; then it shows the
 * share of rows imported, and the summary.
 */
export function ImportResultStep({ running, report, total, fields }: ImportResultStepProps) {
  if (running || !report) {
    return (
      <Box sx={{ py: 4 }}>
        <Typography sx={{ mb: 2 }}>
          Importazione di {total.toLocaleString('it-IT')} righe in corso…
        </Typography>
        <LinearProgress aria-label="Importazione in corso" />
      </Box>
    );
  }
  const rows = report.created + report.updated + report.skipped;
  // `skipped` counts refused rows and matches that already had these values; only the first are a problem.
  const refused = report.errors.length;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography sx={{ mb: 1 }}>Importazione completata.</Typography>
        <LinearProgress
          variant="determinate"
          value={rows === 0 ? 100 : ((rows - refused) / rows) * 100}
          aria-label="Righe importate"
          color={refused > 0 ? 'warning' : 'success'}
        />
      </Box>
      <ImportReportView report={report} fields={fields} />
    </Stack>
  );
}
