import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLookupKeys, listAdminLookupKinds } from '../../../lib/entities/admin-lookups.ts';

export const lookupKindsQueryOptions = () =>
  queryOptions({
    queryKey: adminLookupKeys.kinds,
    queryFn: ({ signal }) => listAdminLookupKinds(signal),
  });

/** GET /admin/lookups: the kinds, in the order the areas list them. */
export function useLookupKinds() {
  return useQuery(lookupKindsQueryOptions());
}
