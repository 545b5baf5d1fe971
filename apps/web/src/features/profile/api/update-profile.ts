import type { UpdateProfileInput, UserAuthResponse } from '@officina/contracts';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';
import { loadedQueryClient } from '../../../lib/loaded-query-client.ts';
import { AUTH_USER_QUERY_KEY } from '../../../lib/session/session-api.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

/**
 * PUT user/profile as a plain call; its hook is in use-update-profile.ts, apart, so that the theme switch
 * of the public pages can save without pulling TanStack Query into the /login bundle.
 */
export function updateProfile(input: UpdateProfileInput, options: { loading?: boolean } = {}) {
  return callEndpoint(endpoints.updateProfile, { body: input, ...options });
}

/** After a save the session's user and the cached GET user/auth answer follow the server's. */
export function applySavedProfile(data: UserAuthResponse): void {
  useSessionStore.getState().setUser(data.user);
  loadedQueryClient()?.setQueryData(AUTH_USER_QUERY_KEY, data);
}
