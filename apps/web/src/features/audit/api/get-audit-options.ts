import { auditOptionsEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { auditKeys } from './get-audit-page.ts';

/** GET /admin/audit/options: the choices of the filter selects. */
export const auditOptionsQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.options(),
    queryFn: ({ signal }) => callEndpoint(auditOptionsEndpoint, { signal, loading: false }),
    staleTime: 60_000,
  });

export function useAuditOptions() {
  return useQuery(auditOptionsQueryOptions());
}
