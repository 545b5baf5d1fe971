import { listUserGroupsEndpoint } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';

/** Query keys of the user groups (administration), all under `user-groups`. */
export const userGroupKeys = {
  all: ['user-groups'] as const,
  list: ['user-groups', 'list'] as const,
};

/** GET /admin/groups: every group, by name (at most 100: no paging). */
export function listUserGroups(signal?: AbortSignal) {
  return callEndpoint(listUserGroupsEndpoint, { loading: false, ...(signal ? { signal } : {}) });
}
