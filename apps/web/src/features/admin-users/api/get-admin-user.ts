import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserKeys, getAdminUser } from './admin-user-keys.ts';

export const adminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminUserKeys.detail(id), queryFn: ({ signal }) => getAdminUser(id, signal) });

/** GET /admin/users/:id, for the user's dialog (0: nothing asked). */
export function useAdminUser(id: number) {
  return useQuery({ ...adminUserQueryOptions(id), enabled: id > 0 });
}
