import type { OpportunityView } from '@officina/contracts';
import type { OpportunityViewRow } from './opportunity.repository.ts';

/** Joined row to the API view (money columns are bigint on PostgreSQL, parsed to numbers). */
export function toOpportunityView(row: OpportunityViewRow): OpportunityView {
  return {
    ...row,
    imponibile_cents: Number(row.imponibile_cents),
    iva_cents: Number(row.iva_cents),
    total_cents: Number(row.total_cents),
  };
}

/** The fields the activity tab compares, in its order. */
export const opportunityFieldNames = [
  'title',
  'client_id',
  'person_id',
  'owner_id',
  'type_id',
  'expected_close_on',
  'probability',
  'valid_until',
  'payment_terms',
  'notes',
] as const;
