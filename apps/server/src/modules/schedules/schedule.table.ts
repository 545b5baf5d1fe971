import type { ColumnType, Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

/** An event or a recurring series (migration 0021). */
export interface SchedulesTable {
  id: Generated<number>;
  calendar_id: number;
  title: string;
  /** normalizeText(title + location + description). */
  search_text: string;
  description: string | null;
  location: string | null;
  all_day: DbBool;
  /** Europe/Rome wall-clock `YYYY-MM-DDTHH:mm`, or `YYYY-MM-DD` when all day. */
  start_local: string;
  /** As start_local; an all-day event's last day (inclusive). */
  end_local: string;
  /** The first occurrence's start as an instant. */
  starts_at: Instant;
  /** The last occurrence's end as an instant; null for a series without an end. */
  ends_at: Instant | null;
  /** Span of first start to last end: 0 ≤ 31 days, 1 ≤ 400 days, 2 longer or endless (migration 0023). */
  span_class: ColumnType<number, number | undefined, number>;
  /** RFC 5545 RRULE value, null for a single event. */
  rrule: string | null;
  skip_holidays: DbBool;
  /** Set on an occurrence detached from its series ("Solo questo evento"). */
  series_id: number | null;
  /** The series' start this detached occurrence replaces. */
  recurrence_start: string | null;
  client_id: number | null;
  project_id: number | null;
  reminder_minutes: number | null;
  created_at: Instant;
  updated_at: Instant;
  /** The organiser. */
  created_by: number | null;
}

export interface ScheduleAttendeesTable {
  schedule_id: number;
  user_id: number;
}

/** An occurrence start removed from a series (deleted, or detached as its own event). */
export interface ScheduleExdatesTable {
  schedule_id: number;
  occurrence_start: string;
}

/** A user's secret ICS feed (SHA-256 of the token in the address). */
export interface ScheduleFeedTokensTable {
  user_id: number;
  token_hash: string;
  created_at: Instant;
}

/** A reminder raised for one occurrence and one attendee (once: primary key). */
export interface ScheduleRemindersSentTable {
  schedule_id: number;
  occurrence_start: string;
  user_id: number;
  due_at: Instant;
  created_at: Instant;
  /** When the notifications module turned it into a notification (migration 0024). */
  notified_at: Instant | null;
}
