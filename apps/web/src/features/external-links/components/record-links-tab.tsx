import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { useMemo } from 'react';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { TabList } from '../../../components/list/tab-list.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { paths } from '../../../lib/paths.ts';
import { useExternalLinks } from '../api/list-external-links.ts';
import { externalLinkColumns } from './external-link-columns.tsx';

interface RecordLinksTabProps {
  /** Whose links: a client's, or a project's (whose client a new link gets too). */
  owner:
    | { kind: 'client'; id: number; name: string }
    | { kind: 'project'; id: number; name: string; clientId: number | null };
}

/** The "Link" tab of a client or a project: its links, and a new one already hung on it. */
export function RecordLinksTab({ owner }: RecordLinksTabProps) {
  const model = useTabList();
  const filter = owner.kind === 'client' ? { client_id: owner.id } : { project_id: owner.id };
  const list = useExternalLinks({ ...filter, ...model.request });
  const columns = useMemo(
    () => externalLinkColumns(owner.kind).map((column) => ({ ...column, sortable: false })),
    [owner.kind],
  );
  const can = useCan();
  const prefill =
    owner.kind === 'client' ? { client_id: owner.id } : { project_id: owner.id, client_id: owner.clientId };
  const add = can('manage_external_links') && (
    <CreateButton to={paths.externalLinkAdd.build(prefill)}>Nuovo link</CreateButton>
  );
  const whose = owner.kind === 'client' ? 'questo cliente' : 'questo progetto';
  return (
    <TabList
      model={model}
      result={list}
      label={`Link di ${owner.name}`}
      columns={columns}
      count={(total) => (total === 1 ? '1 link' : `${total} link`)}
      rowLink={(row) => paths.externalLinkDetail.build(row.id)}
      add={add}
      empty={{
        icon: <LinkOutlined />,
        title: `Nessun link per ${whose}`,
        description: can('manage_external_links')
          ? 'Aggiungi con «Nuovo link» gli indirizzi utili: portale, pannello, documentazione tecnica.'
          : 'Chi gestisce i link può aggiungere qui gli indirizzi utili.',
      }}
    />
  );
}
