import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUserListParams, adminUserKeys, listAdminUsers } from './admin-user-keys.ts';

export const adminUserListQueryOptions = (query: AdminUserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => listAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /admin/users: one page (search name, surname, e-mail; filters group and state). */
export function useAdminUsers(query: AdminUserListParams) {
  return useQuery(adminUserListQueryOptions(query));
}
