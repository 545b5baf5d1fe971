import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { exportOpportunitiesEndpoint } from '@officina/contracts';
import { useSearchParams } from 'react-router';
import { ListView } from '../../../components/list/list-page.tsx';
import { useCan } from '../../../lib/ability.ts';
import { opportunityEntity } from '../../../lib/entities/opportunities.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useListPage } from '../../../lib/list/use-list-page.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import { useOpportunityBoard } from '../api/opportunity-board.ts';
import { boardQueryOf, opportunityListSpec, viewOf } from '../utils/list-spec.ts';
import { OpportunityBoard } from './opportunity-board.tsx';
import { opportunityColumns } from './opportunity-columns.tsx';
import { useOpportunityFilterFields } from './opportunity-filters.tsx';

const opportunityListPage = entityListPage({
  entity: opportunityEntity,
  url: opportunityListSpec,
  useList: useOpportunities,
  export: exportOpportunitiesEndpoint,
  table: { initiallyHidden: ['type_id', 'updated_at'], columns: opportunityColumns },
  empty: {
    icon: <TrendingUpOutlined />,
    description: 'Registra la prima trattativa: cliente, righe dell’offerta, probabilità di chiusura.',
  },
});

/** /opportunities: the pipeline as a table or a kanban board (`?view=board`), filters in the URL. */
export function OpportunityList() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  // On the board the list is asked for its total only (the header's count).
  const list = useListPage(opportunityListPage, {
    keep: ['view'],
    request: (_, plain) => (view === 'table' ? plain : { ...plain, per_page: 1 }),
  });
  const boardQuery = boardQueryOf(list.request);
  const board = useOpportunityBoard(boardQuery, view === 'board');
  const can = useCan();
  const filters = useOpportunityFilterFields(view === 'board');

  const switchView = (next: 'table' | 'board' | null) => {
    if (!next) return;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'board') copy.set('view', 'board');
        else copy.delete('view');
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <ListView
      spec={opportunityListPage}
      list={list}
      filters={filters}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next) => switchView(next)}
          aria-label="Vista"
        >
          <ToggleButton value="table" aria-label="Tabella">
            <TableRowsOutlined fontSize="small" sx={{ mr: 0.75 }} />
            Tabella
          </ToggleButton>
          <ToggleButton value="board" aria-label="Bacheca">
            <ViewKanbanOutlined fontSize="small" sx={{ mr: 0.75 }} />
            Bacheca
          </ToggleButton>
        </ToggleButtonGroup>
      }
      content={
        view === 'board' ? (
          <OpportunityBoard
            board={board.data}
            query={boardQuery}
            canMove={can('manage_opportunities')}
            error={board.isError}
          />
        ) : undefined
      }
    />
  );
}
