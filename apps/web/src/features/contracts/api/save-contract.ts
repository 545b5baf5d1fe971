import {
  type CreateContractInput,
  createContractEndpoint,
  type UpdateContractInput,
  updateContractEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { contractKeys } from '../../../lib/entities/contracts.ts';

/** POST /contracts or PUT /contracts/:id (with `updated_at`); 409 and 422 answered by the form. */
export function useSaveContract(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateContractInput | UpdateContractInput) =>
      id
        ? callEndpoint(updateContractEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(createContractEndpoint, { body: input, handleErrors: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(contractKeys.detail(data.contract.id), data);
      return queryClient.invalidateQueries({ queryKey: contractKeys.all });
    },
  });
}
