import type { Generated } from 'kysely';
import type { Instant } from '../../db/values.ts';

export interface ClientsTable {
  id: Generated<number>;
  business_name: string;
  /** normalizeText(business_name): the sort key of the name, same order on both engines. */
  name_key: string;
  /** Normalised searchable fields (name, P.IVA, CF, city, e-mail, PEC…), matched with LIKE. */
  search_text: string;
  vat_number: string | null;
  tax_code: string | null;
  sdi_code: string | null;
  pec: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  /** normalizeText(city): the city filter and sort are case- and accent-insensitive. */
  city_key: string | null;
  province: string | null;
  country: string;
  state_id: number | null;
  category_id: number | null;
  account_manager_id: number | null;
  notes: string | null;
  archived_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
}
