import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import type { RouteMeta } from './guard/route-meta.ts';
import { InitialLoading } from './initial-loading.tsx';
import { lazyRoute } from './lazy-route.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootView } from './root-view.tsx';

const meta = (value: RouteMeta): RouteMeta => value;

/**
 * Every page is a lazy chunk (SPEC §2). Pages needing sign-in live under the authenticated layout;
 * a page needing a permission declares it, e.g.
 * `{ path: 'opportunities', handle: meta({ permission: 'view_opportunities' }), lazy: lazyRoute(…) }`.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: meta({ guestOnly: true }),
    lazy: lazyRoute(async () => (await import('./routes/landing-page.tsx')).LandingPage),
  },
  { path: 'login', lazy: lazyRoute(async () => (await import('./routes/login-page.tsx')).LoginPage) },
  {
    path: 'reset-password/:code',
    lazy: lazyRoute(async () => (await import('./routes/reset-password-page.tsx')).ResetPasswordPage),
  },
  { path: 'error/:code', lazy: lazyRoute(async () => (await import('./routes/error-page.tsx')).ErrorPage) },
];

export const authenticatedRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyRoute(async () => (await import('./routes/dashboard-page.tsx')).DashboardPage),
  },
  { path: 'profile', lazy: lazyRoute(async () => (await import('./routes/profile-page.tsx')).ProfilePage) },
  {
    path: 'settings',
    handle: meta({ permission: 'manage_settings' }),
    lazy: lazyRoute(async () => (await import('./routes/settings-page.tsx')).SettingsPage),
  },
];

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootView,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: InitialLoading,
      children: [
        {
          lazy: lazyRoute(async () => (await import('./layouts/default-layout.tsx')).DefaultLayout),
          children: publicRoutes,
        },
        {
          handle: meta({ auth: true }),
          lazy: lazyRoute(
            async () => (await import('./layouts/authenticated-layout.tsx')).AuthenticatedLayout,
          ),
          children: authenticatedRoutes,
        },
        { path: paths.forbiddenAlias.pattern, element: <Navigate to={paths.error.build(403)} replace /> },
        { path: '*', element: <Navigate to={paths.error.build(404)} replace /> },
      ],
    },
  ];
}
