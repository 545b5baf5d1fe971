import {
  type CreateExternalLinkInput,
  createExternalLinkEndpoint,
  type UpdateExternalLinkInput,
  updateExternalLinkEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { externalLinkKeys } from '../../../lib/entities/external-links.ts';

/**
 * POST /external-links or PUT /external-links/:id (with the `updated_at` read): 409 and 422 (an
 * address that is not http or https) are answered by the form.
 */
export function useSaveExternalLink(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateExternalLinkInput | UpdateExternalLinkInput) =>
      id
        ? callEndpoint(updateExternalLinkEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(createExternalLinkEndpoint, { body: input, handleErrors: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(externalLinkKeys.detail(data.external_link.id), data);
      return queryClient.invalidateQueries({ queryKey: externalLinkKeys.all });
    },
  });
}
