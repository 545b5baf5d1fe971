import Alert from '@mui/material/Alert';
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
 * Step 4: the import runs in one call, so the bar is indeterminate until the answer; then one line
 * says how many rows were saved and refused, above the report.
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
  // `skipped` counts refused rows and matches that already had these values; only the first are a problem.
  const refused = report.errors.length;
  const saved = report.created + report.updated;
  const count = (n: number) => n.toLocaleString('it-IT');
  return (
    <Stack spacing={3}>
      <Alert severity={refused > 0 ? 'warning' : 'success'}>
        Importazione completata: {saved === 1 ? '1 riga salvata' : `${count(saved)} righe salvate`}
        {refused > 0 && `, ${refused === 1 ? '1 scartata' : `${count(refused)} scartate`}`}.
      </Alert>
      <ImportReportView report={report} fields={fields} />
    </Stack>
  );
}
