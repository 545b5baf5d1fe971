import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { type ClientView, exportClientsEndpoint } from '@officina/contracts';
import { useState } from 'react';
import { dateColumn, nameColumn, stateColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import { RowLink } from '../../../components/list/row-link.tsx';
import { useCan } from '../../../lib/ability.ts';
import { clientEntity } from '../../../lib/entities/clients.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { paths } from '../../../lib/paths.ts';
import { useClients } from '../api/list-clients.ts';
import { useCrmLookups } from '../hooks/use-crm-lookups.ts';
import { clientListSpec } from '../utils/list-specs.ts';
import { ImportDialog } from './import-dialog.tsx';

const columns: GridColDef<ClientView>[] = [
  {
    field: 'business_name',
    headerName: 'Ragione sociale',
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => <RowLink to={paths.crmClientDetail.build(row.id)}>{row.business_name}</RowLink>,
  },
  { field: 'vat_number', headerName: 'Partita IVA', width: 125 },
  { field: 'city', headerName: 'Comune', flex: 1, minWidth: 110 },
  { field: 'province', headerName: 'Prov.', width: 80 },
  stateColumn({ width: 130 }),
  nameColumn('category_id', 'Categoria', (row) => row.category_name, { flex: 1, minWidth: 120 }),
  nameColumn('account_manager_id', 'Account manager', (row) => row.account_manager_name, {
    flex: 1,
    minWidth: 140,
  }),
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 160, sortable: false },
  { field: 'phone', headerName: 'Telefono', width: 150, sortable: false },
  { field: 'pec', headerName: 'PEC', width: 220, sortable: false },
  dateColumn('created_at', 'Creato il', { width: 120 }),
  dateColumn('updated_at', 'Modificato il', { width: 130 }),
];

const clientListPage = entityListPage({
  entity: clientEntity,
  url: clientListSpec,
  useList: useClients,
  export: exportClientsEndpoint,
  table: {
    storageKey: 'officina:crm:clients:columns',
    initiallyHidden: ['phone', 'pec', 'created_at', 'updated_at'],
    columns,
  },
  empty: {
    icon: <BusinessOutlined />,
    createHint: 'Aggiungi il primo cliente oppure importali da un file CSV o Excel.',
    createLabel: 'Aggiungi il primo cliente',
  },
});

/** /crm: the clients, paged, sorted and filtered by the server; the state lives in the URL. */
export function ClientList() {
  const lookups = useCrmLookups();
  const can = useCan();
  const [importing, setImporting] = useState(false);
  return (
    <ListPage
      spec={clientListPage}
      filters={[
        { type: 'search', placeholder: 'Ragione sociale, P.IVA, e-mail, comune…', width: 'wide' },
        { type: 'select', key: 'state_id', label: 'Stato', options: lookups.clientStates },
        { type: 'select', key: 'category_id', label: 'Categoria', options: lookups.clientCategories },
        {
          type: 'select',
          key: 'account_manager_id',
          label: 'Account manager',
          options: lookups.accountManagers,
        },
        { type: 'province', key: 'province' },
        { type: 'text', key: 'city', label: 'Comune', width: 170 },
        { type: 'switch', key: 'archived', label: 'Archiviati' },
      ]}
      actions={
        can('manage_clients') && (
          <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
            Importa
          </Button>
        )
      }
    >
      {importing && <ImportDialog kind="clients" open onClose={() => setImporting(false)} />}
    </ListPage>
  );
}
