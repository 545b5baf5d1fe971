import { afterEach, describe, expect, it, vi } from 'vitest';
import { endExpiredSession, onSessionExpired } from '../lib/api/session-expired.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { maria } from '../test/fixtures.ts';
import { endExpiredSessionWith } from './session-expiry.ts';

function fakeRouter(pathname: string, search = '') {
  return { state: { location: { pathname, search } }, navigate: vi.fn() };
}

afterEach(() => onSessionExpired(null));

describe('ending an expired session (401, token 500)', () => {
  it('logs out and goes to the login route, remembering the page', () => {
    useSessionStore.getState().setSession('jwt', maria);
    const router = fakeRouter('/profile', '?tab=1');
    endExpiredSessionWith(router);
    endExpiredSession();
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(router.navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/profile?tab=1')}`, {
      replace: true,
    });
  });

  it('stays on the login page (a wrong password is a 401 too)', () => {
    const router = fakeRouter('/login', '?redirect=%2Fprofile');
    endExpiredSessionWith(router);
    endExpiredSession();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
