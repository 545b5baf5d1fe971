import { can } from '@officina/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useAppAbility } from '../../lib/ability.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { resolveGuard } from './resolve-guard.ts';
import { routeMeta } from './route-meta.ts';

/** Inside the signed-in pages: a route declaring a permission the user lacks goes to /error/403. */
export function PermissionGate({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const authenticated = useSessionStore((state) => state.authenticated);
  const ability = useAppAbility();
  const target = resolveGuard({
    metas: matches.map((match) => routeMeta(match.handle)),
    authenticated,
    can: (permission) => can(ability, permission),
    wanted: `${location.pathname}${location.search}`,
  });
  return target ? <Navigate to={target} replace /> : children;
}
