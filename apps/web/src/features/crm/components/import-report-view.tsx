import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportField, ImportReport } from '@officina/contracts';
import { fieldLabel } from '../utils/activity-format.ts';

interface ImportReportViewProps {
  report: ImportReport;
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

interface RowListProps {
  label: string;
  rows: readonly { row: number; messages: Record<string, string[]> }[];
  labelOf(field: string): string;
}

/** A field's messages after its label, unless a message already names it ("Partita IVA non valida"). */
function fieldMessages(label: string, messages: string[]): string {
  const text = messages.join('; ');
  return text.startsWith(label) ? text : `${label}: ${text}`;
}

/** Rows of the file with what the server said of each field ("Riga 5" — "CAP: …"). */
function RowList({ label, rows, labelOf }: RowListProps) {
  return (
    <List
      dense
      aria-label={label}
      sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {rows.map(({ row, messages }, i) => (
        <ListItem key={row} divider={i < rows.length - 1}>
          <ListItemText
            primary={`Riga ${row}`}
            secondary={Object.entries(messages)
              .map(([field, text]) => fieldMessages(labelOf(field), text))
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The server's import report: how many rows are (or would be, on a dry run) created, updated, left
 * as they were, refused — why each refused row was refused, and what was corrected automatically
 * in the rows taken (the zeros Excel drops from a CAP or a Partita IVA).
 */
export function ImportReportView({ report, fields }: ImportReportViewProps) {
  const labelOf = (field: string) =>
    fields.find((entry) => entry.field === field)?.label ?? fieldLabel(field);
  // `skipped` counts refused rows and matches that already had these values; only the first are a problem.
  const refused = report.errors.length;
  const corrected = report.corrections.length;
  const dry = report.dry_run;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Count label={dry ? 'Da creare' : 'Creati'} value={report.created} color="success.main" />
        <Count label={dry ? 'Da aggiornare' : 'Aggiornati'} value={report.updated} color="info.main" />
        <Count label="Senza modifiche" value={report.skipped - refused} color="text.secondary" />
        <Count label="Scartate" value={refused} color={refused ? 'warning.main' : 'text.secondary'} />
      </Stack>
      {refused > 0 && (
        <Stack spacing={1}>
          <Alert severity="warning">
            <AlertTitle>Righe scartate</AlertTitle>
            {dry ? 'Queste righe non verranno importate:' : 'Queste righe non sono state importate:'}
          </Alert>
          <RowList
            label="Righe scartate"
            rows={report.errors.map(({ row, errors }) => ({ row, messages: errors }))}
            labelOf={labelOf}
          />
        </Stack>
      )}
      {corrected > 0 && (
        <Stack spacing={1}>
          <Alert severity="info">
            <AlertTitle>Correzioni automatiche</AlertTitle>
            {dry
              ? 'Queste righe verranno importate con i valori corretti così:'
              : 'Queste righe sono state importate con i valori corretti così:'}
          </Alert>
          <RowList
            label="Correzioni automatiche"
            rows={report.corrections.map(({ row, corrections }) => ({ row, messages: corrections }))}
            labelOf={labelOf}
          />
        </Stack>
      )}
    </Stack>
  );
}
