import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { exportPersonsEndpoint } from '@officina/contracts';
import { useState } from 'react';
import { ListPage } from '../../../components/list/list-page.tsx';
import { useCan } from '../../../lib/ability.ts';
import { personEntity } from '../../../lib/entities/persons.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { paths } from '../../../lib/paths.ts';
import { usePersons } from '../api/list-persons.ts';
import { useCrmLookups } from '../hooks/use-crm-lookups.ts';
import { personListSpec } from '../utils/list-specs.ts';
import { ImportDialog } from './import-dialog.tsx';
import { personColumns } from './person-columns.tsx';

const personListPage = entityListPage({
  entity: personEntity,
  url: personListSpec,
  useList: usePersons,
  export: exportPersonsEndpoint,
  table: {
    storageKey: 'officina:crm:persons:columns',
    initiallyHidden: ['first_name', 'mobile', 'updated_at'],
    columns: personColumns(true),
  },
  create: {
    // Filtered by a client: the new person starts at that client.
    to: (state) => paths.crmPersonAdd.build(state.filters.client_id),
    icon: <PersonAddOutlined />,
  },
  empty: {
    icon: <GroupOutlined />,
    createHint: 'Aggiungi la prima persona oppure importale da un file CSV o Excel.',
    createLabel: 'Aggiungi la prima persona',
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
