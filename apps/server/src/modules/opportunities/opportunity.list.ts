import type { OpportunityFilters, OpportunitySortColumn } from '@officina/contracts';
import { sql } from 'kysely';
import { defineList, likeEscaped, type SortColumn, sortByLookup, sortByUser } from '../../db/list/index.ts';
import { selectOpportunityViews } from './opportunity.repository.ts';

const sorts: Record<OpportunitySortColumn, SortColumn> = {
  // Numbers are taken in id order under the counter's lock: sorting by id is sorting by number.
  number: { column: 'opportunities.id', nullable: false },
  title: { column: 'opportunities.title', nullable: false },
  client_name: {
    column: 'cl.name_key',
    nullable: false,
    join: (ids) => ids.innerJoin('clients as cl', 'cl.id', 'opportunities.client_id'),
  },
  owner_id: sortByUser('opportunities.owner_id', true),
  state_id: sortByLookup('opportunities.state_id', 'opportunity_states', false),
  type_id: sortByLookup('opportunities.type_id', 'opportunity_type', true),
  expected_close_on: { column: 'opportunities.expected_close_on', nullable: true },
  probability: { column: 'opportunities.probability', nullable: false },
  total_cents: { column: 'opportunities.total_cents', nullable: false },
  created_at: { column: 'opportunities.created_at', nullable: false },
  updated_at: { column: 'opportunities.updated_at', nullable: false },
};

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
export const opportunityList = defineList({
  name: 'opportunities',
  id: 'opportunities.id',
  from: (db) => db.selectFrom('opportunities'),
  views: selectOpportunityViews,
  sorts,
  archive: 'opportunities.archived_at',
  filters: (eb, f: Partial<OpportunityFilters>) => [
    f.state_id && eb('opportunities.state_id', '=', f.state_id),
    f.type_id && eb('opportunities.type_id', '=', f.type_id),
    f.owner_id && eb('opportunities.owner_id', '=', f.owner_id),
    f.client_id && eb('opportunities.client_id', '=', f.client_id),
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
  page: 'ids',
  cursor: true,
  compiled: true,
  activeCount: 'opportunities',
});
