import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { maria } from '../../test/fixtures.ts';
import { PermissionGate } from './permission-gate.tsx';
import { resolveGuard } from './resolve-guard.ts';
import { RouteGuard } from './route-guard.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The app's shape with a fake permission route, as a later module would declare it. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: RouteGuard,
        children: [
          { index: true, handle: { guestOnly: true }, element: <Where /> },
          { path: 'login', element: <Where /> },
          { path: 'error/:code', element: <Where /> },
          {
            handle: { auth: true },
            element: (
              <PermissionGate>
                <Outlet />
              </PermissionGate>
            ),
            children: [
              { path: 'dashboard', element: <Where /> },
              { path: 'opportunities', handle: { permission: 'view_opportunities' }, element: <Where /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => useSessionStore.getState().clear());

describe('route guard', () => {
  it('sends a visitor to the login route, remembering the wanted page', async () => {
    renderAt('/opportunities?page=2');
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/login?redirect=${encodeURIComponent('/opportunities?page=2')}`,
    );
  });

  it('sends a user lacking the permission to /error/403', async () => {
    useSessionStore.getState().setSession('jwt', maria);
    useSessionStore.getState().setPermissions([{ action: 'view_projects', subject: 'all' }]);
    renderAt('/opportunities');
    expect((await screen.findByTestId('where')).textContent).toBe('/error/403');
  });

  it('lets a user holding the permission in', async () => {
    useSessionStore.getState().setSession('jwt', maria);
    useSessionStore.getState().setPermissions([{ action: 'view_opportunities', subject: 'all' }]);
    renderAt('/opportunities');
    expect((await screen.findByTestId('where')).textContent).toBe('/opportunities');
  });

  it('sends a signed-in user from / to the dashboard and lets visitors stay', async () => {
    useSessionStore.getState().setSession('jwt', maria);
    renderAt('/');
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
  });

  it('follows the session: a logout on a guarded page goes to login', async () => {
    useSessionStore.getState().setSession('jwt', maria);
    renderAt('/dashboard');
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
    useSessionStore.getState().clear();
    expect(await screen.findByText(/^\/login\?redirect=/)).toBeTruthy();
  });

  it('after "Esci" goes to a plain login: the page left is not kept for whoever signs in next', async () => {
    useSessionStore.getState().setSession('jwt', maria);
    renderAt('/dashboard');
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
    useSessionStore.getState().clear(true);
    expect(await screen.findByText(/^\/login$/)).toBeTruthy();
    // Signing in again clears the flag: a later expiry remembers the page again.
    useSessionStore.getState().setSession('jwt', maria);
    expect(useSessionStore.getState().signedOut).toBe(false);
  });
});

describe('resolveGuard', () => {
  const base = { wanted: '/x', can: () => false };
  it('lets public pages through', () => {
    expect(resolveGuard({ ...base, metas: [{}, {}], authenticated: false })).toBeNull();
  });
  it('treats a permission as needing sign-in too', () => {
    expect(
      resolveGuard({ ...base, metas: [{ permission: 'view_opportunities' }], authenticated: false }),
    ).toBe('/login?redirect=%2Fx');
  });
  it('lets in a user holding any one of a list of permissions', () => {
    const metas = [{ permission: ['manage_todos', 'manage_projects'] as const }];
    const holds = (name: string) => (permission: string) => permission === name;
    expect(resolveGuard({ ...base, metas, authenticated: true, can: holds('manage_projects') })).toBeNull();
    expect(resolveGuard({ ...base, metas, authenticated: true, can: holds('view_projects') })).toBe(
      '/error/403',
    );
  });
  it('skips permissions when no check is given (the root guard)', () => {
    expect(
      resolveGuard({ metas: [{ permission: 'view_opportunities' }], authenticated: true, wanted: '/x' }),
    ).toBeNull();
  });
});
