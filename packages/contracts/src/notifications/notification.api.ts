import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { deleteResultSchema } from '../common/records.ts';
import { queryBooleanSchema } from '../common/sort.ts';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';

/**
 * The notification centre (the bell, its panel and `/notifications`), the user's preferences per
 * kind, and the live events stream. Every call concerns the signed-in user only: another user's
 * notification answers 404.
 */

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: 'Tipo di notifica sconosciuto' });

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  /** Italian, names people and records. */
  title: z.string(),
  body: z.string().nullable(),
  /** The app path the notification opens (`/todos/12/detail`). */
  link: z.string().nullable(),
  entity: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
/** Named so as not to hide the browser's `Notification`. */
export type AppNotification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PER_PAGE_MAX = 100;

export const listNotificationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Pagina non valida' })
    .int('Pagina non valida')
    .min(1, 'Pagina non valida')
    .default(1),
  per_page: z.coerce
    .number({ error: 'Numero per pagina non valido' })
    .int('Numero per pagina non valido')
    .min(1, 'Numero per pagina non valido')
    .max(NOTIFICATIONS_PER_PAGE_MAX, `Al massimo ${NOTIFICATIONS_PER_PAGE_MAX} per pagina`)
    .default(25),
  /** `true`/`1`: only the unread ones. */
  unread: queryBooleanSchema.optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationUnreadCountSchema = z.object({ unread: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

export const markNotificationInputSchema = z.object({
  read: z.boolean({ error: 'Indica se la notifica è letta (true o false)' }),
});
export type MarkNotificationInput = z.infer<typeof markNotificationInputSchema>;

export const notificationResponseSchema = z.object({ notification: notificationSchema });
export const markAllNotificationsReadSchema = z.object({ updated: z.number().int() });

/** One kind's channels. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  in_app: z.boolean({ error: 'Valore non valido: usa true o false' }),
  push: z.boolean({ error: 'Valore non valido: usa true o false' }),
  email: z.boolean({ error: 'Valore non valido: usa true o false' }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** The answer: one entry per kind (in NOTIFICATION_KINDS order, defaults filled in). */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  /** A daily e-mail (08:00, Europe/Rome) with the unread notifications of the last day. */
  email_digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * The update: the kinds given are replaced (the others keep their value), `email_digest` when
 * given. A kind given twice is refused.
 */
export const updateNotificationPreferencesInputSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema, { error: 'Le preferenze devono essere un elenco' })
    .max(NOTIFICATION_KINDS.length, 'Troppe preferenze')
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, 'Un tipo di notifica è ripetuto')
    .optional(),
  email_digest: z.boolean({ error: 'Valore non valido: usa true o false' }).optional(),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;

export const listNotificationsEndpoint = defineEndpoint({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/notifications',
  summary: 'Le mie notifiche, dalla più recente (ultimi 90 giorni)',
  query: listNotificationsQuerySchema,
  response: notificationPageSchema,
});

export const notificationUnreadCountEndpoint = defineEndpoint({
  operationId: 'notificationUnreadCount',
  method: 'GET',
  path: '/notifications/unread-count',
  summary: 'Quante mie notifiche non sono lette',
  response: notificationUnreadCountSchema,
});

export const markNotificationEndpoint = defineEndpoint({
  operationId: 'markNotification',
  method: 'PUT',
  path: '/notifications/:id/read',
  summary: 'Segna una notifica come letta o non letta',
  body: markNotificationInputSchema,
  response: notificationResponseSchema,
});

export const markAllNotificationsReadEndpoint = defineEndpoint({
  operationId: 'markAllNotificationsRead',
  method: 'POST',
  path: '/notifications/read-all',
  summary: 'Segna tutte le mie notifiche come lette',
  response: markAllNotificationsReadSchema,
});

export const deleteNotificationEndpoint = defineEndpoint({
  operationId: 'deleteNotification',
  method: 'DELETE',
  path: '/notifications/:id',
  summary: 'Elimina una mia notifica',
  response: deleteResultSchema,
});

export const getNotificationPreferencesEndpoint = defineEndpoint({
  operationId: 'getNotificationPreferences',
  method: 'GET',
  path: '/notifications/preferences',
  summary: 'Le mie preferenze di notifica (in app, push, e-mail) per tipo e il riepilogo giornaliero',
  response: notificationPreferencesSchema,
});

export const updateNotificationPreferencesEndpoint = defineEndpoint({
  operationId: 'updateNotificationPreferences',
  method: 'PUT',
  path: '/notifications/preferences',
  summary: 'Modifica le mie preferenze di notifica',
  body: updateNotificationPreferencesInputSchema,
  response: notificationPreferencesSchema,
});

/**
 * Live events (`text/event-stream`), authenticated by the bearer header (the web app reads it with
 * fetch streaming). Every event has an `id:`; send it back as `Last-Event-ID` on reconnect to get
 * what was missed (the last ~1000 events of the server). A comment line every ~25 s keeps it open.
 */
export const liveEventsEndpoint = defineEndpoint({
  operationId: 'liveEvents',
  method: 'GET',
  path: '/events',
  summary: 'Eventi in tempo reale (server-sent events): nuove notifiche e record modificati',
  response: z
    .string()
    .describe(
      'text/event-stream: `event: notification` data {id, unread}; `event: record` data {entity, id, action}; `id:` on each event',
    ),
});

/** SSE event names. */
export const LIVE_EVENT_NOTIFICATION = 'notification';
export const LIVE_EVENT_RECORD = 'record';

/** `event: notification`: a notification was raised for me; `unread` is my new unread count. */
export const liveNotificationEventSchema = z.object({ id: z.number().int(), unread: z.number().int() });
export type LiveNotificationEvent = z.infer<typeof liveNotificationEventSchema>;

/**
 * `event: record`: a record changed (`action`: created, updated, deleted, archived, restored…).
 * Only the kind and id: refetch it with your own permissions.
 */
export const liveRecordEventSchema = z.object({
  entity: z.string(),
  id: z.number().int(),
  action: z.string(),
});
export type LiveRecordEvent = z.infer<typeof liveRecordEventSchema>;
