import type { RouteObject } from 'react-router';
import { meta } from './guard/route-meta.ts';
import { lazyRoute } from './lazy-route.ts';

/** Who may open the administration home: anyone holding one of the admin permissions. */
export const adminPermissions = ['manage_users', 'manage_settings'] as const;

/**
 * The administration area (#20), each page a lazy chunk under /admin: users, groups and their
 * permissions, and the audit log need `manage_users`; lookups and company data `manage_settings`.
 */
export function adminRoutes(): RouteObject[] {
  return [
    {
      path: 'admin',
      handle: meta({ permission: adminPermissions }),
      lazy: lazyRoute(async () => (await import('./routes/admin-home-page.tsx')).AdminHomePage),
    },
    {
      path: 'admin/users',
      handle: meta({ permission: 'manage_users' }),
      lazy: lazyRoute(async () => (await import('./routes/admin-users-page.tsx')).AdminUsersPage),
    },
    {
      path: 'admin/groups',
      handle: meta({ permission: 'manage_users' }),
      lazy: lazyRoute(async () => (await import('./routes/admin-groups-page.tsx')).AdminGroupsPage),
    },
    {
      path: 'admin/audit',
      handle: meta({ permission: 'manage_users' }),
      lazy: lazyRoute(async () => (await import('./routes/admin-audit-page.tsx')).AdminAuditPage),
    },
    {
      path: 'admin/company',
      handle: meta({ permission: 'manage_settings' }),
      lazy: lazyRoute(async () => (await import('./routes/admin-company-page.tsx')).AdminCompanyPage),
    },
    {
      path: 'admin/lookups/:kind?',
      handle: meta({ permission: 'manage_settings' }),
      lazy: lazyRoute(async () => (await import('./routes/admin-lookups-page.tsx')).AdminLookupsPage),
    },
  ];
}
