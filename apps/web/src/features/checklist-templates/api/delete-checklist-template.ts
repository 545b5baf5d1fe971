import { deleteChecklistTemplateEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { checklistTemplateKeys } from '../../../lib/entities/checklists.ts';

/** DELETE /checklist-templates/:id: the checklists already made from it keep their items. */
export function useDeleteChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteChecklistTemplateEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistTemplateKeys.all }),
  });
}
