import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { TitledSection } from '../../../../components/titled-section.tsx';
import { formatDateTime } from '../../../../lib/locale/format.ts';
import { notify } from '../../../../lib/toast.ts';
import { useRegenerateScheduleFeed, useScheduleFeed } from '../../api/extras/schedule-feed.ts';

const REVOKE_WARNING =
  'Il vecchio indirizzo smetterà di funzionare: i calendari che lo usano vanno aggiornati.';

/**
 * Profile's "Calendario ICS": the secret address of the user's calendar, shown once when it is made
 * (only its hash is stored), "Copia indirizzo", and "Genera un nuovo indirizzo" revoking the old one.
 */
export function IcsFeedSection() {
  const feed = useScheduleFeed();
  const regenerate = useRegenerateScheduleFeed();
  const [confirming, setConfirming] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const url = regenerate.data?.url ?? null;
  const exists = Boolean(feed.data?.created_at);

  const make = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success('Nuovo indirizzo del calendario creato');
      },
      onError: () => setConfirming(false),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Indirizzo copiato');
    } catch {
      field.current?.select();
      notify.info('Copia non riuscita: l’indirizzo è selezionato, copialo con Ctrl+C.');
    }
  };

  return (
    <TitledSection title="Calendario ICS">
      <Typography color="text.secondary">
        Un indirizzo segreto con i tuoi appuntamenti, quelli a cui partecipi, le scadenze dei to-do e dei
        contratti. In Google Calendar scegli «Altri calendari» › «Da URL»; in Outlook «Aggiungi calendario» ›
        «Sottoscrivi dal Web»; in Apple Calendar «File» › «Nuova sottoscrizione calendario». Incolla
        l’indirizzo: il calendario si aggiorna da solo. Chi ha l’indirizzo vede i tuoi appuntamenti, quindi
        non condividerlo.
      </Typography>
      {feed.isPending ? (
        <Skeleton height={56} aria-label="Caricamento" />
      ) : url ? (
        <Stack spacing={1}>
          <TextField
            label="Indirizzo del calendario"
            value={url}
            inputRef={field}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Alert severity="info">
            Copia ora l’indirizzo: per sicurezza non viene più mostrato. Se lo perdi, generane uno nuovo.
          </Alert>
        </Stack>
      ) : (
        <Typography role="status">
          {exists
            ? `Hai un indirizzo creato il ${formatDateTime(feed.data?.created_at)}. Per sicurezza viene mostrato solo quando lo generi: se non lo hai più, generane uno nuovo.`
            : 'Non hai ancora un indirizzo per il tuo calendario.'}
        </Typography>
      )}
      {/* The buttons come with the answer: a disabled one while loading would only be grey noise. */}
      {!feed.isPending && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {url && (
            <Button variant="contained" startIcon={<ContentCopy />} onClick={copy}>
              Copia indirizzo
            </Button>
          )}
          <Button
            variant={url ? 'outlined' : 'contained'}
            onClick={() => (exists ? setConfirming(true) : make())}
            loading={regenerate.isPending && !confirming}
          >
            {exists ? 'Genera un nuovo indirizzo' : 'Crea l’indirizzo'}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Generare un nuovo indirizzo?"
        confirmLabel="Genera un nuovo indirizzo"
        tone="warning"
        pending={regenerate.isPending}
        onConfirm={make}
        onCancel={() => setConfirming(false)}
      >
        {REVOKE_WARNING}
      </ConfirmDialog>
    </TitledSection>
  );
}
