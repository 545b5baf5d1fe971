import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@officina/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { useAdminUser } from '../api/get-admin-user.ts';
import { type UserAction, useUserAction } from '../api/user-action.ts';
import { canResendInvitation, lastSignInLabel } from '../utils/user-status.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UserStatusChip } from './user-status-chip.tsx';

/** The confirmations of the actions that sign the user out. */
const confirmations: Partial<Record<UserAction, { title: string; text: string; label: string }>> = {
  deactivate: {
    title: 'Disattivare l’utente?',
    text: 'Non potrà più accedere finché non lo riattivi, e le sue sessioni aperte si chiudono subito.',
    label: 'Disattiva',
  },
  ban: {
    title: 'Bloccare l’utente?',
    text: 'Non potrà più accedere finché non lo sblocchi, e le sue sessioni aperte si chiudono subito.',
    label: 'Blocca',
  },
};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * One user over the list (`?user=<id>`): who they are, their state and last sign-in, and the
 * administration's actions. Deactivating and banning ask first, saying the sessions end.
 */
export function UserDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const { data, isError } = useAdminUser(id);
  const user = data?.user;
  const action = useUserAction();
  const [confirming, setConfirming] = useState<UserAction | null>(null);
  const [editing, setEditing] = useState(false);

  const run = (name: UserAction) =>
    action.mutate({ id, action: name }, { onSettled: () => setConfirming(null) });
  const ask = (name: UserAction) => (confirmations[name] ? setConfirming(name) : run(name));
  const confirm = confirming ? confirmations[confirming] : undefined;

  if (editing && user) return <UserFormDialog user={user} onClose={() => setEditing(false)} />;
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{user ? `${user.name} ${user.surname}` : 'Utente'}</DialogTitle>
        <DialogContent>
          {isError && !user ? (
            <Typography role="alert">Utente non trovato o non caricato.</Typography>
          ) : !user ? (
            <Skeleton variant="rounded" height={140} />
          ) : (
            <Stack spacing={2.5}>
              <UserFacts user={user} />
              {/* In the content, not the footer: on a phone they scroll with it, keyboard-reachable. */}
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                <UserActions
                  user={user}
                  pending={action.isPending}
                  onAction={ask}
                  onEdit={() => setEditing(true)}
                />
              </Stack>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Chiudi</Button>
        </DialogActions>
      </Dialog>
      {confirm && confirming && (
        <ConfirmDialog
          open
          title={confirm.title}
          confirmLabel={confirm.label}
          tone="warning"
          pending={action.isPending}
          onConfirm={() => run(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {confirm.text}
        </ConfirmDialog>
      )}
    </>
  );
}

function UserFacts({ user }: { user: AdminUser }) {
  return (
    <Stack spacing={1.25}>
      <Detail label="Email">{user.email}</Detail>
      <Detail label="Gruppo">{user.group_name ?? 'Nessun gruppo'}</Detail>
      <Detail label="Stato">
        <UserStatusChip user={user} />
      </Detail>
      <Detail label="Ultimo accesso">{lastSignInLabel(user.last_login_at)}</Detail>
      <Detail label="Creato il">{formatDateTime(user.created_at)}</Detail>
    </Stack>
  );
}

interface UserActionsProps {
  user: AdminUser;
  pending: boolean;
  onAction: (action: UserAction) => void;
  onEdit: () => void;
}

function UserActions({ user, pending, onAction, onEdit }: UserActionsProps) {
  const usable = user.active && !user.banned;
  return (
    <>
      <Button variant="outlined" onClick={onEdit}>
        Modifica
      </Button>
      <Button
        variant="outlined"
        disabled={pending}
        onClick={() => onAction(user.active ? 'deactivate' : 'activate')}
      >
        {user.active ? 'Disattiva' : 'Riattiva'}
      </Button>
      <Button
        variant="outlined"
        disabled={pending}
        color={user.banned ? 'primary' : 'error'}
        onClick={() => onAction(user.banned ? 'unban' : 'ban')}
      >
        {user.banned ? 'Sblocca' : 'Blocca'}
      </Button>
      {usable && (
        <Button variant="outlined" disabled={pending} onClick={() => onAction('password-reset')}>
          Invia reset password
        </Button>
      )}
      {canResendInvitation(user) && (
        <Button variant="outlined" disabled={pending} onClick={() => onAction('invitation')}>
          Reinvia invito
        </Button>
      )}
    </>
  );
}
