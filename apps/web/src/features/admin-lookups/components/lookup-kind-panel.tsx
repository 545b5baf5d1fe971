import AddOutlined from '@mui/icons-material/AddOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminLookup, LookupKind } from '@officina/contracts';
import { Fragment, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { notify } from '../../../lib/toast.ts';
import { useKindLookups } from '../api/list-kind-lookups.ts';
import { useRestoreLookup } from '../api/remove-lookup.ts';
import { LookupDialog } from './lookup-dialog.tsx';
import { LookupValueList } from './lookup-value-list.tsx';
import { EditRemoveButtons, LookupValueRow } from './lookup-value-row.tsx';
import { RemoveLookupDialog } from './remove-lookup-dialog.tsx';

/** One lookup table: its values in order (drag or move), add/edit dialog, archive or delete, restore. */
export function LookupKindPanel({ kind: kindName }: { kind: LookupKind }) {
  const query = useKindLookups(kindName);
  const restore = useRestoreLookup(kindName);
  const [editing, setEditing] = useState<AdminLookup | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminLookup | null>(null);
  const [showArchived, setShowArchived] = useState(false);

  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => query.refetch()}>
            Riprova
          </Button>
        }
      >
        Non è stato possibile caricare i valori.
      </Alert>
    );
  }
  if (!query.data || query.data.kind.kind !== kindName) {
    return <Skeleton variant="rounded" height={320} aria-label="Caricamento dei valori" />;
  }

  const { kind, data } = query.data;
  const active = data.filter((lookup) => lookup.archived_at === null);
  const archived = data.filter((lookup) => lookup.archived_at !== null);
  const canRemove = !kind.system && active.length > 1;
  const add = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      Nuovo valore
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack spacing={0.25}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {kind.title}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {kind.system
              ? 'Tabella di sistema: l’applicazione riconosce questi valori, quindi se ne possono cambiare solo nome, colore e ordine.'
              : 'Trascina un valore (o usa le frecce) per cambiare l’ordine: il primo è quello proposto per un nuovo record.'}
          </Typography>
        </Stack>
        {!kind.system && add}
      </Stack>
      <Paper variant="outlined">
        {active.length === 0 ? (
          <EmptyState
            title="Nessun valore attivo"
            description="Aggiungi un valore: sarà proposto nei moduli e nei filtri."
            action={kind.system ? undefined : add}
          />
        ) : (
          <LookupValueList
            kind={kind}
            values={active}
            onEdit={setEditing}
            onRemove={canRemove ? setRemoving : undefined}
          />
        )}
      </Paper>
      {archived.length > 0 && (
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />
            }
            label={`Mostra i valori archiviati (${archived.length})`}
          />
          {showArchived && (
            <Paper variant="outlined">
              <Stack component="ul" aria-label="Valori archiviati" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {archived.map((lookup, index) => (
                  <Fragment key={lookup.id}>
                    {index > 0 && <Divider component="li" aria-hidden />}
                    <li>
                      <LookupValueRow
                        lookup={lookup}
                        actions={
                          <>
                            <EditRemoveButtons
                              lookup={lookup}
                              onEdit={() => setEditing(lookup)}
                              onRemove={
                                lookup.usage === 0 && !kind.system ? () => setRemoving(lookup) : undefined
                              }
                            />
                            {!kind.system && (
                              <Button
                                startIcon={<RestoreOutlined />}
                                aria-label={`Ripristina «${lookup.name}»`}
                                disabled={restore.isPending}
                                onClick={() =>
                                  restore.mutate(lookup.id, {
                                    onSuccess: () => notify.success(`«${lookup.name}» ripristinato`),
                                  })
                                }
                              >
                                Ripristina
                              </Button>
                            )}
                          </>
                        }
                      />
                    </li>
                  </Fragment>
                ))}
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
      {editing && (
        <LookupDialog
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          {...(editing === 'new' ? {} : { lookup: editing })}
          onClose={() => setEditing(null)}
        />
      )}
      <RemoveLookupDialog kind={kind} lookup={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
