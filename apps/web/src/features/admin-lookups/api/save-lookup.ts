import {
  type CreateLookupInput,
  createAdminLookupEndpoint,
  type LookupKind,
  type UpdateLookupInput,
  updateAdminLookupEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { refreshAfterLookupChange } from './after-lookup-change.ts';

/**
 * POST /admin/lookups/:kind or PUT /admin/lookups/:kind/:id (with the `updated_at` read): 409 and
 * 422 (a name already used) are answered by the dialog.
 */
export function useSaveLookup(kind: LookupKind, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLookupInput | UpdateLookupInput) =>
      id
        ? callEndpoint(updateAdminLookupEndpoint, {
            params: { kind, id },
            body: input,
            handleErrors: false,
          })
        : callEndpoint(createAdminLookupEndpoint, { params: { kind }, body: input, handleErrors: false }),
    onSuccess: () => refreshAfterLookupChange(queryClient),
  });
}
