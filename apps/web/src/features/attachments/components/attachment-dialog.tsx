import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Attachment, attachmentKindLabels } from '@officina/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { formatFileSize } from '../utils/format-size.ts';
import { recordLinkOf, recordTextOf } from '../utils/record-links.ts';
import { AttachmentIcon } from './attachment-icon.tsx';
import { AttachmentPreview } from './attachment-preview.tsx';

interface AttachmentDialogProps {
  attachment: Attachment;
  canManage: boolean;
  downloading: boolean;
  onClose: () => void;
  onDownload: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** A file: its preview (image or PDF), what it is, who uploaded it and when; Scarica, Rinomina, Elimina. */
export function AttachmentDialog({
  attachment,
  canManage,
  downloading,
  onClose,
  onDownload,
  onRename,
  onDelete,
}: AttachmentDialogProps) {
  const id = useId();
  const link = recordLinkOf(attachment);
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth>
      <DialogTitle
        id={`${id}-title`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, wordBreak: 'break-word' }}
      >
        <AttachmentIcon kind={attachment.kind} fontSize="medium" />
        {attachment.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {[
              formatFileSize(attachment.size),
              attachmentKindLabels[attachment.kind],
              `caricato ${attachment.created_by ? `da ${attachment.created_by.name} ` : ''}il ${formatDateTime(attachment.created_at)}`,
            ].join(' · ')}
            <br />
            {link ? (
              <Link component={RouterLink} to={link} onClick={onClose}>
                {recordTextOf(attachment)}
              </Link>
            ) : (
              recordTextOf(attachment)
            )}
          </Typography>
          <AttachmentPreview attachment={attachment} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {canManage && (
          <>
            <Button startIcon={<DriveFileRenameOutlineOutlined />} onClick={onRename}>
              Rinomina
            </Button>
            <Button color="error" startIcon={<DeleteOutlineOutlined />} onClick={onDelete}>
              Elimina
            </Button>
          </>
        )}
        <Button sx={{ ml: 'auto' }} onClick={onClose}>
          Chiudi
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          onClick={onDownload}
          loading={downloading}
        >
          Scarica
        </Button>
      </DialogActions>
    </Dialog>
  );
}
