import type { LookupKind } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLookupKeys, listAdminLookups } from '../../../lib/entities/admin-lookups.ts';

export const kindLookupsQueryOptions = (kind: LookupKind) =>
  queryOptions({
    queryKey: adminLookupKeys.values(kind),
    queryFn: ({ signal }) => listAdminLookups(kind, signal),
  });

/** GET /admin/lookups/:kind: active values by position, then the archived ones, with their usage. */
export function useKindLookups(kind: LookupKind) {
  return useQuery(kindLookupsQueryOptions(kind));
}
