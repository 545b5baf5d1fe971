import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUserGroups, userGroupKeys } from '../../../lib/entities/user-groups.ts';

export const userGroupListQueryOptions = () =>
  queryOptions({ queryKey: userGroupKeys.list, queryFn: ({ signal }) => listUserGroups(signal) });

/** GET /admin/groups: every group with its permissions and its users' count. */
export function useUserGroups() {
  return useQuery(userGroupListQueryOptions());
}
