import type { NotificationKind } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../events/bus.ts';

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
}

/**
 * SCAFFOLD (the notifications helper implements it): stores the drafts the user's preferences allow
 * (a draft whose dedupe key the user already has is skipped), enqueues their pushes and e-mails in
 * the same transaction, and answers what was stored. Call inside the trigger's transaction; after
 * the commit call `announceNotifications`.
 */
export async function raiseNotifications(
  _db: Db,
  _drafts: readonly NotificationDraft[],
): Promise<RaisedNotification[]> {
  return [];
}

/** After the commit: tells the users' open pages (the bell's count rises live). */
export function announceNotifications(bus: EventBus, raised: readonly RaisedNotification[]): void {
  for (const item of raised)
    bus.publish({ type: 'notification', userId: item.userId, notificationId: item.id });
}
