import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleImportReport } from '@officina/contracts';
import { importSummary } from './ics-file.ts';

/** The import's outcome: "12 appuntamenti importati, 2 saltati", then why each was skipped. */
export function ImportReportView({ report }: { report: ScheduleImportReport }) {
  const seen = new Map<string, number>();
  const errors = report.errors.map((error) => {
    const base = `${error.uid ?? ''}|${error.message}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { ...error, key: `${base}|${count}` };
  });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity={report.created > 0 ? 'success' : 'warning'} role="status">
        {importSummary(report)}
      </Alert>
      {errors.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            Non importati
          </Typography>
          <List
            dense
            disablePadding
            aria-label="Appuntamenti non importati"
            sx={{ maxHeight: 260, overflow: 'auto' }}
          >
            {errors.map((error) => (
              <ListItem key={error.key} disableGutters divider>
                <ListItemText
                  primary={error.message}
                  secondary={error.uid ? `UID ${error.uid}` : null}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
