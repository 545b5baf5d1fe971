import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportField, ImportReport } from '@officina/contracts';
import { fieldLabel } from '../utils/activity-format.ts';

interface ImportResultStepProps {
  running: boolean;
  report: ImportReport | null;
  total: number;
  /** The import's fields, to name the server's report keys (`state` → "Stato"). */
  fields: readonly ImportField[];
}

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, textAlign: 'center' }}>
      <Typography variant="h4" component="p" sx={{ color, fontWeight: 500 }}>
        {value.toLocaleString('it-IT')}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}

/**
 * Step 4: the import runs in one call, so the bar is indeterminate until the answer; then it shows the
 * share of rows imported, and the summary.
 */
export function ImportResultStep({ running, report, total, fields }: ImportResultStepProps) {
  const labelOf = (field: string) =>
    fields.find((entry) => entry.field === field)?.label ?? fieldLabel(field);
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
  const rows = report.created + report.updated + report.skipped;
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Count label="Creati" value={report.created} color="success.main" />
        <Count label="Aggiornati" value={report.updated} color="info.main" />
        <Count
          label="Scartati"
          value={report.skipped}
          color={report.skipped ? 'warning.main' : 'text.secondary'}
        />
      </Stack>
      {report.errors.length > 0 && (
        <Stack spacing={1}>
          <Alert severity="warning">Queste righe non sono state importate:</Alert>
          <List
            dense
            aria-label="Righe scartate"
            sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {report.errors.map((error) => (
              <ListItem key={error.row} divider>
                <ListItemText
                  primary={`Riga ${error.row}`}
                  secondary={Object.entries(error.errors)
                    .map(([field, messages]) => `${labelOf(field)}: ${messages.join('; ')}`)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
