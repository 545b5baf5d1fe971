import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

/** Every change to a record, shown on the record's "Attività" tab (docs/modules/activity-log.md). */
export interface ActivityLogTable {
  id: Generated<number>;
  user_id: number | null;
  created_at: Instant;
  entity: string;
  entity_id: number;
  action: string;
  /** JSON object of the changed fields, `{ field: [before, after] }`; null when not applicable. */
  changes: string | null;
}
