import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RecordAttachments, type RecordAttachmentsProps } from './record-attachments.tsx';

/** "Allegati" as a card of a record's page (person, opportunity, contract, to-do, documentation). */
export function AttachmentsSection(props: RecordAttachmentsProps) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 1 }}>
        Allegati
      </Typography>
      <RecordAttachments {...props} />
    </Paper>
  );
}
