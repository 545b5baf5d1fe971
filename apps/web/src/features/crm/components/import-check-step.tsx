import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '@officina/contracts';
import type { RowCheck } from '../utils/import-check.ts';

interface ImportCheckStepProps {
  preview: ImportPreview;
  checks: readonly RowCheck[];
}

/** Step 3: what the preview rows would give, row by row, in Italian. */
export function ImportCheckStep({ preview, checks }: ImportCheckStepProps) {
  const bad = checks.filter((check) => check.problems.length > 0);
  const more = preview.total_rows - checks.length;
  return (
    <Stack spacing={2}>
      {bad.length === 0 ? (
        <Alert severity="success">Le prime {checks.length} righe sono corrette.</Alert>
      ) : (
        <Alert severity="warning">
          {bad.length} delle prime {checks.length} righe hanno dei problemi: non verranno importate. Correggi
          il file e ricaricalo, oppure importa comunque le righe corrette.
        </Alert>
      )}
      {more > 0 && (
        <Typography color="text.secondary">
          Le altre {more.toLocaleString('it-IT')} righe vengono controllate durante l'importazione: il
          riepilogo finale elenca quelle scartate e il motivo.
        </Typography>
      )}
      {bad.length > 0 && (
        <List
          dense
          aria-label="Righe con problemi"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {bad.map((check) => (
            <ListItem key={check.line} divider>
              <ListItemText
                primary={`Riga ${check.line}`}
                secondary={check.problems
                  .map((problem) => `${problem.label}: ${problem.messages.join('; ')}`)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
