import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UserGroupView } from '@officina/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConfirmRemovalDialog } from '../../../components/confirm-removal-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDeleteUserGroup } from '../api/delete-user-group.ts';
import { useUserGroups } from '../api/list-user-groups.ts';
import { useCreateUserGroup, useUpdateUserGroup } from '../api/save-user-group.ts';
import { GroupEditor } from './group-editor.tsx';
import { GroupList } from './group-list.tsx';
import { GroupNameDialog } from './group-name-dialog.tsx';

const GROUP_PARAM = 'gruppo';

/**
 * /admin/groups: the groups (name, users) and the selected one's permissions, area by area; the
 * selected group is in the URL (`?gruppo=id`). Switching group with unsaved switches asks first.
 */
export function GroupAdmin() {
  const groups = useUserGroups();
  const create = useCreateUserGroup();
  const rename = useUpdateUserGroup();
  const remove = useDeleteUserGroup();
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<UserGroupView | null>(null);
  const [naming, setNaming] = useState<'new' | UserGroupView | null>(null);
  const [removing, setRemoving] = useState<UserGroupView | null>(null);
  const list = groups.data?.data;
  const wanted = Number(params.get(GROUP_PARAM));
  const selected = list?.find((group) => group.id === wanted) ?? list?.[0] ?? null;
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const select = (group: UserGroupView) => {
    setDirty(false);
    setPendingSwitch(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(GROUP_PARAM, String(group.id));
      return next;
    });
  };

  const ask = (group: UserGroupView) => {
    if (group.id === selected?.id) return;
    if (dirty) setPendingSwitch(group);
    else select(group);
  };

  const saveName = async ({ name, copyFromId }: { name: string; copyFromId: number | null }) => {
    if (naming === 'new' || naming === null) {
      return (await create.mutateAsync({ name, copy_from_id: copyFromId })).group;
    }
    const input = {
      name,
      full_access: naming.full_access,
      permissions: naming.permissions,
      updated_at: naming.updated_at,
    };
    return (await rename.mutateAsync({ id: naming.id, input })).group;
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <PageHeader
        title="Gruppi e permessi"
        subtitle="Cosa può vedere e fare ogni gruppo di utenti, area per area. Una modifica vale dalla richiesta successiva dei suoi utenti."
        back={<BackLink to={paths.admin.build()}>Amministrazione</BackLink>}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setNaming('new')}>
            Nuovo gruppo
          </Button>
        }
      />
      {groups.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void groups.refetch()}>
              Riprova
            </Button>
          }
        >
          Non è stato possibile caricare i gruppi.
        </Alert>
      )}
      {!list && !groups.isError && (
        <Skeleton variant="rounded" height={320} aria-label="Caricamento in corso" />
      )}
      {list && list.length === 0 && (
        <Alert severity="info">Nessun gruppo: creane uno con «Nuovo gruppo».</Alert>
      )}
      {list && selected && (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 4 }}>
            <GroupList groups={list} selectedId={selected.id} onSelect={ask} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <GroupEditor
              key={selected.id}
              group={selected}
              onDirtyChange={onDirtyChange}
              onRename={() => setNaming(selected)}
              onDelete={() => setRemoving(selected)}
              onReload={async () => {
                const { data } = await groups.refetch();
                return data?.data.find((group) => group.id === selected.id) ?? null;
              }}
            />
          </Grid>
        </Grid>
      )}
      {naming && list && (
        <GroupNameDialog
          {...(naming === 'new' ? {} : { group: naming })}
          groups={list}
          pending={create.isPending || rename.isPending}
          onSubmit={saveName}
          onSaved={(group) => {
            const created = naming === 'new';
            setNaming(null);
            if (created) select(group);
          }}
          onClose={() => setNaming(null)}
        />
      )}
      <ConfirmDialog
        open={pendingSwitch !== null}
        title="Modifiche non salvate"
        confirmLabel="Cambia gruppo"
        cancelLabel="Resta qui"
        tone="warning"
        onConfirm={() => pendingSwitch && select(pendingSwitch)}
        onCancel={() => setPendingSwitch(null)}
      >
        I permessi cambiati in «{selected?.name}» non sono stati salvati: passando a «{pendingSwitch?.name}»
        andranno persi.
      </ConfirmDialog>
      <ConfirmRemovalDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title="Eliminare il gruppo?"
        removedMessage="Gruppo eliminato"
      >
        {(group) =>
          group.users_count > 0
            ? `«${group.name}» ha ancora utenti: spostali in un altro gruppo dalla pagina Utenti, poi eliminalo.`
            : `«${group.name}» e i suoi permessi saranno eliminati. Nessun utente ne fa parte.`
        }
      </ConfirmRemovalDialog>
      <UnsavedChangesGuard when={dirty} />
    </Stack>
  );
}
