import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '../utils/format-size.ts';
import type { UploadItem } from '../utils/upload-queue.ts';

interface UploadRowsProps {
  items: readonly UploadItem[];
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}

/** One row per file sent: name and size, its progress bar with the percentage, Annulla; the outcome. */
export function UploadRows({ items, onCancel, onDismiss }: UploadRowsProps) {
  if (items.length === 0) return null;
  return (
    <Stack component="ul" aria-label="File in caricamento" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={item.key}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', minWidth: 0 }}
          aria-label={item.name}
        >
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 500, minWidth: 0 }} title={item.name}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                {formatFileSize(item.size)}
              </Typography>
              <Typography
                variant="caption"
                sx={{
                  ml: 'auto',
                  flexShrink: 0,
                  color: item.status === 'error' ? 'error.main' : 'text.secondary',
                }}
                role={item.status === 'uploading' ? undefined : 'status'}
              >
                {item.status === 'uploading' && `${item.percent}%`}
                {item.status === 'done' && 'Caricato'}
                {item.status === 'cancelled' && 'Caricamento annullato'}
                {item.status === 'error' && 'Non caricato'}
              </Typography>
            </Stack>
            {item.status === 'uploading' && (
              <LinearProgress
                variant="determinate"
                value={item.percent}
                aria-label={`Caricamento di ${item.name}`}
              />
            )}
            {item.status === 'error' && (
              <Stack
                direction="row"
                spacing={0.75}
                sx={{ alignItems: 'center', color: 'error.main' }}
                role="alert"
              >
                <ErrorOutlineOutlined fontSize="small" aria-hidden />
                <Typography variant="body2" color="error">
                  {item.error}
                </Typography>
              </Stack>
            )}
          </Stack>
          {item.status === 'uploading' && (
            <Tooltip title="Annulla il caricamento">
              <IconButton
                aria-label={`Annulla il caricamento di ${item.name}`}
                onClick={() => onCancel(item.key)}
              >
                <CloseOutlined />
              </IconButton>
            </Tooltip>
          )}
          {item.status === 'done' && <CheckCircleOutlined color="success" aria-hidden sx={{ m: 1 }} />}
          {(item.status === 'error' || item.status === 'cancelled') && (
            <Tooltip title="Togli dall'elenco">
              <IconButton aria-label={`Togli ${item.name} dall'elenco`} onClick={() => onDismiss(item.key)}>
                <CloseOutlined />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
