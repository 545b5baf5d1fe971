import AddOutlined from '@mui/icons-material/AddOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ClientView } from '@officina/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import {
  activeFilterCount,
  listQueryOf,
  sortFromModel,
  sortModelOf,
} from '../../../lib/list/list-url-state.ts';
import { useListUrlState } from '../../../lib/list/use-list-url-state.ts';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useExportClients } from '../api/export-clients.ts';
import { useClients } from '../api/list-clients.ts';
import { clientListSpec } from '../utils/list-specs.ts';
import { ClientFilters } from './client-filters.tsx';
import { ImportDialog } from './import-dialog.tsx';

const columns: GridColDef<ClientView>[] = [
  {
    field: 'business_name',
    headerName: 'Ragione sociale',
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={paths.crmClientDetail.build(row.id)}
        underline="hover"
        sx={{ fontWeight: 500 }}
        onClick={(event) => event.stopPropagation()}
      >
        {row.business_name}
      </Link>
    ),
  },
  { field: 'vat_number', headerName: 'Partita IVA', width: 125 },
  { field: 'city', headerName: 'Comune', flex: 1, minWidth: 110 },
  { field: 'province', headerName: 'Prov.', width: 80 },
  {
    field: 'state_id',
    headerName: 'Stato',
    width: 130,
    renderCell: ({ row }) => <LookupChip name={row.state_name} color={row.state_color} />,
  },
  {
    field: 'category_id',
    headerName: 'Categoria',
    flex: 1,
    minWidth: 120,
    valueGetter: (_, row) => row.category_name,
  },
  {
    field: 'account_manager_id',
    headerName: 'Account manager',
    flex: 1,
    minWidth: 140,
    valueGetter: (_, row) => row.account_manager_name,
  },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 160, sortable: false },
  { field: 'phone', headerName: 'Telefono', width: 150, sortable: false },
  { field: 'pec', headerName: 'PEC', width: 220, sortable: false },
  { field: 'created_at', headerName: 'Creato il', width: 120, valueFormatter: (value) => formatDate(value) },
  {
    field: 'updated_at',
    headerName: 'Modificato il',
    width: 130,
    valueFormatter: (value) => formatDate(value),
  },
];

/** /crm: the clients, paged, sorted and filtered by the server; the state lives in the URL. */
export function ClientList() {
  const [state, setState] = useListUrlState(clientListSpec);
  const query = listQueryOf(state);
  const clients = useClients(query);
  const exporter = useExportClients();
  const can = useCan();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const canManage = can('manage_clients');
  const filtered = state.q !== '' || activeFilterCount(state.filters) > 0;
  const total = clients.data?.meta.total;

  const addButton = canManage && (
    <Button
      component={RouterLink}
      to={paths.crmClientAdd.build()}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Nuovo cliente
    </Button>
  );

  const { page: _page, per_page: _perPage, ...exportQuery } = query;
  const exportList = (format: 'xlsx' | 'csv') =>
    exporter.mutate(
      { query: exportQuery, format },
      { onSuccess: (name) => notify.success(`Esportazione pronta: ${name}`) },
    );

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Clienti"
        subtitle={
          total === undefined
            ? ' '
            : `${total.toLocaleString('it-IT')} ${total === 1 ? 'cliente' : 'clienti'}`
        }
        actions={
          <>
            {canManage && (
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => setImporting(true)}
              >
                Importa
              </Button>
            )}
            <ExportMenu onExport={exportList} pending={exporter.isPending} disabled={total === 0} />
            {addButton}
          </>
        }
      />
      <ClientFilters state={state} onChange={setState} />
      <DataTable<ClientView>
        label="Elenco clienti"
        storageKey="officina:crm:clients:columns"
        initiallyHidden={['phone', 'pec', 'created_at', 'updated_at']}
        rows={clients.data?.data ?? []}
        rowCount={total ?? 0}
        loading={clients.isFetching}
        columns={columns}
        paginationModel={{ page: state.page - 1, pageSize: state.perPage }}
        onPaginationModelChange={(model) =>
          setState({
            ...state,
            page: model.pageSize === state.perPage ? model.page + 1 : 1,
            perPage: model.pageSize,
          })
        }
        sortModel={sortModelOf(state.sort)}
        onSortModelChange={(model) =>
          setState({
            ...state,
            page: 1,
            sort: sortFromModel(model, clientListSpec.sortColumns, clientListSpec.defaultSort),
          })
        }
        onRowClick={({ row }) => navigate(paths.crmClientDetail.build(row.id))}
        getRowClassName={({ row }) => (row.archived_at ? 'row-archived' : '')}
        emptyState={
          filtered ? (
            <EmptyState
              icon={<BusinessOutlined />}
              title="Nessun cliente corrisponde alla ricerca"
              description="Prova a cambiare i filtri o il testo cercato."
              action={
                <Button onClick={() => setState({ ...state, page: 1, q: '', filters: {} })}>
                  Azzera filtri
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<BusinessOutlined />}
              title="Nessun cliente ancora"
              description={
                canManage ? 'Aggiungi il primo cliente oppure importali da un file CSV o Excel.' : undefined
              }
              action={
                canManage && (
                  <Button
                    component={RouterLink}
                    to={paths.crmClientAdd.build()}
                    variant="contained"
                    startIcon={<AddOutlined />}
                  >
                    Aggiungi il primo cliente
                  </Button>
                )
              }
            />
          )
        }
      />
      {importing && <ImportDialog kind="clients" open onClose={() => setImporting(false)} />}
    </Stack>
  );
}
