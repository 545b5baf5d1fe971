import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { resolveGuard } from './resolve-guard.ts';
import { routeMeta } from './route-meta.ts';

/**
 * Root guard: sign-in (to /login, remembering the wanted page) and guest-only pages. Permissions are
 * checked by PermissionGate inside the authenticated layout, so CASL stays out of the login bundle.
 */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const authenticated = useSessionStore((state) => state.authenticated);
  // After "Esci" the page left behind is not remembered for whoever signs in next.
  const signedOut = useSessionStore((state) => state.signedOut);
  const target = resolveGuard({
    metas: matches.map((match) => routeMeta(match.handle)),
    authenticated,
    wanted: signedOut ? '' : `${location.pathname}${location.search}`,
  });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
