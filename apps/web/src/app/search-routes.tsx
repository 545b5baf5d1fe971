import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route.ts';

/** The global search's page: every signed-in user has one (each kind is filtered by permission server-side). */
export function searchRoutes(): RouteObject[] {
  return [
    {
      path: 'search',
      lazy: lazyRoute(async () => (await import('./routes/search-page.tsx')).SearchPage),
    },
  ];
}
