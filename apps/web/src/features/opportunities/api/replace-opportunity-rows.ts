import { type ReplaceOpportunityRowsInput, replaceOpportunityRowsEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';

/** 409 and 422 are answered by the editor itself. */
export function replaceOpportunityRows(id: number, input: ReplaceOpportunityRowsInput) {
  return callEndpoint(replaceOpportunityRowsEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /opportunities/:id/rows: the whole ordered list in one transaction, with the opportunity's updated_at. */
export function useReplaceOpportunityRows(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceOpportunityRowsInput) => replaceOpportunityRows(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
  });
}
