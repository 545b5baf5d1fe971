import { mySessionsEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';

export const sessionKeys = { mine: ['user_sessions'] as const };

/** GET user/sessions: my live sessions, newest first, this one marked. */
export const mySessionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.mine,
    queryFn: ({ signal }) => callEndpoint(mySessionsEndpoint, { signal, loading: false }),
  });

export function useMySessions() {
  return useQuery(mySessionsQuery());
}
