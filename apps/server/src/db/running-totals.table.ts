/** Tables of migration 0008-running-totals, kept by triggers (never written by the application). */
export interface ActiveRowCountsTable {
  table_name: string;
  n: number;
}

export interface OpportunityBoardTotalsTable {
  /** owner_id, or 0 for opportunities without an owner. */
  owner_key: number;
  state_id: number;
  n: number;
  total_cents: number;
  /** Σ total_cents × probability (percent), unrounded. */
  weighted: number;
}
