import { type LookupKind, reorderAdminLookupsEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { adminLookupKeys } from '../../../lib/entities/admin-lookups.ts';
import { refreshAfterLookupChange } from './after-lookup-change.ts';

/** PUT /admin/lookups/:kind/order with every active id in the new order; the answer is the new list. */
export function useReorderLookups(kind: LookupKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callEndpoint(reorderAdminLookupsEndpoint, { params: { kind }, body: { ids }, loading: false }),
    onSuccess: (list) => {
      queryClient.setQueryData(adminLookupKeys.values(kind), list);
      return refreshAfterLookupChange(queryClient);
    },
    // A refused order (someone changed the list meanwhile): the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: adminLookupKeys.values(kind) }),
  });
}
