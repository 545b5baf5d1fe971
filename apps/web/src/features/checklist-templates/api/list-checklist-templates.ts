import { listChecklistTemplatesEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { checklistTemplateKeys } from './query-keys.ts';

export function listChecklistTemplates(signal?: AbortSignal) {
  return callEndpoint(listChecklistTemplatesEndpoint, { loading: false, ...(signal ? { signal } : {}) });
}

export const checklistTemplateListQueryOptions = () =>
  queryOptions({
    queryKey: checklistTemplateKeys.list,
    queryFn: ({ signal }) => listChecklistTemplates(signal),
  });

/** GET /checklist-templates: every template, by name (a few dozen at most: no paging). */
export function useChecklistTemplates() {
  return useQuery(checklistTemplateListQueryOptions());
}
