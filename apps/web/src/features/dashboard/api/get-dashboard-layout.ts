import { dashboardLayoutEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { dashboardKeys } from '../../../lib/entities/dashboard.ts';

export const dashboardLayoutQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.layout,
    queryFn: ({ signal }) => callEndpoint(dashboardLayoutEndpoint, { loading: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /dashboard/layout: the widgets in the user's order, hidden or shown. */
export function useDashboardLayout() {
  return useQuery(dashboardLayoutQueryOptions());
}
