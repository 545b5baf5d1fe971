import { type OpportunityBoardQuery, opportunityBoardEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from './query-keys.ts';

export type OpportunityBoardParams = Partial<OpportunityBoardQuery>;

export function opportunityBoard(query: OpportunityBoardParams, signal?: AbortSignal) {
  return callEndpoint(opportunityBoardEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const opportunityBoardQueryOptions = (query: OpportunityBoardParams) =>
  queryOptions({
    queryKey: opportunityKeys.board(query),
    queryFn: ({ signal }) => opportunityBoard(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /opportunities/board: one column per state with count, total, weighted total and cards. */
export function useOpportunityBoard(query: OpportunityBoardParams, enabled = true) {
  return useQuery({ ...opportunityBoardQueryOptions(query), enabled });
}
