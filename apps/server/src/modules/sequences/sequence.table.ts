/** Per-year counters (`opportunity`, `contract`): the last number handed out. */
export interface SequencesTable {
  name: string;
  year: number;
  value: number;
}
