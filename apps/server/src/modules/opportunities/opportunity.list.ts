import type { OpportunityFilters } from '@officina/contracts';
import { sql } from 'kysely';
import { defineList, LARGE_LIST, likeEscaped, sortByLookup, sortByUser } from '../../db/list/index.ts';
import { selectOpportunityViews } from './opportunity.repository.ts';

/** Last day of a `YYYY-MM` month. */
function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/**
 * The opportunities list, export and board. Filters and search read `opportunities` alone (the
 * search on the client's name is an EXISTS on the client), so counts, sums and a page's ids are
 * answered by the partial indexes without any join.
 */
export const opportunityList = defineList<Partial<OpportunityFilters>>()({
  table: 'opportunities',
  views: selectOpportunityViews,
  // Numbers are taken in id order under the counter's lock: sorting by id is sorting by number.
  columns: 'number=id title expected_close_on? probability total_cents',
  sorts: {
    client_name: {
      column: 'cl.name_key',
      nullable: false,
      join: (ids) => ids.innerJoin('clients as cl', 'cl.id', 'opportunities.client_id'),
    },
    owner_id: sortByUser('opportunities.owner_id', true),
    state_id: sortByLookup('opportunities.state_id', 'opportunity_states', false),
    type_id: sortByLookup('opportunities.type_id', 'opportunity_type', true),
  },
  archive: true,
  equal: ['state_id', 'type_id', 'owner_id', 'client_id'],
  filters: (eb, f) => [
    f.close_month &&
      eb.between('opportunities.expected_close_on', `${f.close_month}-01`, monthEnd(f.close_month)),
    f.amount_min !== undefined && eb('opportunities.total_cents', '>=', f.amount_min),
    f.amount_max !== undefined && eb('opportunities.total_cents', '<=', f.amount_max),
  ],
  search: {
    like: (eb, pattern) =>
      eb.or([
        likeEscaped('opportunities.search_text', pattern),
        eb.exists(
          eb
            .selectFrom('clients')
            .select(sql<number>`1`.as('one'))
            .whereRef('clients.id', '=', 'opportunities.client_id')
            .where(likeEscaped('clients.name_key', pattern)),
        ),
      ]),
  },
  ...LARGE_LIST,
  activeCount: true,
});
