import type { Instant } from '../../db/values.ts';

/** The user's dashboard layout (migration 0026): `widgets` is the JSON array `[{ key, hidden }]`. */
export interface DashboardLayoutsTable {
  user_id: number;
  widgets: string;
  updated_at: Instant;
}
