import { isProposedRowState, type OpportunityRow } from '@officina/contracts';

type AmountRow = Pick<OpportunityRow, 'state_key' | 'amount_cents'>;

/** What the contract from a won opportunity will bill: the imponibile of its accepted rows. */
export function acceptedImponibile(rows: readonly AmountRow[]) {
  const accepted = rows.filter((row) => row.state_key === 'accepted' && row.amount_cents !== null);
  return {
    count: accepted.length,
    imponibile_cents: accepted.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0),
  };
}

export interface ProposedRowsChoice {
  /** Rows still Proposta (Descrizione included): the ones winning may accept at once. */
  proposed: number;
  /** Accepted rows with an amount (none: the contract would bill € 0,00). */
  accepted: number;
  /** Contract imponibile if the proposed rows are accepted too. */
  with_cents: number;
  /** Contract imponibile from the rows already accepted. */
  without_cents: number;
}

/** The change-status dialog's "accept the proposed rows" choice, as the server will apply it. */
export function proposedRowsChoice(rows: readonly AmountRow[]): ProposedRowsChoice {
  const accepted = acceptedImponibile(rows);
  const proposed = rows.filter((row) => isProposedRowState(row.state_key));
  return {
    proposed: proposed.length,
    accepted: accepted.count,
    with_cents: proposed.reduce((sum, row) => sum + (row.amount_cents ?? 0), accepted.imponibile_cents),
    without_cents: accepted.imponibile_cents,
  };
}
