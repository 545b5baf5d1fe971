import type { Generated } from 'kysely';
import type { DbBool, Instant } from '../../db/values.ts';

export interface ProductsTable {
  id: Generated<number>;
  /** Upper-case, unique. */
  code: string;
  name: string;
  /** normalizeText(name): accent-insensitive sort key. */
  name_key: string;
  /** normalizeText(code + name), matched with LIKE by the picker's search. */
  search_text: string;
  description: string | null;
  category_id: number | null;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
  recurrence: string;
  active: DbBool;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}
