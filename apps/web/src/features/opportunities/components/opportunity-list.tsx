import AddOutlined from '@mui/icons-material/AddOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/ability.ts';
import { activeFilterCount, listQueryOf } from '../../../lib/list/list-url-state.ts';
import { useListUrlState } from '../../../lib/list/use-list-url-state.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useExportOpportunities } from '../api/export-opportunities.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import { useOpportunityBoard } from '../api/opportunity-board.ts';
import { boardQueryOf, opportunityListSpec, viewOf } from '../utils/list-spec.ts';
import { OpportunityBoard } from './opportunity-board.tsx';
import { OpportunityFilters } from './opportunity-filters.tsx';
import { OpportunityTable } from './opportunity-table.tsx';

/** /opportunities: the pipeline as a table or a kanban board (`?view=board`), filters in the URL. */
export function OpportunityList() {
  const [state, setState] = useListUrlState(opportunityListSpec, ['view']);
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const query = listQueryOf(state);
  const boardQuery = boardQueryOf(query);
  const list = useOpportunities(view === 'table' ? query : { ...query, per_page: 1 });
  const board = useOpportunityBoard(boardQuery, view === 'board');
  const exporter = useExportOpportunities();
  const can = useCan();
  const canManage = can('manage_opportunities');
  const filtered = state.q !== '' || activeFilterCount(state.filters) > 0;
  const total = list.data?.meta.total;

  const addAction = canManage && (
    <Button
      component={RouterLink}
      to={paths.opportunityAdd.build()}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Nuova opportunità
    </Button>
  );

  const { page: _page, per_page: _perPage, ...exportQuery } = query;
  const exportList = (format: 'xlsx' | 'csv') =>
    exporter.mutate(
      { query: exportQuery, format },
      { onSuccess: (name) => notify.success(`Esportazione pronta: ${name}`) },
    );

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
    <Stack spacing={2.5}>
      <PageHeader
        title="Opportunità"
        subtitle={total === undefined ? ' ' : `${total.toLocaleString('it-IT')} opportunità`}
        actions={
          <>
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
            <ExportMenu onExport={exportList} pending={exporter.isPending} disabled={total === 0} />
            {addAction}
          </>
        }
      />
      <OpportunityFilters state={state} onChange={setState} board={view === 'board'} />
      {view === 'board' ? (
        <OpportunityBoard board={board.data} query={boardQuery} canMove={canManage} error={board.isError} />
      ) : (
        <OpportunityTable
          state={state}
          onChange={setState}
          page={list.data}
          loading={list.isFetching}
          filtered={filtered}
          addAction={addAction}
        />
      )}
    </Stack>
  );
}
