import { deleteAdminLookupEndpoint, type LookupKind, restoreAdminLookupEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { refreshAfterLookupChange } from './after-lookup-change.ts';

/** DELETE /admin/lookups/:kind/:id: deleted when unused, archived when used (the answer says which). */
export function useDeleteLookup(kind: LookupKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteAdminLookupEndpoint, { params: { kind, id } }),
    onSuccess: () => refreshAfterLookupChange(queryClient),
  });
}

/** POST /admin/lookups/:kind/:id/restore: an archived value back at the end of the list. */
export function useRestoreLookup(kind: LookupKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(restoreAdminLookupEndpoint, { params: { kind, id } }),
    onSuccess: () => refreshAfterLookupChange(queryClient),
  });
}
