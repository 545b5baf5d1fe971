import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A record's "Note", full width in its page's grid; "Nessuna nota." when it has none. */
export function NotesSection({ notes }: { notes: string | null }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, gridColumn: '1 / -1' }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Note
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={notes ? 'text.primary' : 'text.secondary'}>
        {notes || 'Nessuna nota.'}
      </Typography>
    </Paper>
  );
}
