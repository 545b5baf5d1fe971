import type { Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

/** One searchable record of any kind (migration 0025-search); written only by the search module. */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: string;
  record_id: number;
  title: string;
  subtitle: string | null;
  path: string;
  title_key: string;
  body_key: string;
  archived: DbBool;
  updated_at: Instant;
}
