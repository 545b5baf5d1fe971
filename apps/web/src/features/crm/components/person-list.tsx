import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PersonView } from '@officina/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import {
  activeFilterCount,
  listQueryOf,
  sortFromModel,
  sortModelOf,
} from '../../../lib/list/list-url-state.ts';
import { useListUrlState } from '../../../lib/list/use-list-url-state.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useExportPersons } from '../api/export-persons.ts';
import { usePersons } from '../api/list-persons.ts';
import { personListSpec } from '../utils/list-specs.ts';
import { ImportDialog } from './import-dialog.tsx';
import { personColumns } from './person-columns.tsx';
import { PersonFilters } from './person-filters.tsx';

/** /crm/persons: every client's people, paged, sorted and filtered by the server; state in the URL. */
export function PersonList() {
  const [state, setState] = useListUrlState(personListSpec);
  const query = listQueryOf(state);
  const persons = usePersons(query);
  const exporter = useExportPersons();
  const columns = useMemo(() => personColumns(true), []);
  const can = useCan();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const canManage = can('manage_persons');
  const filtered = state.q !== '' || activeFilterCount(state.filters) > 0;
  const total = persons.data?.meta.total;
  const clear = () => setState({ ...state, page: 1, q: '', filters: {} });

  const { page: _page, per_page: _perPage, ...exportQuery } = query;
  const exportList = (format: 'xlsx' | 'csv') =>
    exporter.mutate(
      { query: exportQuery, format },
      { onSuccess: (name) => notify.success(`Esportazione pronta: ${name}`) },
    );
  const addTo = paths.crmPersonAdd.build(state.filters.client_id);

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Persone"
        subtitle={
          total === undefined
            ? ' '
            : `${total.toLocaleString('it-IT')} ${total === 1 ? 'persona' : 'persone'}`
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
            {canManage && (
              <Button component={RouterLink} to={addTo} variant="contained" startIcon={<PersonAddOutlined />}>
                Nuova persona
              </Button>
            )}
          </>
        }
      />
      <PersonFilters state={state} onChange={setState} />
      <DataTable<PersonView>
        label="Elenco persone"
        storageKey="officina:crm:persons:columns"
        initiallyHidden={['first_name', 'mobile', 'updated_at']}
        rows={persons.data?.data ?? []}
        rowCount={total ?? 0}
        loading={persons.isFetching}
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
            sort: sortFromModel(model, personListSpec.sortColumns, personListSpec.defaultSort),
          })
        }
        onRowClick={({ row }) => navigate(paths.crmPersonDetail.build(row.id))}
        getRowClassName={({ row }) => (row.archived_at ? 'row-archived' : '')}
        emptyState={
          filtered ? (
            <EmptyState
              icon={<GroupOutlined />}
              title="Nessuna persona corrisponde alla ricerca"
              description="Prova a cambiare i filtri o il testo cercato."
              action={<Button onClick={clear}>Azzera filtri</Button>}
            />
          ) : (
            <EmptyState
              icon={<GroupOutlined />}
              title="Nessuna persona ancora"
              description={
                canManage ? 'Aggiungi la prima persona oppure importale da un file CSV o Excel.' : undefined
              }
              action={
                canManage && (
                  <Button
                    component={RouterLink}
                    to={addTo}
                    variant="contained"
                    startIcon={<PersonAddOutlined />}
                  >
                    Aggiungi la prima persona
                  </Button>
                )
              }
            />
          )
        }
      />
      {importing && <ImportDialog kind="persons" open onClose={() => setImporting(false)} />}
    </Stack>
  );
}
