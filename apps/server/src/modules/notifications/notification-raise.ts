import type { NotificationKind } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import type { EventBus } from '../../events/bus.ts';
import { enqueuePushToUsers } from '../push/push-publish.ts';
import { enqueueEmailDelivery, insertNotificationIfNew } from './notification-delivery.repository.ts';
import type { NotificationEmailPayload } from './notification-email.ts';
import { reachableUserIds } from './notification-preferences.repository.ts';
import { channelsOfUsers } from './notification-preferences.service.ts';

/** What a trigger asks to tell one user. */
export interface NotificationDraft {
  userId: number;
  kind: NotificationKind;
  /** Italian, names people and records ("Mario Rossi ti ha assegnato «Preventivo Bianchi»"). */
  title: string;
  body?: string | null;
  /** App path the notification opens (`/todos/12/detail`). */
  link?: string | null;
  entity?: string | null;
  entityId?: number | null;
  /** Raise once per user and key (`todo_due:12:2026-11-26`); null: always a new one. */
  dedupeKey?: string | null;
}

export interface RaisedNotification {
  id: number;
  userId: number;
  /** False when the user turned the kind's in-app channel off: stored already read (see below). */
  inApp?: boolean;
}

/**
 * Stores the drafts the users' preferences allow and queues their pushes and e-mails, in the
 * caller's transaction (call it inside the trigger's; after the commit call
 * `announceNotifications`). Answers what was stored.
 *
 * - Channels: the user's `notification_preferences` row for the kind, else
 *   NOTIFICATION_DEFAULT_CHANNELS (in app and push; e-mail only when opted in).
 * - In app off but push or e-mail on: the row is still stored, already read. The push and the
 *   e-mail then open a notification that exists, the bell does not count it, and the dedupe key is
 *   recorded so a trigger that runs again does not push or mail twice.
 * - Every channel off: nothing is stored or sent.
 * - A draft whose `(user, dedupe key)` the user already has is skipped (insert … on conflict do
 *   nothing, safe when two instances raise the same at once); so are users inactive or banned.
 */
export async function raiseNotifications(
  db: Db,
  drafts: readonly NotificationDraft[],
): Promise<RaisedNotification[]> {
  if (drafts.length === 0) return [];
  const userIds = [...new Set(drafts.map((draft) => draft.userId))];
  const reachable = new Set((await reachableUserIds(db, userIds)).map((row) => row.id));
  const channelsOf = await channelsOfUsers(db, [...reachable]);
  const raised: RaisedNotification[] = [];
  for (const draft of drafts) {
    if (!reachable.has(draft.userId)) continue;
    const channels = channelsOf(draft.userId, draft.kind);
    if (!channels.in_app && !channels.push && !channels.email) continue;
    const now = nowIso();
    const message = { title: draft.title, body: draft.body ?? null, link: draft.link ?? null };
    const id = await insertNotificationIfNew(db, {
      user_id: draft.userId,
      kind: draft.kind,
      ...message,
      entity: draft.entity ?? null,
      entity_id: draft.entityId ?? null,
      dedupe_key: draft.dedupeKey ?? null,
      created_at: now,
      read_at: channels.in_app ? null : now,
    });
    if (id === undefined) continue;
    if (channels.push) await enqueuePushToUsers(db, [draft.userId], { ...message, notificationId: id });
    if (channels.email) {
      const payload: NotificationEmailPayload = {
        type: 'notification',
        userId: draft.userId,
        kind: draft.kind,
        ...message,
      };
      await enqueueEmailDelivery(db, { userId: draft.userId, notificationId: id, payload, now });
    }
    raised.push({ id, userId: draft.userId, inApp: channels.in_app });
  }
  return raised;
}

/**
 * After the commit: tells the users' open pages (the bell's count rises live). A notification
 * stored already read (in app off) changes no count and is not announced.
 */
export function announceNotifications(bus: EventBus, raised: readonly RaisedNotification[]): void {
  for (const item of raised) {
    if (item.inApp === false) continue;
    bus.publish({ type: 'notification', userId: item.userId, notificationId: item.id });
  }
}
