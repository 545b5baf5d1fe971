import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { OpportunityPage, OpportunityView } from '@officina/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { sortFromModel, sortModelOf } from '../../../lib/list/list-url-state.ts';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { type OpportunityListState, opportunityListSpec } from '../utils/list-spec.ts';

/** The opportunity's number, a link to it (also in the client page's Opportunità tab). */
export const opportunityNumberColumn: GridColDef<OpportunityView> = {
  field: 'number',
  headerName: 'Numero',
  width: 110,
  renderCell: ({ row }) => (
    <Link
      component={RouterLink}
      to={paths.opportunityDetail.build(row.id)}
      underline="hover"
      sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
      onClick={(event) => event.stopPropagation()}
    >
      {row.number}
    </Link>
  ),
};

const columns: GridColDef<OpportunityView>[] = [
  opportunityNumberColumn,
  { field: 'title', headerName: 'Titolo', flex: 2, minWidth: 180 },
  { field: 'client_name', headerName: 'Cliente', flex: 1.5, minWidth: 160 },
  {
    field: 'state_id',
    headerName: 'Stato',
    width: 150,
    renderCell: ({ row }) => <LookupChip name={row.state_name} color={row.state_color} />,
  },
  { field: 'type_id', headerName: 'Tipo', width: 140, valueGetter: (_, row) => row.type_name },
  { field: 'owner_id', headerName: 'Commerciale', width: 140, valueGetter: (_, row) => row.owner_name },
  {
    field: 'expected_close_on',
    headerName: 'Chiusura',
    width: 110,
    valueFormatter: (value) => formatDate(value),
  },
  {
    field: 'probability',
    headerName: 'Prob.',
    width: 70,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value) => `${value} %`,
  },
  {
    field: 'total_cents',
    headerName: 'Totale',
    width: 130,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value) => formatEuro(value),
    cellClassName: 'amount',
  },
  {
    field: 'updated_at',
    headerName: 'Modificata il',
    width: 130,
    valueFormatter: (value) => formatDate(value),
  },
];

interface OpportunityTableProps {
  state: OpportunityListState;
  onChange: (next: OpportunityListState) => void;
  page: OpportunityPage | undefined;
  loading: boolean;
  filtered: boolean;
  addAction: ReactNode;
}

/** The table view: paged and sorted by the server. */
export function OpportunityTable({
  state,
  onChange,
  page,
  loading,
  filtered,
  addAction,
}: OpportunityTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable<OpportunityView>
      label="Elenco opportunità"
      storageKey="officina:opportunities:columns"
      initiallyHidden={['type_id', 'updated_at']}
      rows={page?.data ?? []}
      rowCount={page?.meta.total ?? 0}
      loading={loading}
      columns={columns}
      paginationModel={{ page: state.page - 1, pageSize: state.perPage }}
      onPaginationModelChange={(model) =>
        onChange({
          ...state,
          page: model.pageSize === state.perPage ? model.page + 1 : 1,
          perPage: model.pageSize,
        })
      }
      sortModel={sortModelOf(state.sort)}
      onSortModelChange={(model) =>
        onChange({
          ...state,
          page: 1,
          sort: sortFromModel(model, opportunityListSpec.sortColumns, opportunityListSpec.defaultSort),
        })
      }
      onRowClick={({ row }) => navigate(paths.opportunityDetail.build(row.id))}
      getRowClassName={({ row }) => (row.archived_at ? 'row-archived' : '')}
      emptyState={
        filtered ? (
          <EmptyState
            icon={<TrendingUpOutlined />}
            title="Nessuna opportunità corrisponde alla ricerca"
            description="Prova a cambiare i filtri o il testo cercato."
            action={
              <Button onClick={() => onChange({ ...state, page: 1, q: '', filters: {} })}>
                Azzera filtri
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<TrendingUpOutlined />}
            title="Nessuna opportunità ancora"
            description="Registra la prima trattativa: cliente, righe dell’offerta, probabilità di chiusura."
            action={addAction}
          />
        )
      }
    />
  );
}
