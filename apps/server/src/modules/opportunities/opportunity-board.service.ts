import type { OpportunityBoard, OpportunityBoardQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { listLookups } from '../settings/lookups.repository.ts';
import { boardAggregates, boardCards } from './opportunity-board.repository.ts';

/** Σ totale × probability / 100, rounded half up once on the sum. */
function weighted(sum: number): number {
  return Math.floor((sum + 50) / 100);
}

/**
 * The kanban: one column per opportunity state in display order, with count, total and weighted
 * total over every matching card (archived excluded), and the first cards of each column.
 */
export async function getOpportunityBoard(db: Db, query: OpportunityBoardQuery): Promise<OpportunityBoard> {
  const { cards_per_state, ...filters } = query;
  const [states, aggregates] = await Promise.all([
    listLookups(db, ['opportunity_states']),
    boardAggregates(db, filters),
  ]);
  const byState = new Map(aggregates.map((a) => [a.state_id, a]));
  const cards = await boardCards(
    db,
    filters,
    states.map((s) => s.id),
    cards_per_state,
  );
  return {
    columns: states.map((state) => {
      const agg = byState.get(state.id);
      return {
        state: {
          ...state,
          kind: 'opportunity_states' as const,
          is_closed: toBool(state.is_closed),
          is_won: toBool(state.is_won),
          is_lost: toBool(state.is_lost),
        },
        count: Number(agg?.n ?? 0),
        total_cents: Number(agg?.total ?? 0),
        weighted_cents: weighted(Number(agg?.weighted ?? 0)),
        cards: cards
          .filter((c) => c.state_id === state.id)
          .map((c) => ({ ...c, total_cents: Number(c.total_cents) })),
      };
    }),
  };
}
