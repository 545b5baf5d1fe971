import {
  type OpportunityBoard,
  type OpportunityBoardQuery,
  opportunityBoardEndpoint,
} from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';
import { BOARD_PAGE_SIZE, cardOf, longerColumns, replaceCards, shownCardsQueryOf } from '../utils/board.ts';
import { listOpportunities } from './list-opportunities.ts';

export type OpportunityBoardParams = Partial<OpportunityBoardQuery>;

export function opportunityBoard(query: OpportunityBoardParams, signal?: AbortSignal) {
  return callEndpoint(opportunityBoardEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/**
 * The board, with the columns that "Mostra altre" had made longer asked again to the same length
 * (one list page each, the board's filters and order): a refetch — after a drag, a save, a return
 * to the tab — keeps the cards the user loaded instead of folding every column back to its first.
 */
export const opportunityBoardQueryOptions = (query: OpportunityBoardParams) =>
  queryOptions({
    queryKey: opportunityKeys.board(query),
    queryFn: async ({ signal, client, queryKey }) => {
      const longer = longerColumns(
        client.getQueryData<OpportunityBoard>(queryKey),
        query.cards_per_state ?? BOARD_PAGE_SIZE,
      );
      const board = await opportunityBoard(query, signal);
      const columns = await Promise.all(
        longer.map(async ({ stateId, shown }) => {
          const page = await listOpportunities(shownCardsQueryOf(query, stateId, shown), signal);
          return { stateId, cards: page.data.map(cardOf) };
        }),
      );
      return columns.reduce((kept, column) => replaceCards(kept, column.stateId, column.cards), board);
    },
    placeholderData: keepPreviousData,
  });

/** GET /opportunities/board: one column per state with count, total, weighted total and cards. */
export function useOpportunityBoard(query: OpportunityBoardParams, enabled = true) {
  return useQuery({ ...opportunityBoardQueryOptions(query), enabled });
}
