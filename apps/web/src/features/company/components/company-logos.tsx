import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BrandingTheme, type CompanySettings, offerLogoMaxBytes } from '@officina/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FileDropBox } from '../../../components/file-drop-box.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteCompanyLogo, useUploadCompanyLogo } from '../api/company-settings.ts';

const ACCEPT = ['image/png', 'image/jpeg', 'image/svg+xml'];

const themes: Record<BrandingTheme, { title: string; background: string; text: string; where: string }> = {
  light: {
    title: 'Tema chiaro',
    background: '#ffffff',
    text: '#424242',
    where:
      'Barra in alto e schermata di caricamento nel tema chiaro; anche nelle offerte in PDF, se non hanno un logo proprio.',
  },
  dark: {
    title: 'Tema scuro',
    background: '#121212',
    text: '#e0e0e0',
    where: 'Barra in alto e schermata di caricamento nel tema scuro.',
  },
};

/** The server's message for a refused logo (422 on `file`, 413 too large), in Italian. */
function problemOf(error: unknown): string {
  if (isApiError(error)) {
    const field = error.fieldErrors().file?.[0];
    if (field) return field;
    const alert = (error.body as { alert?: { message?: string } } | null)?.alert?.message;
    if (alert) return alert;
  }
  return 'Caricamento non riuscito: riprova.';
}

function LogoCard({ theme, url }: { theme: BrandingTheme; url: string | null }) {
  const look = themes[theme];
  const upload = useUploadCompanyLogo(theme);
  const remove = useDeleteCompanyLogo(theme);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!ACCEPT.includes(file.type)) return setProblem('Formato non supportato: usa PNG, JPEG o SVG.');
    if (file.size > offerLogoMaxBytes) return setProblem('Il file supera i 512 KB.');
    upload.mutate(file, {
      onSuccess: () => notify.success('Logo caricato'),
      onError: (error) => setProblem(problemOf(error)),
    });
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Logo per il ${look.title.toLowerCase()}`}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Typography variant="h3" component="h3">
          {look.title}
        </Typography>
        <Box
          sx={{
            height: 110,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: look.background,
            color: look.text,
            overflow: 'hidden',
          }}
        >
          {url ? (
            <Box
              component="img"
              src={url}
              alt={`Logo aziendale, ${look.title.toLowerCase()}`}
              sx={{ maxWidth: '90%', maxHeight: '80%' }}
            />
          ) : (
            <Stack sx={{ alignItems: 'center' }}>
              <ImageOutlined />
              <Typography variant="caption">Nessun logo: si usa quello di Officina</Typography>
            </Stack>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {look.where}
        </Typography>
        <FileDropBox
          label={`Carica il logo per il ${look.title.toLowerCase()}`}
          hint={upload.isPending ? 'Caricamento in corso…' : 'Trascina qui il logo'}
          detail="PNG, JPEG o SVG, al massimo 512 KB"
          icon={ImageOutlined}
          inputLabel={`File del logo per il ${look.title.toLowerCase()}`}
          accept={ACCEPT.join(',')}
          disabled={upload.isPending}
          onFiles={(files) => pick(files[0])}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        {url && (
          <Box>
            <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setAsking(true)}>
              Rimuovi logo
            </Button>
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Rimuovere il logo?"
        confirmLabel="Rimuovi"
        tone="error"
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify.success('Logo rimosso');
            },
            onError: () => setAsking(false),
          })
        }
      >
        Nel {look.title.toLowerCase()} tornerà il logo di Officina finché non ne carichi un altro.
      </ConfirmDialog>
    </Paper>
  );
}

/** «Loghi»: one per theme, previewed on that theme's background; SVG checked by the server. */
export function CompanyLogos({ settings }: { settings: CompanySettings }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 2 }}>
        Loghi
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <LogoCard theme="light" url={settings.logos.light} />
        <LogoCard theme="dark" url={settings.logos.dark} />
      </Box>
    </Paper>
  );
}
