import { type AdminUserListQuery, getAdminUserEndpoint, listAdminUsersEndpoint } from '@officina/contracts';
import { callEndpoint } from '../../../lib/api/api-client.ts';

export type AdminUserListParams = Partial<AdminUserListQuery>;

/** Query keys of the administration's users, all under `admin-users`. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUserListParams) => ['admin-users', 'list', query] as const,
  detail: (id: number) => ['admin-users', 'detail', id] as const,
};

export function listAdminUsers(query: AdminUserListParams, signal?: AbortSignal) {
  return callEndpoint(listAdminUsersEndpoint, {
    query: query as Record<string, string | number | boolean | undefined>,
    loading: false,
    ...(signal ? { signal } : {}),
  });
}

export function getAdminUser(id: number, signal?: AbortSignal) {
  return callEndpoint(getAdminUserEndpoint, {
    params: { id },
    loading: false,
    ...(signal ? { signal } : {}),
  });
}
