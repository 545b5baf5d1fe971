import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { TabList } from '../../../components/list/tab-list.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { paths } from '../../../lib/paths.ts';
import { useKeyholders } from '../api/list-keyholders.ts';
import { keyholderColumns } from './keyholder-columns.tsx';
import { KeyTabList } from './keys/key-tab-list.tsx';

interface RecordKeyholdersTabProps {
  /** Whose: a client's, or a project's (whose client a new credential gets too). */
  owner:
    | { kind: 'client'; id: number; name: string }
    | { kind: 'project'; id: number; name: string; clientId: number | null };
}

/**
 * The "Portachiavi" tab of a client or a project: its credentials (never a password) with a new one
 * already hung on it, then its keys and badges.
 */
export function RecordKeyholdersTab({ owner }: RecordKeyholdersTabProps) {
  const model = useTabList();
  const filter = owner.kind === 'client' ? { client_id: owner.id } : { project_id: owner.id };
  const list = useKeyholders({ ...filter, ...model.request });
  const columns = useMemo(
    () => keyholderColumns(owner.kind).map((column) => ({ ...column, sortable: false })),
    [owner.kind],
  );
  const can = useCan();
  const prefill =
    owner.kind === 'client' ? { client_id: owner.id } : { project_id: owner.id, client_id: owner.clientId };
  const add = can('manage_keyholders') && (
    <CreateButton to={paths.keyholderAdd.build(prefill)}>Nuova credenziale</CreateButton>
  );
  const whose = owner.kind === 'client' ? 'questo cliente' : 'questo progetto';
  return (
    <Stack spacing={4}>
      <Stack spacing={1.5} component="section" aria-labelledby="portachiavi-credenziali">
        <Typography id="portachiavi-credenziali" variant="h3" component="h2">
          Credenziali
        </Typography>
        <TabList
          model={model}
          result={list}
          label={`Credenziali di ${owner.name}`}
          columns={columns}
          count={(total) => (total === 1 ? '1 credenziale' : `${total} credenziali`)}
          rowLink={(row) => paths.keyholderDetail.build(row.id)}
          add={add}
          empty={{
            icon: <VpnKeyOutlined />,
            title: `Nessuna credenziale per ${whose}`,
            description: can('manage_keyholders')
              ? 'Registra con «Nuova credenziale» gli accessi di hosting, FTP, database, e-mail, Wi-Fi o allarme: password e note vengono cifrate.'
              : 'Chi gestisce il portachiavi può registrare qui gli accessi di questo cliente.',
          }}
        />
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="portachiavi-chiavi">
        <Typography id="portachiavi-chiavi" variant="h3" component="h2">
          Chiavi e badge
        </Typography>
        {owner.kind === 'client' ? (
          <KeyTabList clientId={owner.id} />
        ) : (
          <KeyTabList projectId={owner.id} {...(owner.clientId ? { clientId: owner.clientId } : {})} />
        )}
      </Stack>
    </Stack>
  );
}
