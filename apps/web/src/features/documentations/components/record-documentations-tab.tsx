import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useMemo } from 'react';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { TabList } from '../../../components/list/tab-list.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentations } from '../api/documentations.ts';
import { documentationColumns } from './documentation-columns.tsx';

/**
 * The "Documentazione" tab of a client or a project: its pages, and "Nuova pagina" with the client
 * (and project) already chosen.
 */
export function RecordDocumentationsTab({
  clientId,
  projectId,
  name,
}: {
  clientId: number | null;
  projectId?: number;
  name: string;
}) {
  const model = useTabList();
  const filter = projectId ? { project_id: projectId } : { client_id: clientId ?? undefined };
  const list = useDocumentations({ ...filter, ...model.request });
  const columns = useMemo(
    () =>
      documentationColumns({
        client: !projectId ? false : undefined,
        project: projectId ? false : undefined,
      }).map((column) => ({ ...column, sortable: false })),
    [projectId],
  );
  const can = useCan();
  const add = can('manage_documentations') && (
    <CreateButton to={paths.documentationAdd.build({ client_id: clientId, project_id: projectId ?? null })}>
      Nuova pagina
    </CreateButton>
  );
  return (
    <TabList
      model={model}
      result={list}
      label={`Documentazione di ${name}`}
      columns={columns}
      count={(total) => (total === 1 ? '1 pagina' : `${total} pagine`)}
      rowLink={(row) => paths.documentationDetail.build(row.id)}
      add={add}
      empty={{
        icon: <DescriptionOutlined />,
        title: projectId ? 'Nessuna pagina per questo progetto' : 'Nessuna pagina per questo cliente',
        description: 'Scrivi qui procedure, configurazioni e appunti: restano con la loro cronologia.',
      }}
    />
  );
}
