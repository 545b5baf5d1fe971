import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { useMemo } from 'react';
import { CreateButton } from '../../../../components/list/create-button.tsx';
import { TabList } from '../../../../components/list/tab-list.tsx';
import { useCan } from '../../../../lib/ability.ts';
import { useTabList } from '../../../../lib/list/use-tab-list.ts';
import { paths } from '../../../../lib/paths.ts';
import { useKeys } from '../../api/keys/list-keys.ts';
import { keyColumns } from './key-columns.tsx';

interface KeyTabListProps {
  /** Whose keys: a client's… */
  clientId?: number;
  /** …or a project's (given with its client, a new key gets both). */
  projectId?: number;
}

/** The keys and badges of a client or a project (their Portachiavi tab), and a new one already hung on it. */
export function KeyTabList({ clientId, projectId }: KeyTabListProps) {
  const model = useTabList();
  const filter = projectId ? { project_id: projectId } : { client_id: clientId };
  const list = useKeys({ ...filter, ...model.request });
  const columns = useMemo(
    () => keyColumns(projectId ? undefined : 'client').map((column) => ({ ...column, sortable: false })),
    [projectId],
  );
  const can = useCan();
  const canManage = can('manage_keyholders');
  const prefill = { project_id: projectId ?? null, client_id: clientId ?? null };
  const add = canManage && <CreateButton to={paths.keyAdd.build(prefill)}>Nuova chiave</CreateButton>;
  const whose = projectId ? 'questo progetto' : 'questo cliente';
  return (
    <TabList
      model={model}
      result={list}
      label={`Chiavi e badge di ${whose}`}
      columns={columns}
      count={(total) => (total === 1 ? '1 chiave o badge' : `${total} chiavi e badge`)}
      rowLink={(row) => paths.keyDetail.build(row.id)}
      add={add}
      empty={{
        icon: <KeyOutlined />,
        title: `Nessuna chiave o badge per ${whose}`,
        description: canManage
          ? 'Registra con «Nuova chiave» le chiavi, i badge e i telecomandi che ti ha affidato, per sapere chi li ha.'
          : 'Chi gestisce il portachiavi può registrare qui le chiavi e i badge affidati.',
      }}
    />
  );
}
