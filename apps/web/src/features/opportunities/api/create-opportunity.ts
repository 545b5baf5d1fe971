import { type CreateOpportunityInput, createOpportunityEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';

/** 422 is answered by the form itself, not toasted. */
export function createOpportunity(input: CreateOpportunityInput) {
  return callEndpoint(createOpportunityEndpoint, { body: input, handleErrors: false });
}

/** POST /opportunities: the number YYYY/NNNN is assigned by the server. */
export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpportunity,
    onSuccess: (data) => {
      queryClient.setQueryData(opportunityKeys.detail(data.opportunity.id), data);
      return queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
    },
  });
}
