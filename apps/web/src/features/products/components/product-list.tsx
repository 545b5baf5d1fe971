import AddOutlined from '@mui/icons-material/AddOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { type ProductView, productRecurrenceLabels } from '@officina/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
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
import { formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import { useProducts } from '../api/list-products.ts';
import { productListSpec } from '../utils/list-spec.ts';

const columns: GridColDef<ProductView>[] = [
  { field: 'code', headerName: 'Codice', width: 140, cellClassName: 'mono' },
  { field: 'name', headerName: 'Nome', flex: 2, minWidth: 220 },
  { field: 'category_id', headerName: 'Categoria', width: 170, valueGetter: (_, row) => row.category_name },
  {
    field: 'unit_price_cents',
    headerName: 'Prezzo',
    width: 140,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value) => formatEuro(value),
  },
  { field: 'unit', headerName: 'Unità', width: 80, sortable: false },
  { field: 'vat_rate', headerName: 'IVA', width: 80, valueFormatter: (value) => `${value}%` },
  {
    field: 'recurrence',
    headerName: 'Ricorrenza',
    width: 120,
    valueFormatter: (value: ProductView['recurrence']) => productRecurrenceLabels[value],
  },
  {
    field: 'active',
    headerName: 'Stato',
    width: 110,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.active ? 'Attivo' : 'Non attivo'}
        color={row.active ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];

/** /products: the catalogue the rows editor picks from; manage_products adds and edits. */
export function ProductList() {
  const [state, setState] = useListUrlState(productListSpec);
  const query = listQueryOf(state);
  const products = useProducts(query);
  const lookups = useSalesLookups();
  const can = useCan();
  const navigate = useNavigate();
  const canManage = can('manage_products');
  const total = products.data?.meta.total;
  const filtered = state.q !== '' || activeFilterCount(state.filters) > 0;
  const { filters } = state;

  const add = canManage && (
    <Button
      component={RouterLink}
      to={paths.productAdd.build()}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Nuovo prodotto
    </Button>
  );

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Prodotti"
        subtitle={
          total === undefined
            ? ' '
            : `${total.toLocaleString('it-IT')} ${total === 1 ? 'prodotto' : 'prodotti'} a catalogo`
        }
        actions={add}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <DebouncedTextField
            size="small"
            label="Cerca"
            placeholder="Codice o nome…"
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
            label="Categoria"
            value={filters.category_id}
            options={lookups.productCategories}
            onChange={(category_id) => setState(withFilters(state, { filters: { category_id } }))}
          />
          <FormControlLabel
            control={
              <Switch
                checked={filters.active === true}
                onChange={(event) =>
                  setState(withFilters(state, { filters: { active: event.target.checked || undefined } }))
                }
              />
            }
            label="Solo attivi"
          />
          <FormControlLabel
            control={
              <Switch
                checked={filters.archived === true}
                onChange={(event) =>
                  setState(withFilters(state, { filters: { archived: event.target.checked || undefined } }))
                }
              />
            }
            label="Archiviati"
          />
          {filtered && (
            <Button onClick={() => setState({ ...state, page: 1, q: '', filters: {} })}>Azzera filtri</Button>
          )}
        </Stack>
      </Paper>
      <DataTable<ProductView>
        label="Catalogo prodotti"
        storageKey="officina:products:columns"
        rows={products.data?.data ?? []}
        rowCount={total ?? 0}
        loading={products.isFetching}
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
            sort: sortFromModel(model, productListSpec.sortColumns, productListSpec.defaultSort),
          })
        }
        onRowClick={({ row }) => navigate(paths.productDetail.build(row.id))}
        getRowClassName={({ row }) => (row.archived_at ? 'row-archived' : '')}
        emptyState={
          filtered ? (
            <EmptyState
              icon={<Inventory2Outlined />}
              title="Nessun prodotto corrisponde alla ricerca"
              action={
                <Button onClick={() => setState({ ...state, page: 1, q: '', filters: {} })}>
                  Azzera filtri
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Inventory2Outlined />}
              title="Il catalogo è vuoto"
              description={
                canManage
                  ? 'Aggiungi servizi, licenze e hardware: li sceglierai nelle righe delle offerte.'
                  : undefined
              }
              action={add}
            />
          )
        }
      />
    </Stack>
  );
}
