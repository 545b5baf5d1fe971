import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { notify } from '../../../lib/toast.ts';

/** Copies a text that is no secret (a user name) to the clipboard, saying so. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            notify.success('Copiato negli appunti');
          } catch {
            notify.error('Non è stato possibile copiare negli appunti');
          }
        }}
      >
        <ContentCopyOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
