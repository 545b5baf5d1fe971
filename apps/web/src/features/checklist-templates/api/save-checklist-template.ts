import {
  type ChecklistTemplateInput,
  createChecklistTemplateEndpoint,
  type UpdateChecklistTemplateInput,
  updateChecklistTemplateEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { checklistTemplateKeys } from '../../../lib/entities/checklists.ts';

/**
 * POST /checklist-templates or PUT /checklist-templates/:id (with the `updated_at` read): one hook for
 * the one dialog; 409 and 422 are answered by the dialog.
 */
export function useSaveChecklistTemplate(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChecklistTemplateInput | UpdateChecklistTemplateInput) =>
      id
        ? callEndpoint(updateChecklistTemplateEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(createChecklistTemplateEndpoint, { body: input, handleErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistTemplateKeys.all }),
  });
}
