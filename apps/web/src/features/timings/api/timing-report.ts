import { type TimingReportQuery, timingReportEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

export type TimingReportParams = Pick<TimingReportQuery, 'from' | 'to' | 'group_by'> &
  Partial<Omit<TimingReportQuery, 'from' | 'to' | 'group_by'>>;

export function getTimingReport(query: TimingReportParams, signal?: AbortSignal) {
  return callEndpoint(timingReportEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const timingReportQueryOptions = (query: TimingReportParams) =>
  queryOptions({
    queryKey: timingKeys.report(query),
    queryFn: ({ signal }) => getTimingReport(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /timings/report: minutes grouped by project, client, user or type over a period. */
export function useTimingReport(query: TimingReportParams) {
  return useQuery(timingReportQueryOptions(query));
}
