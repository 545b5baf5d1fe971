import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { ListPage } from '../../../components/list/list-page.tsx';
import { externalLinkEntity } from '../../../lib/entities/external-links.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useLinkCategories } from '../api/link-categories.ts';
import { useExternalLinks } from '../api/list-external-links.ts';
import { externalLinkListSpec } from '../utils/list-spec.ts';
import { externalLinkColumns } from './external-link-columns.tsx';

const externalLinkListPage = entityListPage({
  entity: externalLinkEntity,
  url: externalLinkListSpec,
  useList: useExternalLinks,
  table: { label: 'Elenco link', columns: externalLinkColumns() },
  empty: {
    icon: <LinkOutlined />,
    title: 'Nessun link ancora',
    description:
      'Qui trovi gli indirizzi utili del lavoro: portali dei clienti, pannelli, documentazione tecnica.',
    createHint:
      'Aggiungi il primo link con «Nuovo link», oppure dalla scheda Link di un cliente o di un progetto.',
  },
});

/** /external-links: every link, with filters category, client and project, and the search box. */
export function ExternalLinkList() {
  const categories = useLinkCategories();
  return (
    <ListPage
      spec={externalLinkListPage}
      filters={[
        { type: 'search', placeholder: 'Titolo, indirizzo o descrizione…' },
        { type: 'select', key: 'category_id', label: 'Categoria', options: categories },
        { type: 'client', key: 'client_id', width: 240 },
        { type: 'project', key: 'project_id', width: 240 },
      ]}
    />
  );
}
