import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';
import { externalLinkKeys } from '../../../lib/entities/external-links.ts';

/** The link categories (GET /lookups/external_link_categories), in display order; [] while loading. */
export function useLinkCategories() {
  const query = useQuery({
    queryKey: externalLinkKeys.categories,
    queryFn: () =>
      callEndpoint(endpoints.lookups, { params: { kind: 'external_link_categories' }, loading: false }),
    select: (answer) => [...answer.data].sort((a, b) => a.position - b.position),
    staleTime: 5 * 60_000,
  });
  return query.data ?? [];
}
