import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client.ts';
import { endpoints } from '../api/endpoints.ts';

/** GET user/permissions never shows the loading overlay (it runs behind the page). */
export function fetchPermissions() {
  return callEndpoint(endpoints.permissions, { loading: false });
}

export function fetchAuthUser() {
  return callEndpoint(endpoints.userAuth);
}

export const AUTH_USER_QUERY_KEY = ['user', 'auth'] as const;

export const authUserQueryOptions = () =>
  queryOptions({ queryKey: AUTH_USER_QUERY_KEY, queryFn: fetchAuthUser, staleTime: 60_000 });

/** Best effort: the server revokes the token; a failure must not keep the user signed in. */
export function revokeToken(token: string) {
  return callEndpoint(endpoints.logout, { token, loading: false, handleErrors: false });
}
