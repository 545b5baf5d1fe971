import { onSessionExpired } from '../lib/api/session-expired.ts';
import { paths } from '../lib/paths.ts';
import { clearSession } from '../lib/session/session-actions.ts';

interface Navigator {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * What the error catalogue's "logout and go to the login route" means here: the dead token is
 * forgotten locally (the server already refuses it) and the visitor lands on /login, which brings
 * them back afterwards. On the login page itself (wrong password) nothing moves.
 */
export function endExpiredSessionWith(router: Navigator): void {
  onSessionExpired(() => {
    clearSession();
    const { pathname, search } = router.state.location;
    if (pathname === paths.login.pattern) return;
    const wanted = pathname.startsWith('/error/') || pathname === '/' ? null : `${pathname}${search}`;
    void router.navigate(paths.login.build(wanted), { replace: true });
  });
}
