import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route.ts';

/** Notifications: the full page of the centre (every signed-in user has their own). */
export function notificationRoutes(): RouteObject[] {
  return [
    {
      path: 'notifications',
      lazy: lazyRoute(async () => (await import('./routes/notifications-page.tsx')).NotificationsPage),
    },
  ];
}
