import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { offerLogoMaxBytes } from '@officina/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteOfferLogo, useOfferSettings, useUploadOfferLogo } from '../api/offer-settings.ts';
import { OfferTextsForm } from './offer-texts-form.tsx';

const ACCEPT = ['image/png', 'image/jpeg', 'image/svg+xml'];

function LogoCard({ logo }: { logo: string | null }) {
  const upload = useUploadOfferLogo();
  const remove = useDeleteOfferLogo();
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!ACCEPT.includes(file.type)) return setProblem('Formato non supportato: usa PNG, JPEG o SVG.');
    if (file.size > offerLogoMaxBytes) return setProblem('Il file supera i 512 KB.');
    upload.mutate(file, { onSuccess: () => notify.success('Logo caricato') });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Logo
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 220,
            height: 110,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#fff',
            overflow: 'hidden',
          }}
        >
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt="Logo delle offerte"
              sx={{ maxWidth: '90%', maxHeight: '90%' }}
            />
          ) : (
            <Stack sx={{ alignItems: 'center', color: 'grey.700' }}>
              <ImageOutlined />
              <Typography variant="caption">Nessun logo</Typography>
            </Stack>
          )}
        </Box>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            PNG, JPEG o SVG, al massimo 512 KB: stampato in alto a sinistra in ogni offerta.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<UploadOutlined />}
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {logo ? 'Sostituisci' : 'Carica logo'}
            </Button>
            {logo && (
              <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setAsking(true)}>
                Rimuovi
              </Button>
            )}
          </Stack>
          {problem && <Alert severity="error">{problem}</Alert>}
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT.join(',')}
            aria-label="File del logo"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Stack>
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
        Le offerte non avranno più il logo finché non ne carichi un altro.
      </ConfirmDialog>
    </Paper>
  );
}

/** "Impostazioni offerte": what the offer PDF prints (logo, company name, header, legal data, defaults). */
export function OfferSettingsForm() {
  const settings = useOfferSettings();
  if (settings.isError)
    return <Alert severity="error">Impossibile caricare le impostazioni delle offerte.</Alert>;
  if (!settings.data) return <Skeleton variant="rounded" height={360} />;
  return (
    <Stack spacing={2.5}>
      <LogoCard logo={settings.data.opportunity_logo} />
      <OfferTextsForm settings={settings.data} />
    </Stack>
  );
}
