import AddOutlined from '@mui/icons-material/AddOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ContractView } from '@officina/contracts';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ClientPicker } from '../../../components/client-picker.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import {
  activeFilterCount,
  listQueryOf,
  sortFromModel,
  sortModelOf,
  withFilters,
} from '../../../lib/list/list-url-state.ts';
import { useListUrlState } from '../../../lib/list/use-list-url-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { notify } from '../../../lib/toast.ts';
import { useExportContracts } from '../api/export-contracts.ts';
import { useContracts } from '../api/list-contracts.ts';
import { contractListSpec } from '../utils/list-spec.ts';
import { contractColumns } from './contract-columns.tsx';

const EXPIRING = [30, 60, 90, 180];

/** /contracts: filters in the URL, "in scadenza entro N giorni", export. */
export function ContractList() {
  const [state, setState] = useListUrlState(contractListSpec);
  const query = listQueryOf(state);
  const contracts = useContracts(query);
  const exporter = useExportContracts();
  const lookups = useSalesLookups();
  const can = useCan();
  const navigate = useNavigate();
  const columns = useMemo(() => contractColumns(true), []);
  const canManage = can('manage_contracts');
  const total = contracts.data?.meta.total;
  const filtered = state.q !== '' || activeFilterCount(state.filters) > 0;
  const { filters } = state;
  const set = (next: typeof filters) => setState(withFilters(state, { filters: next }));

  const add = canManage && (
    <Button
      component={RouterLink}
      to={paths.contractAdd.build()}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Nuovo contratto
    </Button>
  );
  const { page: _p, per_page: _pp, ...exportQuery } = query;

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Contratti"
        subtitle={
          total === undefined
            ? ' '
            : `${total.toLocaleString('it-IT')} ${total === 1 ? 'contratto' : 'contratti'}`
        }
        actions={
          <>
            <ExportMenu
              pending={exporter.isPending}
              disabled={total === 0}
              onExport={(format) =>
                exporter.mutate(
                  { query: exportQuery, format },
                  { onSuccess: (name) => notify.success(`Esportazione pronta: ${name}`) },
                )
              }
            />
            {add}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <DebouncedTextField
            size="small"
            label="Cerca"
            placeholder="Numero, titolo, cliente…"
            type="search"
            value={state.q}
            onCommit={(q) => setState(withFilters(state, { q }))}
            sx={{ flex: '1 1 240px', maxWidth: 360 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <FilterSelect
            label="Stato"
            value={filters.state_id}
            options={lookups.contractStates}
            onChange={(state_id) => set({ state_id })}
          />
          <FilterSelect
            label="Tipo"
            value={filters.type_id}
            options={lookups.contractTypes}
            onChange={(type_id) => set({ type_id })}
          />
          <Box sx={{ width: 240 }}>
            <ClientPicker
              size="small"
              value={filters.client_id ?? null}
              onChange={(client_id) => set({ client_id: client_id ?? undefined })}
            />
          </Box>
          <TextField
            select
            size="small"
            label="In scadenza"
            value={filters.expiring_within_days === undefined ? '' : String(filters.expiring_within_days)}
            onChange={(event) =>
              set({
                expiring_within_days: event.target.value === '' ? undefined : Number(event.target.value),
              })
            }
            sx={{ minWidth: 190 }}
          >
            <MenuItem value="">
              <em>Tutti</em>
            </MenuItem>
            {EXPIRING.map((days) => (
              <MenuItem key={days} value={String(days)}>
                Entro {days} giorni
              </MenuItem>
            ))}
            {filters.expiring_within_days !== undefined &&
              !EXPIRING.includes(filters.expiring_within_days) && (
                <MenuItem value={String(filters.expiring_within_days)}>
                  Entro {filters.expiring_within_days} giorni
                </MenuItem>
              )}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={filters.archived === true}
                onChange={(event) => set({ archived: event.target.checked || undefined })}
              />
            }
            label="Archiviati"
          />
          {filtered && (
            <Button onClick={() => setState({ ...state, page: 1, q: '', filters: {} })}>Azzera filtri</Button>
          )}
        </Stack>
      </Paper>
      <DataTable<ContractView>
        label="Elenco contratti"
        storageKey="officina:contracts:columns"
        rows={contracts.data?.data ?? []}
        rowCount={total ?? 0}
        loading={contracts.isFetching}
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
            sort: sortFromModel(model, contractListSpec.sortColumns, contractListSpec.defaultSort),
          })
        }
        onRowClick={({ row }) => navigate(paths.contractDetail.build(row.id))}
        getRowClassName={({ row }) => (row.archived_at ? 'row-archived' : '')}
        emptyState={
          filtered ? (
            <EmptyState
              icon={<HandshakeOutlined />}
              title="Nessun contratto corrisponde alla ricerca"
              action={
                <Button onClick={() => setState({ ...state, page: 1, q: '', filters: {} })}>
                  Azzera filtri
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<HandshakeOutlined />}
              title="Nessun contratto ancora"
              description="I contratti nascono dalle opportunità vinte, oppure si inseriscono qui."
              action={add}
            />
          )
        }
      />
    </Stack>
  );
}
