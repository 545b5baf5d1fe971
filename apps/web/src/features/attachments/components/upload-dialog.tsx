import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { UploadQueue } from '../hooks/use-upload-queue.ts';
import { uploadingCount } from '../utils/upload-queue.ts';
import { UploadArea } from './upload-area.tsx';

/**
 * "Carica file" of the /attachments page: files of their own, on no record (a record's files are
 * added from its Allegati tab). Closing it lets the uploads under way go on; the list refreshes.
 */
export function UploadDialog({
  open,
  queue,
  onClose,
}: {
  open: boolean;
  queue: UploadQueue;
  onClose: () => void;
}) {
  const id = useId();
  const pending = uploadingCount(queue.items);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth keepMounted>
      <DialogTitle id={`${id}-title`}>Carica file</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          I file caricati qui non sono collegati a un record: per allegarli a un cliente, un progetto o un
          altro record usa la sua scheda Allegati.
        </DialogContentText>
        <UploadArea queue={queue} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{pending > 0 ? 'Continua in background' : 'Chiudi'}</Button>
      </DialogActions>
    </Dialog>
  );
}
