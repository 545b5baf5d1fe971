import AddOutlined from '@mui/icons-material/AddOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { OpportunityView } from '@officina/contracts';
import { Link as RouterLink } from 'react-router';
import { TabList } from '../../../components/list/tab-list.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
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
  const model = useTabList({ columns: opportunityListSpec.sortColumns, initial: '-number' });
  const list = useOpportunities({ client_id: clientId, ...model.request });
  const can = useCan();
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
    <TabList
      model={model}
      result={list}
      label={`Opportunità di ${clientName}`}
      columns={columns}
      count={(total) => (!total ? ' ' : `${total} opportunità`)}
      rowLink={(row) => paths.opportunityDetail.build(row.id)}
      add={add}
      empty={{
        icon: <TrendingUpOutlined />,
        title: 'Nessuna opportunità per questo cliente',
        description: add ? 'Registra una trattativa con le righe dell’offerta.' : undefined,
      }}
    />
  );
}
