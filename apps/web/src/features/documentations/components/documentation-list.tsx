import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useMemo } from 'react';
import { ListPage } from '../../../components/list/list-page.tsx';
import { documentationEntity } from '../../../lib/entities/documentations.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useDocumentations, useDocumentationTags } from '../api/documentations.ts';
import { documentationListSpec } from '../utils/list-spec.ts';
import { documentationColumns } from './documentation-columns.tsx';

const documentationListPage = entityListPage({
  entity: documentationEntity,
  url: documentationListSpec,
  useList: useDocumentations,
  title: 'Documentazione',
  noun: ['pagina', 'pagine'],
  table: { label: 'Pagine di documentazione', columns: documentationColumns() },
  empty: {
    icon: <DescriptionOutlined />,
    title: 'Nessuna pagina di documentazione ancora',
    createHint: 'Scrivi procedure, configurazioni e appunti in Markdown, collegati a clienti e progetti.',
  },
});

/** /documentations: search over title and body, filters tag, client, project, archived. */
export function DocumentationList() {
  const tags = useDocumentationTags();
  const options = useMemo(
    () => (tags.data ?? []).map((t) => ({ value: t.tag, label: `${t.tag} (${t.count})` })),
    [tags.data],
  );
  return (
    <ListPage
      spec={documentationListPage}
      filters={[
        { type: 'search', placeholder: 'Titolo o testo…' },
        {
          type: 'choice',
          key: 'tag',
          label: 'Etichetta',
          options,
          minWidth: 160,
          all: 'Tutte',
          other: (value) => value,
        },
        { type: 'client', key: 'client_id', width: 240 },
        { type: 'project', key: 'project_id', width: 240 },
        { type: 'switch', key: 'archived', label: 'Archiviate' },
      ]}
    />
  );
}
