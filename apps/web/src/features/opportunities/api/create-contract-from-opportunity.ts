import {
  type CreateContractFromOpportunityInput,
  createContractFromOpportunityEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { contractKeys } from '../../../lib/entities/contracts.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';
import { projectKeys } from '../../../lib/entities/projects.ts';

/**
 * POST /opportunities/:id/contract: a contract prefilled from a won opportunity and its accepted rows
 * (with `create_project`, its project too). Refreshes opportunities, contracts and projects.
 */
export function useCreateContractFromOpportunity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateContractFromOpportunityInput) =>
      callEndpoint(createContractFromOpportunityEndpoint, { params: { id }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opportunityKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
