import { opportunitySortColumns } from '@officina/contracts';
import { type ListStateOf, listSpec } from '../../../lib/list/list-url-state.ts';
import { BOARD_PAGE_SIZE } from './board.ts';

/**
 * Filters of the opportunities list and board (`/opportunities?state_id=2&close_month=2026-11`), as the
 * endpoints take them; amounts in cents. `view=board` (the toggle) is kept beside them.
 */
export const opportunityListSpec = listSpec({
  filters: {
    state_id: 'id',
    type_id: 'id',
    owner_id: 'id',
    client_id: 'id',
    close_month: 'month',
    amount_min: 'count',
    amount_max: 'count',
    archived: 'flag',
  },
  sortColumns: opportunitySortColumns,
  defaultSort: '-number',
});

export type OpportunityListState = ListStateOf<typeof opportunityListSpec>;

export type OpportunityView = 'table' | 'board';

/** `?view=board` shows the kanban; anything else the table. */
export const viewOf = (params: URLSearchParams): OpportunityView =>
  params.get('view') === 'board' ? 'board' : 'table';

/**
 * The board takes the same filters, minus state and archived (every state is a column); a column
 * shows its first cards and loads the next ones on demand ("Mostra altre").
 */
export function boardQueryOf(query: Record<string, unknown>): Record<string, unknown> {
  const { state_id: _s, archived: _a, page: _p, per_page: _pp, sort: _so, ...rest } = query;
  return { ...rest, cards_per_state: BOARD_PAGE_SIZE };
}
