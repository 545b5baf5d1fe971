import { queryOptions, useQuery } from '@tanstack/react-query';
import { externalLinkKeys, getExternalLink } from '../../../lib/entities/external-links.ts';

export const externalLinkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: externalLinkKeys.detail(id),
    queryFn: () => getExternalLink(id),
    select: (data) => data.external_link,
  });

/** GET /external-links/:id. */
export function useExternalLink(id: number) {
  return useQuery({ ...externalLinkQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
