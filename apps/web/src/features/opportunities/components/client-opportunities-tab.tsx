import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { OpportunityView } from '@officina/contracts';
import { dateColumn, euroColumn, nameColumn, stateColumn } from '../../../components/list/columns.tsx';
import { CreateButton } from '../../../components/list/create-button.tsx';
import { TabList } from '../../../components/list/tab-list.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { paths } from '../../../lib/paths.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import { opportunityListSpec } from '../utils/list-spec.ts';
import { opportunityNumberColumn } from './opportunity-columns.tsx';

const columns: GridColDef<OpportunityView>[] = [
  opportunityNumberColumn,
  { field: 'title', headerName: 'Titolo', flex: 2, minWidth: 200 },
  stateColumn({ width: 160 }),
  nameColumn('owner_id', 'Commerciale', (row) => row.owner_name, { width: 160 }),
  dateColumn('expected_close_on', 'Chiusura prevista', { width: 150 }),
  euroColumn('total_cents', 'Totale', { width: 140 }),
];

/** The client page's "Opportunità" tab: its opportunities, and a new one already linked. */
export function ClientOpportunitiesTab({ clientId, clientName }: { clientId: number; clientName: string }) {
  const model = useTabList({ columns: opportunityListSpec.sortColumns, initial: '-number' });
  const list = useOpportunities({ client_id: clientId, ...model.request });
  const can = useCan();
  const add = can('manage_opportunities') && (
    <CreateButton to={paths.opportunityAdd.build(clientId)}>Nuova opportunità</CreateButton>
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
