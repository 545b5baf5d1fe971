import { type UpdateOpportunityInput, updateOpportunityEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';

/** 409 (changed by someone else) and 422 are answered by the form itself. */
export function updateOpportunity(id: number, input: UpdateOpportunityInput) {
  return callEndpoint(updateOpportunityEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /opportunities/:id with the `updated_at` the form was loaded with. */
export function useUpdateOpportunity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOpportunityInput) => updateOpportunity(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData(opportunityKeys.detail(id), data);
      return queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
    },
  });
}
