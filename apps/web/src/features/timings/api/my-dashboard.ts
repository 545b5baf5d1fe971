import { myDashboardEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

export function getMyDashboard(signal?: AbortSignal) {
  return callEndpoint(myDashboardEndpoint, { loading: false, ...(signal ? { signal } : {}) });
}

export const myDashboardQueryOptions = () =>
  queryOptions({
    queryKey: timingKeys.dashboard,
    queryFn: ({ signal }) => getMyDashboard(signal),
    staleTime: 30_000,
  });

/** GET /dashboard/me: my to-dos today and overdue, running timer, hours this week. */
export function useMyDashboard() {
  return useQuery(myDashboardQueryOptions());
}
