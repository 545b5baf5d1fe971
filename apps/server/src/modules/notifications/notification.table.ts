import type { Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

/** What a user is told (migration 0024); kept 90 days. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** One of NOTIFICATION_KINDS (contracts). */
  kind: string;
  title: string;
  body: string | null;
  /** The app path the notification opens, e.g. `/todos/12/detail`. */
  link: string | null;
  entity: string | null;
  entity_id: number | null;
  /** Unique with the user: a trigger raises once per key (`todo_due:12:2026-11-26`). */
  dedupe_key: string | null;
  created_at: Instant;
  read_at: Instant | null;
}

/** A user's choice for one kind, overriding the defaults. */
export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  in_app: DbBool;
  push: DbBool;
  email: DbBool;
}

export interface NotificationUserSettingsTable {
  user_id: number;
  email_digest: DbBool;
  updated_at: Instant;
}

/** How far a follower (today: `activity`) has read. */
export interface NotificationCursorsTable {
  name: string;
  last_id: number;
}
