import type { Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

export interface LookupsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  name: string;
  color: string | null;
  position: number;
  is_closed: DbBool;
  is_won: DbBool;
  is_lost: DbBool;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

export interface SettingsTable {
  key: string;
  value: string | null;
  updated_at: Instant;
}
