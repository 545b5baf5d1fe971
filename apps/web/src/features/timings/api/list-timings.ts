import { listTimingsEndpoint, type TimingListQuery } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

export type TimingListParams = Partial<TimingListQuery>;

export function listTimings(query: TimingListParams, signal?: AbortSignal) {
  return callEndpoint(listTimingsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const timingListQueryOptions = (query: TimingListParams) =>
  queryOptions({
    queryKey: timingKeys.list(query),
    queryFn: ({ signal }) => listTimings(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /timings: one page of entries with the filtered total. */
export function useTimings(query: TimingListParams) {
  return useQuery(timingListQueryOptions(query));
}
