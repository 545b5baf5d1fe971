import type { Instant } from '../../db/values.ts';

/** The iCalendar UID an imported event came with, per calendar (migration 0022). */
export interface ScheduleImportUidsTable {
  schedule_id: number;
  calendar_id: number;
  uid: string;
  /** The RECURRENCE-ID of an imported exception (Rome wall-clock or a day), '' for the event itself. */
  recurrence_id: string;
  created_at: Instant;
}
