import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationPreference,
  type NotificationPreferences,
} from '@officina/contracts';
import { useState } from 'react';
import { TitledSection } from '../../../components/titled-section.tsx';
import { notify } from '../../../lib/toast.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { notificationTexts } from '../utils/notification-texts.ts';

type Channel = 'in_app' | 'push' | 'email';

const CHANNELS: readonly { key: Channel; label: string }[] = [
  { key: 'in_app', label: 'In app' },
  { key: 'push', label: 'Push' },
  { key: 'email', label: 'E-mail' },
];

const sameChoices = (a: NotificationPreferences, b: NotificationPreferences) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Profile's "Notifiche": per kind, whether it is shown in the app, pushed, e-mailed; and the daily
 * digest. The changes stay here until "Salva preferenze".
 */
export function NotificationPreferencesSection() {
  const saved = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const current = draft ?? saved.data ?? null;
  const dirty = draft !== null && saved.data !== undefined && !sameChoices(draft, saved.data);

  const toggle = (kind: NotificationPreference['kind'], channel: Channel, value: boolean) => {
    if (!current) return;
    setDraft({
      ...current,
      preferences: current.preferences.map((row) => (row.kind === kind ? { ...row, [channel]: value } : row)),
    });
  };

  const save = () => {
    if (!current) return;
    update.mutate(
      { preferences: current.preferences, email_digest: current.email_digest },
      {
        onSuccess: () => {
          setDraft(null);
          notify.success('Preferenze di notifica salvate');
        },
      },
    );
  };

  return (
    <TitledSection title="Notifiche">
      <Typography color="text.secondary">
        Scegli come ricevere ogni tipo di notifica: nel centro notifiche dell’app, come notifica push su
        questo e sugli altri browser attivati, per e-mail.
      </Typography>
      {saved.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label="Caricamento delle preferenze" />
      ) : saved.isError || !current ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void saved.refetch()}>
              {notificationTexts.retry}
            </Button>
          }
        >
          Impossibile caricare le preferenze di notifica.
        </Alert>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Canali per tipo di notifica">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ pl: 0 }}>
                    Tipo
                  </TableCell>
                  {CHANNELS.map((channel) => (
                    <TableCell key={channel.key} component="th" scope="col" align="center" sx={{ px: 0.5 }}>
                      {channel.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {current.preferences.map((row) => {
                  const label = NOTIFICATION_KIND_LABELS[row.kind];
                  return (
                    <TableRow key={row.kind}>
                      <TableCell component="th" scope="row" sx={{ pl: 0, overflowWrap: 'anywhere' }}>
                        {label}
                      </TableCell>
                      {CHANNELS.map((channel) => (
                        <TableCell key={channel.key} align="center" sx={{ px: 0.5 }}>
                          <Checkbox
                            checked={row[channel.key]}
                            onChange={(event) => toggle(row.kind, channel.key, event.target.checked)}
                            slotProps={{ input: { 'aria-label': `${label}: ${channel.label}` } }}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={current.email_digest}
                onChange={(event) => setDraft({ ...current, email_digest: event.target.checked })}
              />
            }
            label="Riepilogo giornaliero via e-mail"
          />
          <Box>
            <Button variant="contained" disabled={!dirty} loading={update.isPending} onClick={save}>
              Salva preferenze
            </Button>
          </Box>
        </>
      )}
    </TitledSection>
  );
}
