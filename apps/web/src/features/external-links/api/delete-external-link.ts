import { deleteExternalLinkEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { externalLinkKeys } from '../../../lib/entities/external-links.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

/** DELETE /external-links/:id (a link is deleted, never archived). */
export function useDeleteExternalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteExternalLinkEndpoint, { params: { id } }),
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, externalLinkKeys.detail(id), [externalLinkKeys.all]),
  });
}
