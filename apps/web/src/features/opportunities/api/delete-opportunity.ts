import { deleteOpportunityEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

export function deleteOpportunity(id: number) {
  return callEndpoint(deleteOpportunityEndpoint, { params: { id } });
}

/** DELETE /opportunities/:id: deleted, or archived when a contract points at it. */
export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpportunity,
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, opportunityKeys.detail(id), [opportunityKeys.all]),
  });
}
