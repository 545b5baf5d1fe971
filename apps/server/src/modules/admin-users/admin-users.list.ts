import type { AdminUserListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, likeEscaped } from '../../db/list/index.ts';
import { dbBool, nowIso } from '../../db/values.ts';
import { pendingInvitation, selectAdminUserViews } from './admin-users.repository.ts';

export type AdminUserFilters = FiltersOf<AdminUserListQuery>;

/**
 * The administration's users list: `q` matches name and surname (their normalised `name_key`) or the
 * e-mail; `status` is one state each (banned, else inactive, else invited, else active). Not
 * compiled: `invited` reads the clock.
 */
export const adminUserList = defineList<AdminUserFilters>()({
  table: 'users',
  name: 'admin_users',
  views: selectAdminUserViews,
  columns: 'name=name_key email last_login_at?',
  equal: ['group_id'],
  filters: (eb, f) => {
    const banned = eb('users.banned', '=', dbBool(true));
    const notBanned = eb('users.banned', '=', dbBool(false));
    const active = eb('users.active', '=', dbBool(true));
    const invited = pendingInvitation(eb, nowIso());
    switch (f.status) {
      case 'banned':
        return [banned];
      case 'inactive':
        return [notBanned, eb('users.active', '=', dbBool(false))];
      case 'invited':
        return [notBanned, active, invited];
      case 'active':
        return [notBanned, active, eb.not(invited)];
      default:
        return [];
    }
  },
  search: {
    like: (eb, pattern) =>
      eb.or([likeEscaped('users.name_key', pattern), likeEscaped('users.email', pattern)]),
  },
});
