import { dashboardEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { dashboardKeys } from '../../../lib/entities/dashboard.ts';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoint, { loading: false, signal }),
    // Live events refresh it on a record change; focus and the minute catch what they cannot tell
    // (a to-do falling overdue, a reminder falling due, the week's hours of another tab).
    refetchOnWindowFocus: 'always',
    refetchInterval: 60_000,
    staleTime: 10_000,
  });

/** GET /dashboard: every widget in one call, null where the user may not see it. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
