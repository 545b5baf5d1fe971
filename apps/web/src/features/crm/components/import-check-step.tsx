import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportField, ImportReport } from '@officina/contracts';
import { ImportReportView } from './import-report-view.tsx';

interface ImportCheckStepProps {
  /** The server's dry run of the whole file; null while it runs. */
  report: ImportReport | null;
  total: number;
  fields: readonly ImportField[];
}

/** Step 3: what the import would do with every row of the file, checked by the server, in Italian. */
export function ImportCheckStep({ report, total, fields }: ImportCheckStepProps) {
  if (!report) {
    return (
      <Box sx={{ py: 4 }}>
        <Typography sx={{ mb: 2 }}>Verifica di {total.toLocaleString('it-IT')} righe in corso…</Typography>
        <LinearProgress aria-label="Verifica in corso" />
      </Box>
    );
  }
  // `skipped` counts refused rows and matches that already had these values; only the first are a problem.
  const refused = report.errors.length;
  const writes = report.created + report.updated;
  return (
    <Stack spacing={2}>
      {refused === 0 ? (
        <Alert severity="success">Tutte le righe sono corrette. Nulla è stato ancora salvato.</Alert>
      ) : (
        <Alert severity="warning">
          {refused.toLocaleString('it-IT')} {refused === 1 ? 'riga ha' : 'righe hanno'} dei problemi e non
          verranno importate.{' '}
          {writes === 0
            ? 'Nessuna riga corretta da importare: correggi il file e ricaricalo.'
            : 'Correggi il file e ricaricalo, oppure importa comunque le righe corrette.'}
        </Alert>
      )}
      {writes === 0 && refused === 0 && (
        <Typography color="text.secondary">Non c'è nulla da importare.</Typography>
      )}
      <ImportReportView report={report} fields={fields} />
    </Stack>
  );
}
