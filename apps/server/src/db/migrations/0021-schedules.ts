import { type Kysely, sql } from 'kysely';
import { ddl } from './ddl.ts';
import type { Engine } from './frozen.ts';

/**
 * Shared calendars.
 *
 * `schedules`: one row per event or recurring series. `start_local`/`end_local` are Europe/Rome
 * wall-clock (`YYYY-MM-DDTHH:mm`, or days for an all-day event, end inclusive); `starts_at` is the
 * first occurrence's start as an instant, `ends_at` the end of the last occurrence (null for a
 * series without an end): the window query reads `starts_at < to and (ends_at is null or ends_at >
 * from)`, so an unbounded series is always a candidate and expanded in code. `rrule` is the RFC
 * 5545 rule (null = one occurrence). An occurrence edited alone ("Solo questo evento") becomes a
 * row of its own with `series_id` and `recurrence_start` (the start it replaces), and its series
 * gets that start in `schedule_exdates`.
 *
 * `schedule_attendees`: who attends (users). `schedule_feed_tokens`: each user's secret ICS feed,
 * stored as a SHA-256 (regenerating replaces the row). `schedule_reminders_sent`: one row per
 * occurrence and attendee whose reminder was recorded, so a reminder is raised once even with
 * several instances (primary key).
 */
export function schedules(engine: Engine) {
  const t = ddl(engine);
  const pg = engine === 'postgres';
  const nl = pg ? ' nulls first' : '';
  const index = (name: string, table: string, columns: string) =>
    sql.raw(`create index ${name} on ${table} (${columns})`);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await t
        .id(db.schema.createTable('schedules'))
        .addColumn('calendar_id', 'integer', (c) => c.notNull().references('lookups.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('location', 'text')
        .addColumn('all_day', t.bool, t.boolDefault(false))
        .addColumn('start_local', 'text', (c) => c.notNull())
        .addColumn('end_local', 'text', (c) => c.notNull())
        .addColumn('starts_at', t.instant, (c) => c.notNull())
        .addColumn('ends_at', t.instant)
        .addColumn('rrule', 'text')
        .addColumn('skip_holidays', t.bool, t.boolDefault(false))
        .addColumn('series_id', 'integer', (c) => c.references('schedules.id').onDelete('cascade'))
        .addColumn('recurrence_start', 'text')
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('reminder_minutes', 'integer')
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addColumn('updated_at', t.instant, (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await index('schedules_window_idx', 'schedules', `starts_at, ends_at${nl}, id`).execute(db);
      await index('schedules_owner_idx', 'schedules', 'created_by, starts_at').execute(db);
      await index('schedules_calendar_idx', 'schedules', 'calendar_id, starts_at').execute(db);
      await index('schedules_client_idx', 'schedules', 'client_id, starts_at').execute(db);
      await index('schedules_project_idx', 'schedules', 'project_id, starts_at').execute(db);
      await index('schedules_series_idx', 'schedules', 'series_id').execute(db);

      await db.schema
        .createTable('schedule_attendees')
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('schedule_attendees_pk', ['schedule_id', 'user_id'])
        .execute();
      await index('schedule_attendees_user_idx', 'schedule_attendees', 'user_id, schedule_id').execute(db);

      await db.schema
        .createTable('schedule_exdates')
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('occurrence_start', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('schedule_exdates_pk', ['schedule_id', 'occurrence_start'])
        .execute();

      await db.schema
        .createTable('schedule_feed_tokens')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('schedule_reminders_sent')
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('occurrence_start', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('due_at', t.instant, (c) => c.notNull())
        .addColumn('created_at', t.instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('schedule_reminders_sent_pk', ['schedule_id', 'occurrence_start', 'user_id'])
        .execute();
      await index('schedule_reminders_user_idx', 'schedule_reminders_sent', 'user_id, due_at').execute(db);
    },
  };
}
