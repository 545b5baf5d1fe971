import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createPortal } from 'react-dom';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useKey } from '../../api/keys/get-key.ts';
import { KeyLabelCard, LABEL_HEIGHT_MM, LABEL_WIDTH_MM } from './key-label-card.tsx';
import { KeyNotFound } from './key-not-found.tsx';

const PRINT_CLASS = 'key-label-print';

/**
 * Printing: the page is one label of 62 × 29 mm with no margins, and only the label is on it. The
 * label is printed from a copy portalled under <body>, and everything else under <body> (the app's
 * root with navbar, drawer and buttons, dialogs, toasts) is left out of the print.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      [`.${PRINT_CLASS}`]: { display: 'none' },
      '@media print': {
        '@page': { size: `${LABEL_WIDTH_MM}mm ${LABEL_HEIGHT_MM}mm`, margin: 0 },
        'html, body': { margin: 0, padding: 0, background: '#fff' },
        [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
        [`.${PRINT_CLASS}`]: { display: 'block !important' },
      },
    }}
  />
);

/** /keyholders/keys/:id/label: the key's printable label (QR code to its page), "Stampa" and the way back. */
export function KeyLabel({ id }: { id: number }) {
  const key = useKey(id);
  const k = key.data;
  useDocumentTitle(k ? `Etichetta ${k.code}` : 'Etichetta');
  if (key.isError) return <KeyNotFound />;
  const url = `${window.location.origin}${paths.keyDetail.build(id)}`;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <PageHeader
        title={k ? `Etichetta di ${k.label}` : 'Etichetta'}
        subtitle={`Formato ${LABEL_WIDTH_MM} × ${LABEL_HEIGHT_MM} mm (etichetta Brother DK-11209)`}
        actions={
          <>
            <Button component={RouterLink} to={paths.keyDetail.build(id)} startIcon={<ArrowBack />}>
              Torna alla chiave
            </Button>
            <Button
              variant="contained"
              startIcon={<PrintOutlined />}
              onClick={() => window.print()}
              disabled={!k}
            >
              Stampa
            </Button>
          </>
        }
      />
      {k ? (
        <>
          {printStyles}
          <Box
            data-testid="key-label"
            sx={{
              alignSelf: 'flex-start',
              // Twice the real size on a wide screen, to read it; printed at 100%.
              zoom: { xs: 1.4, md: 2 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              boxShadow: 1,
              overflow: 'hidden',
            }}
          >
            <KeyLabelCard keyRecord={k} url={url} />
          </Box>
          <Typography color="text.secondary" variant="body2">
            Nella finestra di stampa scegli l’etichettatrice e il formato {LABEL_WIDTH_MM} × {LABEL_HEIGHT_MM}{' '}
            mm, scala 100%. Il codice QR apre la pagina della chiave: {url}
          </Typography>
          {createPortal(
            <div className={PRINT_CLASS} aria-hidden>
              <KeyLabelCard keyRecord={k} url={url} />
            </div>,
            document.body,
          )}
        </>
      ) : (
        <Skeleton variant="rounded" width={`${LABEL_WIDTH_MM}mm`} height={`${LABEL_HEIGHT_MM}mm`} />
      )}
    </Stack>
  );
}
