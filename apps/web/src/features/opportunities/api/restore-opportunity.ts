import { restoreOpportunityEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';

export function restoreOpportunity(id: number) {
  return callEndpoint(restoreOpportunityEndpoint, { params: { id } });
}

/** POST /opportunities/:id/restore. */
export function useRestoreOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
