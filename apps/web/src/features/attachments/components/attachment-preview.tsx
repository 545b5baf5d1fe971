import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Attachment } from '@officina/contracts';
import { usePreviewUrl } from '../hooks/use-preview-url.ts';

/**
 * A raster image in an <img>, a PDF in an <iframe>, both from a blob: URL of the preview's bytes (the
 * server serves them sandboxed and never an SVG). Anything else: a note to download it.
 */
export function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const preview = usePreviewUrl(attachment.previewable ? attachment.id : null);
  if (!attachment.previewable) {
    return (
      <Alert severity="info" variant="outlined">
        Anteprima non disponibile per questo tipo di file: scaricalo per aprirlo.
      </Alert>
    );
  }
  if (preview.status === 'loading') {
    return (
      <Skeleton
        variant="rounded"
        height={attachment.kind === 'pdf' ? 480 : 320}
        aria-label="Caricamento dell'anteprima"
      />
    );
  }
  if (preview.status === 'error') return <Alert severity="error">{preview.message}</Alert>;
  if (attachment.kind === 'pdf' || preview.type === 'application/pdf') {
    return (
      <Box
        component="iframe"
        title={`Anteprima di ${attachment.name}`}
        src={preview.url}
        sx={{
          width: '100%',
          height: '70vh',
          minHeight: 360,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
      <Box
        component="img"
        src={preview.url}
        alt={`Anteprima di ${attachment.name}`}
        sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
}
