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
import { signedIn } from '../../http/access.ts';
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
  const ownOnly = signedIn({ own: 'own notifications', others: [], refusal: 404 });

  route(listNotificationsEndpoint, {
    access: signedIn(),
    handler: (request) => listNotifications(ctx.db, me(request), request.query),
  });
  route(notificationUnreadCountEndpoint, {
    access: signedIn(),
    handler: async (request) => ({ unread: await unreadNotificationCount(ctx.db, me(request)) }),
  });
  route(markAllNotificationsReadEndpoint, {
    access: signedIn(),
    handler: (request) => markAllNotificationsRead(ctx.db, me(request)),
  });
  route(getNotificationPreferencesEndpoint, {
    access: signedIn(),
    handler: (request) => getNotificationPreferences(ctx.db, me(request)),
  });
  route(updateNotificationPreferencesEndpoint, {
    access: signedIn(),
    handler: (request) => updateNotificationPreferences(ctx.db, me(request), request.body),
  });
  idRoute(markNotificationEndpoint, {
    access: ownOnly,
    handler: (request) => markNotification(ctx.db, me(request), request.params.id, request.body.read),
  });
  idRoute(deleteNotificationEndpoint, {
    access: ownOnly,
    handler: (request) => deleteNotification(ctx.db, me(request), request.params.id),
  });
}
