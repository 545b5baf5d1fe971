import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface OpportunitiesTable {
  id: Generated<number>;
  /** `YYYY/NNNN`, unique; `year` and `seq` are its parts. */
  number: string;
  year: number;
  seq: number;
  title: string;
  /** normalizeText(number, title, client name), matched with LIKE. */
  search_text: string;
  client_id: number;
  person_id: number | null;
  owner_id: number | null;
  state_id: number;
  type_id: number | null;
  expected_close_on: string | null;
  probability: number;
  valid_until: string | null;
  payment_terms: string | null;
  notes: string | null;
  lost_reason: string | null;
  /** Totals of the counted rows, rewritten with the rows in the same transaction. */
  imponibile_cents: Generated<number>;
  iva_cents: Generated<number>;
  total_cents: Generated<number>;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}

export interface OpportunityRowsTable {
  id: Generated<number>;
  opportunity_id: number;
  position: number;
  type_id: number;
  state_id: number | null;
  product_id: number | null;
  description: string;
  /** Quantity × 1000 (three decimals, exact). */
  quantity_milli: number;
  unit: string | null;
  unit_price_cents: number;
  /** Discount in hundredths of a percent (12,5% → 1250). */
  discount_bp: number;
  vat_rate: number;
  /** The row's amount as computed when saved (null for Descrizione). */
  amount_cents: number | null;
}
