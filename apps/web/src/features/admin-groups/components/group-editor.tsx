import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserGroupView } from '@officina/contracts';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { notify, showToast } from '../../../lib/toast.ts';
import { useUpdateUserGroup } from '../api/save-user-group.ts';
import {
  changeLines,
  changesOf,
  draftOf,
  type GroupDraft,
  hasChanges,
  usersCountLabel,
} from '../utils/group-draft.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

interface GroupEditorProps {
  group: UserGroupView;
  /** Tells the page whether the matrix holds unsaved changes (switching group asks first). */
  onDirtyChange: (dirty: boolean) => void;
  onRename: () => void;
  onDelete: () => void;
  /** Reads the group again (after a 409); resolves with it, or null when it is gone. */
  onReload: () => Promise<UserGroupView | null>;
}

function failureMessage(error: unknown): string {
  if (!isApiError(error)) return 'Salvataggio non riuscito';
  const body = error.body as { message?: string; alert?: { message?: string } } | null;
  return body?.alert?.message ?? body?.message ?? 'Salvataggio non riuscito';
}

/**
 * The selected group's permission matrix: switches edit a draft; «Salva modifiche» shows what the
 * save grants and takes away, then saves it with the `updated_at` read (409: reload offered).
 */
export function GroupEditor({ group, onDirtyChange, onRename, onDelete, onReload }: GroupEditorProps) {
  const update = useUpdateUserGroup();
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  // The group as the draft started from it: a save sends its version, so a change made meanwhile
  // answers 409, and «what changes» is counted from it.
  const [base, setBase] = useState(group);
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const changes = changesOf(base, draft);
  const dirty = hasChanges(changes);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const restart = (from: UserGroupView) => {
    setDraft(draftOf(from));
    setBase(from);
  };

  // Saved elsewhere (another administrator, heard live): an untouched matrix shows the new rules;
  // one with switches moved keeps them and its base, so saving it answers 409.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the group matters
  useEffect(() => {
    if (!dirty) restart(group);
  }, [group.updated_at]);

  const save = () =>
    update.mutate(
      {
        id: group.id,
        input: {
          name: group.name,
          full_access: draft.full_access,
          permissions: [...draft.permissions],
          updated_at: base.updated_at,
        },
      },
      {
        onSuccess: ({ group: saved }) => {
          setConfirming(false);
          restart(saved);
          notify.success(`Permessi di «${saved.name}» salvati`);
        },
        onError: (error) => {
          setConfirming(false);
          if (isApiError(error) && error.status === 409) setConflict(true);
          else showToast({ message: failureMessage(error), type: 'error' });
        },
      },
    );

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (fresh) restart(fresh);
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="group-editor-title">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography
              id="group-editor-title"
              variant="h2"
              sx={{ fontSize: '1.3rem', overflowWrap: 'anywhere' }}
            >
              {group.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {usersCountLabel(group.users_count)}
              {group.key ? ' · gruppo predefinito (si può rinominare, non eliminare)' : ''}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              startIcon={<EditOutlined />}
              onClick={onRename}
              disabled={dirty}
              title={dirty ? 'Salva o annulla prima le modifiche ai permessi' : undefined}
            >
              Rinomina
            </Button>
            {!group.key && (
              <Button color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
                Elimina gruppo
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      {conflict && <ConflictAlert what="Il gruppo" reloading={reloading} onReload={() => void reload()} />}
      <PermissionMatrix
        draft={draft}
        onChange={setDraft}
        otherRules={group.other_rules}
        disabled={update.isPending}
      />
      <Paper
        variant="outlined"
        sx={{ p: 1.5, position: 'sticky', bottom: 8, zIndex: 2, bgcolor: 'background.paper' }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
            {dirty ? 'Modifiche non salvate' : 'Nessuna modifica'}
          </Typography>
          <Button disabled={!dirty || update.isPending} onClick={() => restart(group)}>
            Annulla modifiche
          </Button>
          <Button variant="contained" disabled={!dirty} onClick={() => setConfirming(true)}>
            Salva modifiche
          </Button>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={`Salvare i permessi di «${group.name}»?`}
        confirmLabel="Salva"
        tone={changes.removed.length > 0 || changes.fullAccess === false ? 'warning' : 'primary'}
        pending={update.isPending}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      >
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {changeLines(changes).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p style={{ marginBottom: 0 }}>
          Vale subito per gli utenti del gruppo ({usersCountLabel(group.users_count).toLowerCase()}): anche le
          loro pagine già aperte si aggiornano.
        </p>
      </ConfirmDialog>
    </Stack>
  );
}
