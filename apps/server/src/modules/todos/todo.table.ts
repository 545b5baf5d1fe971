import type { ColumnType, Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface TodosTable {
  id: Generated<number>;
  title: string;
  title_key: string;
  search_text: string;
  description: string | null;
  project_id: number | null;
  client_id: number | null;
  state_id: number | null;
  category_id: number | null;
  /** 1 low … 4 urgent. */
  priority_rank: number;
  start_at: Instant | null;
  due_at: Instant | null;
  /** A due date without a time: due_at is the end of that day (Europe/Rome). 0/1 on SQLite. */
  due_all_day: ColumnType<boolean | number, number | undefined, number>;
  estimate_minutes: number | null;
  /** todo_type_repeat key. */
  repeat_type: string;
  repeat_interval: number;
  /** ISO weekdays, comma-separated (`1,3,5`), '' for none. */
  repeat_weekdays: string;
  /** todo_type_end_repeat key. */
  end_repeat_type: string;
  end_count: number | null;
  end_date: string | null;
  series_id: number | null;
  occurrence_index: Generated<number>;
  /** The instant the recurrence is computed from (the series' first due, or where it was edited). */
  series_anchor_at: Instant | null;
  series_anchor_index: Generated<number>;
  completed_at: Instant | null;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

export interface TodoAssigneesTable {
  todo_id: number;
  user_id: number;
}

/** Per user, the not-archived to-dos assigned to them (migration 0028, kept by triggers). */
export interface TodoAssigneeCountsTable {
  user_id: number;
  n: number;
}
