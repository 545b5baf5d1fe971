import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Notifications, live events, Web Push and e-mail deliveries, and the claims that make a job run
 * once across instances.
 *
 * `notifications`: what a user is told (kept 90 days). `dedupe_key` makes a trigger raise once per
 * user (e.g. `todo_due:12:2026-11-26`); unique with the user, NULL for "always new".
 * `notification_preferences`: one row per user and kind overriding the defaults (in-app, push,
 * e-mail). `notification_user_settings`: the daily e-mail digest.
 * `push_devices` / `push_device_interests`: the web devices registered through the device API (the
 * hosted provider's web shape), the device id is the credential; `session_jti` ties the device's user
 * to the session that set it (logout or expiry stops that user's pushes on it).
 * `delivery_queue`: the persistent queue of pushes and e-mails, claimed by a worker
 * (`locked_until`/`locked_by`), retried with back-off (`next_attempt_at`), done (`sent_at`) or given up
 * (`failed_at`).
 * `job_runs`: one row per job and due time (`run_key`), inserted by whichever instance claims it.
 * `notification_cursors`: how far the activity log has been read by the notification triggers
 * (starts at today's last row: history before the upgrade raises nothing).
 * `schedule_reminders_sent.notified_at`: when a recorded reminder became a notification (the
 * reminders recorded before this migration count as notified).
 */
export function notifications(engine: Engine) {
  const t = ddl(engine);
  const index = (name: string, table: string, columns: string, where = '') =>
    sql.raw(`create index ${name} on ${table} (${columns})${where ? ` where ${where}` : ''}`);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('notifications'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text')
        .addColumn('link', 'text')
        .addColumn('entity', 'text')
        .addColumn('entity_id', 'integer')
        .addColumn('dedupe_key', 'text')
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('read_at', t.instant)
        .execute();
      await index('notifications_user_idx', 'notifications', 'user_id, id').execute(db);
      await index('notifications_unread_idx', 'notifications', 'user_id, id', 'read_at is null').execute(db);
      await index('notifications_created_idx', 'notifications', 'created_at').execute(db);
      await sql
        .raw('create unique index notifications_dedupe_idx on notifications (user_id, dedupe_key)')
        .execute(db);

      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('in_app', t.bool, t.boolDefault(true))
        .addColumn('push', t.bool, t.boolDefault(true))
        .addColumn('email', t.bool, t.boolDefault(false))
        .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
        .execute();

      await db.schema
        .createTable('notification_user_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('email_digest', t.bool, t.boolDefault(false))
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('push_devices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('instance_id', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('session_jti', 'text')
        .addColumn('sdk_version', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .execute();
      await index('push_devices_user_idx', 'push_devices', 'user_id').execute(db);
      await index('push_devices_endpoint_idx', 'push_devices', 'endpoint').execute(db);

      await db.schema
        .createTable('push_device_interests')
        .addColumn('device_id', 'text', (c) => c.notNull().references('push_devices.id').onDelete('cascade'))
        .addColumn('interest', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('push_device_interests_pk', ['device_id', 'interest'])
        .execute();
      await index(
        'push_device_interests_interest_idx',
        'push_device_interests',
        'interest, device_id',
      ).execute(db);

      await t
        .id(db.schema.createTable('delivery_queue'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.references('push_devices.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('notification_id', 'integer', (c) => c.references('notifications.id').onDelete('set null'))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.instant, (c) => c.notNull())
        .addColumn('locked_until', t.instant)
        .addColumn('locked_by', 'text')
        .addColumn('sent_at', t.instant)
        .addColumn('failed_at', t.instant)
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .execute();
      await index(
        'delivery_queue_due_idx',
        'delivery_queue',
        'next_attempt_at, id',
        'sent_at is null and failed_at is null',
      ).execute(db);
      await index('delivery_queue_created_idx', 'delivery_queue', 'created_at').execute(db);

      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('run_key', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text', (c) => c.notNull())
        .addColumn('claimed_at', t.instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'run_key'])
        .execute();

      await db.schema
        .createTable('notification_cursors')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('last_id', 'integer', (c) => c.notNull())
        .execute();
      await sql
        .raw(
          "insert into notification_cursors (name, last_id) select 'activity', coalesce(max(id), 0) from activity_log",
        )
        .execute(db);

      await db.schema.alterTable('schedule_reminders_sent').addColumn('notified_at', t.instant).execute();
      await sql.raw('update schedule_reminders_sent set notified_at = created_at').execute(db);
      await index(
        'schedule_reminders_pending_idx',
        'schedule_reminders_sent',
        'due_at',
        'notified_at is null',
      ).execute(db);
    },
  };
}
