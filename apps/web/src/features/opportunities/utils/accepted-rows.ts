import type { OpportunityRow } from '@officina/contracts';

/** What the contract from a won opportunity will bill: the imponibile of its accepted rows. */
export function acceptedImponibile(rows: readonly Pick<OpportunityRow, 'state_key' | 'amount_cents'>[]) {
  const accepted = rows.filter((row) => row.state_key === 'accepted' && row.amount_cents !== null);
  return {
    count: accepted.length,
    imponibile_cents: accepted.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0),
  };
}
