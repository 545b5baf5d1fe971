import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ExternalLinkListParams,
  externalLinkKeys,
  listExternalLinks,
} from '../../../lib/entities/external-links.ts';

export const externalLinkListQueryOptions = (query: ExternalLinkListParams) =>
  queryOptions({
    queryKey: externalLinkKeys.list(query),
    queryFn: ({ signal }) => listExternalLinks(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /external-links: one page (filters category, client, project; search title, address, description). */
export function useExternalLinks(query: ExternalLinkListParams) {
  return useQuery(externalLinkListQueryOptions(query));
}
