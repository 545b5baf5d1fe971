import type { AppNotification, NotificationKind } from '@officina/contracts';
import type { NotificationRow } from './notification.repository.ts';

/** A stored notification → the API's view (the row's `kind` is one of NOTIFICATION_KINDS). */
export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    entity: row.entity,
    entity_id: row.entity_id,
    created_at: row.created_at,
    read_at: row.read_at,
  };
}
