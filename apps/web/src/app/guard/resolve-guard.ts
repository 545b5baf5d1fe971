import { paths } from '../../lib/paths.ts';
import { meetsPermission, type RouteMeta } from './route-meta.ts';

export interface GuardInput {
  /** Metas of the matched routes, outermost first. */
  metas: readonly RouteMeta[];
  authenticated: boolean;
  /** Permission check; without it permissions are not checked (the root guard leaves them to the layout). */
  can?: (permission: string) => boolean;
  /** Path and query the visitor asked for, remembered for after sign-in. */
  wanted: string;
}

/** The route guard: where to send the visitor instead, or null to let them in. */
export function resolveGuard({ metas, authenticated, can, wanted }: GuardInput): string | null {
  const needsAuth = metas.some((meta) => meta.auth || meta.permission);
  if (needsAuth && !authenticated) return paths.login.build(wanted);
  if (authenticated && metas.some((meta) => meta.guestOnly)) return paths.dashboard.build();
  if (can && metas.some((meta) => meta.permission && !meetsPermission(meta.permission, can)))
    return paths.error.build(403);
  return null;
}
