import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { exportPersonsEndpoint } from '@officina/contracts';
import { useState } from 'react';
import { ListPage } from '../../../components/list/list-page.tsx';
import { useCan } from '../../../lib/ability.ts';
import { listPage } from '../../../lib/list/list-page-spec.ts';
import { paths } from '../../../lib/paths.ts';
import { usePersons } from '../api/list-persons.ts';
import { useCrmLookups } from '../hooks/use-crm-lookups.ts';
import { personListSpec } from '../utils/list-specs.ts';
import { ImportDialog } from './import-dialog.tsx';
import { personColumns } from './person-columns.tsx';

const personListPage = listPage({
  url: personListSpec,
  useList: usePersons,
  export: { path: exportPersonsEndpoint.path, fileName: 'persone' },
  title: 'Persone',
  noun: ['persona', 'persone'],
  table: {
    label: 'Elenco persone',
    storageKey: 'officina:crm:persons:columns',
    initiallyHidden: ['first_name', 'mobile', 'updated_at'],
    columns: personColumns(true),
    rowLink: (row) => paths.crmPersonDetail.build(row.id),
  },
  create: {
    label: 'Nuova persona',
    permission: 'manage_persons',
    // Filtered by a client: the new person starts at that client.
    to: (state) => paths.crmPersonAdd.build(state.filters.client_id),
    icon: <PersonAddOutlined />,
  },
  empty: {
    icon: <GroupOutlined />,
    title: 'Nessuna persona ancora',
    createHint: 'Aggiungi la prima persona oppure importale da un file CSV o Excel.',
    createLabel: 'Aggiungi la prima persona',
    filteredTitle: 'Nessuna persona corrisponde alla ricerca',
    filteredDescription: 'Prova a cambiare i filtri o il testo cercato.',
  },
});

/** /crm/persons: every client's people, paged, sorted and filtered by the server; state in the URL. */
export function PersonList() {
  const lookups = useCrmLookups();
  const can = useCan();
  const [importing, setImporting] = useState(false);
  return (
    <ListPage
      spec={personListPage}
      filters={[
        { type: 'search', placeholder: 'Nome, cognome, e-mail, telefono…', width: 'wide' },
        { type: 'select', key: 'type_id', label: 'Tipo', options: lookups.personTypes },
        { type: 'client', key: 'client_id', width: 280 },
        { type: 'switch', key: 'archived', label: 'Archiviate' },
      ]}
      actions={
        can('manage_persons') && (
          <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
            Importa
          </Button>
        )
      }
    >
      {importing && <ImportDialog kind="persons" open onClose={() => setImporting(false)} />}
    </ListPage>
  );
}
