import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface ChecklistItemsTable {
  id: Generated<number>;
  todo_id: number | null;
  project_id: number | null;
  text: string;
  position: number;
  checked_at: Instant | null;
  checked_by: number | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface ChecklistTemplatesTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  /** JSON array of strings. */
  items: string;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}
