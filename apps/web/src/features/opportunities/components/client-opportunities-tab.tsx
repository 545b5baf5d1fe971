import AddOutlined from '@mui/icons-material/AddOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { OpportunityView } from '@officina/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { useCan } from '../../../lib/ability.ts';
import { sortFromModel, sortModelOf } from '../../../lib/list/list-url-state.ts';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import { opportunityListSpec } from '../utils/list-spec.ts';
import { opportunityNumberColumn } from './opportunity-columns.tsx';

const columns: GridColDef<OpportunityView>[] = [
  opportunityNumberColumn,
  { field: 'title', headerName: 'Titolo', flex: 2, minWidth: 200 },
  {
    field: 'state_id',
    headerName: 'Stato',
    width: 160,
    renderCell: ({ row }) => <LookupChip name={row.state_name} color={row.state_color} />,
  },
  { field: 'owner_id', headerName: 'Commerciale', width: 160, valueGetter: (_, row) => row.owner_name },
  {
    field: 'expected_close_on',
    headerName: 'Chiusura prevista',
    width: 150,
    valueFormatter: (value) => formatDate(value),
  },
  {
    field: 'total_cents',
    headerName: 'Totale',
    width: 140,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value) => formatEuro(value),
  },
];

/** The client page's "Opportunità" tab: its opportunities, and a new one already linked. */
export function ClientOpportunitiesTab({ clientId, clientName }: { clientId: number; clientName: string }) {
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [sort, setSort] = useState<(typeof opportunityListSpec)['defaultSort'] | string>('-number');
  const list = useOpportunities({
    client_id: clientId,
    page: paging.page + 1,
    per_page: paging.pageSize,
    sort: sort as (typeof opportunityListSpec)['defaultSort'],
  });
  const navigate = useNavigate();
  const can = useCan();
  const total = list.data?.meta.total;
  const add = can('manage_opportunities') && (
    <Button
      component={RouterLink}
      to={paths.opportunityAdd.build(clientId)}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Nuova opportunità
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">{!total ? ' ' : `${total} opportunità`}</Typography>
        {total !== 0 && add}
      </Stack>
      <DataTable<OpportunityView>
        label={`Opportunità di ${clientName}`}
        rows={list.data?.data ?? []}
        rowCount={total ?? 0}
        loading={list.isFetching}
        columns={columns}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortModel={sortModelOf(sort)}
        onSortModelChange={(model) =>
          setSort(sortFromModel(model, opportunityListSpec.sortColumns, '-number'))
        }
        onRowClick={({ row }) => navigate(paths.opportunityDetail.build(row.id))}
        emptyState={
          <EmptyState
            icon={<TrendingUpOutlined />}
            title="Nessuna opportunità per questo cliente"
            description={add ? 'Registra una trattativa con le righe dell’offerta.' : undefined}
            action={add}
          />
        }
      />
    </Stack>
  );
}
