import type { OpportunityFilters } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUnfiltered, matching, pageBound } from '../../db/list/index.ts';
import { runCompiled } from '../../db/prepared.ts';
import { opportunityList } from './opportunity.list.ts';

/** The kanban's queries: per-state sums and each column's first cards. */

/**
 * Per state: count, Σ totale, Σ totale × probability. With no filter or only an owner filter they
 * come from `opportunity_board_totals` (kept by triggers, migration 0008): at most owners × states
 * rows instead of 50,000 opportunities per request. Any other filter sums the matching rows.
 */
export function boardAggregates(db: Db, filters: Partial<OpportunityFilters>) {
  const { owner_id, ...others } = filters;
  if (isUnfiltered(others)) {
    let q = db
      .selectFrom('opportunity_board_totals')
      .select([
        'state_id',
        sql<number>`sum(n)`.as('n'),
        sql<number>`sum(total_cents)`.as('total'),
        sql<number>`sum(weighted)`.as('weighted'),
      ])
      .groupBy('state_id');
    if (owner_id) q = q.where('owner_key', '=', owner_id);
    return q.execute();
  }
  return matching(db, opportunityList, filters)
    .select([
      'opportunities.state_id',
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(opportunities.total_cents), 0)`.as('total'),
      sql<number>`coalesce(sum(opportunities.total_cents * opportunities.probability), 0)`.as('weighted'),
    ])
    .groupBy('opportunities.state_id')
    .execute();
}

/**
 * The first `limit` cards of each state, most recently updated first, in one statement: each
 * state's ids come from its own index walk (`LIMIT` per state, glued with UNION ALL), then only those
 * rows are read with their names. One round trip instead of one per column.
 */
export async function boardCards(
  db: Db,
  filters: Partial<OpportunityFilters>,
  stateIds: number[],
  limit: number,
) {
  if (stateIds.length === 0 || limit === 0) return [];
  const firstIds = (stateId: number) =>
    db
      .selectFrom(
        matching(db, opportunityList, { ...filters, state_id: stateId })
          .select('opportunities.id')
          .orderBy('opportunities.updated_at', 'desc')
          .orderBy('opportunities.id', 'desc')
          .limit(pageBound(limit))
          .as('s'),
      )
      .select('s.id');
  return runCompiled(db, `opportunities.board-cards ${JSON.stringify([filters, stateIds, limit])}`, () => {
    let ids = firstIds(stateIds[0] as number);
    for (const stateId of stateIds.slice(1)) ids = ids.unionAll(firstIds(stateId));
    return db
      .selectFrom('opportunities')
      .innerJoin('clients as cl', 'cl.id', 'opportunities.client_id')
      .leftJoin('users as ow', 'ow.id', 'opportunities.owner_id')
      .where('opportunities.id', 'in', ids)
      .select([
        'opportunities.id',
        'opportunities.number',
        'opportunities.title',
        'opportunities.client_id',
        'cl.business_name as client_name',
        'opportunities.owner_id',
        sql<string | null>`ow.name || ' ' || ow.surname`.as('owner_name'),
        'opportunities.state_id',
        'opportunities.total_cents',
        'opportunities.probability',
        'opportunities.expected_close_on',
        'opportunities.updated_at',
      ])
      .orderBy('opportunities.updated_at', 'desc')
      .orderBy('opportunities.id', 'desc');
  });
}
