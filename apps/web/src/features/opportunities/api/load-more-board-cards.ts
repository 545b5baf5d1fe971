import type { OpportunityBoard } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';
import { appendCards, cardOf, moreCardsQueryOf } from '../utils/board.ts';
import { listOpportunities } from './list-opportunities.ts';
import type { OpportunityBoardParams } from './opportunity-board.ts';

interface MoreCards {
  stateId: number;
  /** Cards the column shows now: the page asked for is the one after them. */
  shown: number;
}

/**
 * "Mostra altre": a column's next cards from GET /opportunities (the board's filters, that state, the
 * board's order), appended to the board in the query cache so they move like the others. Failures
 * are toasted by the API client.
 */
export function useLoadMoreBoardCards(boardQuery: OpportunityBoardParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stateId, shown }: MoreCards) =>
      listOpportunities(moreCardsQueryOf(boardQuery, stateId, shown)),
    onSuccess: (page, { stateId }) => {
      const key = opportunityKeys.board(boardQuery);
      // Nothing left where the column's count promised more: the figures are stale, ask them again.
      if (page.data.length === 0) return queryClient.invalidateQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<OpportunityBoard>(key, (current) =>
        current ? appendCards(current, stateId, page.data.map(cardOf)) : current,
      );
    },
  });
}
