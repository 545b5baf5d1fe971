import {
  deleteNotificationEndpoint,
  getNotificationPreferencesEndpoint,
  listNotificationsEndpoint,
  markAllNotificationsReadEndpoint,
  markNotificationEndpoint,
  notificationUnreadCountEndpoint,
  updateNotificationPreferencesEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotification,
  unreadNotificationCount,
} from './notification.service.ts';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences.service.ts';

const TAG = 'notifications';

/**
 * The signed-in user's notification centre and preferences (docs/modules/notifications.md). No
 * permission beyond being signed in: every call is scoped to the user's own rows.
 */
export async function notificationRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, TAG);
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user.id;

  route(listNotificationsEndpoint, {
    handler: (request) => listNotifications(ctx.db, me(request), request.query),
  });
  route(notificationUnreadCountEndpoint, {
    handler: async (request) => ({ unread: await unreadNotificationCount(ctx.db, me(request)) }),
  });
  route(markAllNotificationsReadEndpoint, {
    handler: (request) => markAllNotificationsRead(ctx.db, me(request)),
  });
  route(getNotificationPreferencesEndpoint, {
    handler: (request) => getNotificationPreferences(ctx.db, me(request)),
  });
  route(updateNotificationPreferencesEndpoint, {
    handler: (request) => updateNotificationPreferences(ctx.db, me(request), request.body),
  });
  idRoute(markNotificationEndpoint, {
    handler: (request) => markNotification(ctx.db, me(request), request.params.id, request.body.read),
  });
  idRoute(deleteNotificationEndpoint, {
    handler: (request) => deleteNotification(ctx.db, me(request), request.params.id),
  });
}
