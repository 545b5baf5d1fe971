import { queryOptions, useQuery } from '@tanstack/react-query';
import { checklistTemplateKeys, listChecklistTemplates } from '../../../lib/entities/checklists.ts';

export const checklistTemplateListQueryOptions = () =>
  queryOptions({
    queryKey: checklistTemplateKeys.list,
    queryFn: ({ signal }) => listChecklistTemplates(signal),
  });

/** GET /checklist-templates: every template, by name (a few dozen at most: no paging). */
export function useChecklistTemplates() {
  return useQuery(checklistTemplateListQueryOptions());
}
