import { externalLinkActivityEndpoint } from '@officina/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { externalLinkKeys } from '../../../lib/entities/external-links.ts';

export const ACTIVITY_PAGE_SIZE = 20;

/** GET /external-links/:id/activity, newest first. */
export function useExternalLinkActivity(id: number, page: number) {
  return useQuery({
    queryKey: externalLinkKeys.activity(id, page),
    queryFn: () =>
      callEndpoint(externalLinkActivityEndpoint, {
        params: { id },
        query: { page, per_page: ACTIVITY_PAGE_SIZE },
        loading: false,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
