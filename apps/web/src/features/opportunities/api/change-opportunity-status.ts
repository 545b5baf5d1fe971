import { type ChangeOpportunityStatusInput, changeOpportunityStatusEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';

/** 409 and 422 (lost reason missing) are answered by the dialog itself. */
export function changeOpportunityStatus(id: number, input: ChangeOpportunityStatusInput) {
  return callEndpoint(changeOpportunityStatusEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** POST /opportunities/:id/status: new state, note, lost reason; written to the history. */
export function useChangeOpportunityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ChangeOpportunityStatusInput }) =>
      changeOpportunityStatus(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData(opportunityKeys.detail(data.opportunity.id), data);
      return queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
    },
  });
}
