import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUSH_STATE_LABELS } from '@officina/contracts';
import { useState } from 'react';
import { TitledSection } from '../../../components/titled-section.tsx';
import { pushClient } from '../../../lib/push/push-client.ts';
import { enablePush } from '../../../lib/push/push-session.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { usePushState } from '../hooks/use-push-state.ts';

const DENIED_HELP =
  'Hai bloccato le notifiche per Officina in questo browser. Per riattivarle apri le impostazioni del sito ' +
  '(l’icona a sinistra dell’indirizzo, o Impostazioni › Privacy e sicurezza › Impostazioni sito › Notifiche), ' +
  'scegli «Consenti» per le notifiche e ricarica la pagina.';

/**
 * Profile's "Notifiche push": this browser's state in Italian, "Attiva le notifiche push" (asks the
 * permission, registers the browser for the signed-in user, joins officina-web) and "Disattiva su
 * questo browser"; what to do when notifications are blocked or the browser can't have them.
 */
export function PushSection() {
  const user = useSessionStore((state) => state.user);
  const { view, refresh } = usePushState();
  const [busy, setBusy] = useState<'enable' | 'disable' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: 'enable' | 'disable') => {
    if (!user) return;
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'enable') {
        await enablePush(user.id);
        notify.success('Notifiche push attive su questo browser');
      } else {
        await pushClient().stop();
        notify.success('Notifiche push disattivate su questo browser');
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      await refresh();
      setBusy(null);
    }
  };

  const state = view.kind === 'state' ? view.state : null;
  const canEnable = state === 'PERMISSION_PROMPT_REQUIRED' || state === 'PERMISSION_GRANTED_NOT_REGISTERED';

  return (
    <TitledSection title="Notifiche push">
      <Typography color="text.secondary">
        Ricevi sul computer o sul telefono gli avvisi di Officina (to-do assegnati e in scadenza, contratti,
        appuntamenti, menzioni) anche quando la pagina è chiusa. Vale per questo browser: attivale su ogni
        dispositivo che usi. Quali avvisi ricevere lo scegli nelle preferenze qui sotto.
      </Typography>
      {view.kind === 'loading' && <Skeleton height={32} aria-label="Caricamento" />}
      {view.kind === 'unsupported' && <Alert severity="info">{view.message}</Alert>}
      {view.kind === 'error' && <Alert severity="error">{view.message}</Alert>}
      {state && (
        <Typography role="status" data-testid="push-state" data-state={state}>
          {PUSH_STATE_LABELS[state]}
        </Typography>
      )}
      {state === 'PERMISSION_DENIED' && <Alert severity="warning">{DENIED_HELP}</Alert>}
      {failure && state !== 'PERMISSION_DENIED' && <Alert severity="error">{failure}</Alert>}
      {(canEnable || state === 'PERMISSION_GRANTED_REGISTERED') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {canEnable ? (
            <Button variant="contained" onClick={() => run('enable')} loading={busy === 'enable'}>
              Attiva le notifiche push
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => run('disable')} loading={busy === 'disable'}>
              Disattiva su questo browser
            </Button>
          )}
        </Stack>
      )}
    </TitledSection>
  );
}
