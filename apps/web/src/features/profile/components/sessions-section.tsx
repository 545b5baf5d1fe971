import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserSession } from '@officina/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { notify } from '../../../lib/toast.ts';
import { useMySessions } from '../api/list-sessions.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { describeUserAgent } from '../utils/user-agent.ts';

function SessionRow({
  session,
  onRevoke,
  pending,
}: {
  session: UserSession;
  onRevoke: () => void;
  pending: boolean;
}) {
  const device = describeUserAgent(session.user_agent);
  return (
    <ListItem
      divider
      sx={{ flexWrap: 'wrap', gap: 1 }}
      secondaryAction={
        session.current ? undefined : (
          <Button size="small" onClick={onRevoke} loading={pending} aria-label={`Esci da ${device}`}>
            Esci
          </Button>
        )
      }
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{device}</span>
            {session.current && <Chip size="small" color="primary" label="Questo dispositivo" />}
          </Stack>
        }
        secondary={`Accesso il ${formatDateTime(session.created_at)}${session.ip ? ` · IP ${session.ip}` : ''} · scade il ${formatDateTime(session.expires_at)}`}
        slotProps={{ primary: { component: 'div' } }}
        sx={{ pr: session.current ? 0 : 8 }}
      />
    </ListItem>
  );
}

/** «Sessioni attive»: where I am signed in, «Esci» per browser, «Esci da tutti gli altri dispositivi». */
export function SessionsSection() {
  const sessions = useMySessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = (sessions.data?.sessions ?? []).filter((s) => !s.current).length;

  return (
    <TitledSection title="Sessioni attive">
      <Typography color="text.secondary" variant="body2">
        I browser e i dispositivi da cui hai effettuato l’accesso. Se non ne riconosci uno, fallo uscire e
        cambia la password.
      </Typography>
      {sessions.isPending && <LinearProgress aria-label="Caricamento delle sessioni" />}
      {sessions.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              Riprova
            </Button>
          }
        >
          Impossibile caricare le sessioni.
        </Alert>
      )}
      {sessions.data && (
        <List disablePadding aria-label="Sessioni attive">
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              pending={revoke.isPending && revoke.variables === session.id}
              onRevoke={() =>
                revoke.mutate(session.id, { onSuccess: () => notify.success('Sessione chiusa') })
              }
            />
          ))}
        </List>
      )}
      {sessions.data && others === 0 && (
        <Typography variant="body2">Non ci sono altri dispositivi collegati.</Typography>
      )}
      <Button
        variant="outlined"
        color="warning"
        disabled={others === 0}
        onClick={() => setConfirming(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Esci da tutti gli altri dispositivi
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Uscire da tutti gli altri dispositivi?"
        confirmLabel="Esci dagli altri"
        tone="warning"
        pending={revokeOthers.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: (data) => {
              setConfirming(false);
              notify.success(data.message);
            },
          })
        }
      >
        Su {others === 1 ? 'l’altro dispositivo' : `gli altri ${others} dispositivi`} dovrai accedere di
        nuovo. Questo dispositivo resta collegato.
      </ConfirmDialog>
    </TitledSection>
  );
}
