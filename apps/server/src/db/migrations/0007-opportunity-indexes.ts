import { type Kysely, sql } from 'kysely';
import type { Engine } from './frozen.ts';

/**
 * The opportunity list and board read active rows (`archived_at is null`) nearly always, so their
 * indexes become partial indexes over active rows (as 0003-crm-active-indexes did for clients):
 * counts and deep pages read a small index alone. The board's per-state aggregates (count,
 * Σ totale, Σ totale × probabilità) are an index-only GROUP BY over `(state_id, probability,
 * total_cents)` (per owner: `(owner_id, state_id, updated_at, id, probability, total_cents)`, which
 * also gives an owner's column cards); each column's first cards come from `(state_id, updated_at, id)`.
 * The archive view gets its own small partial index; `(client_id, id)` stays whole (a client's
 * opportunities, archived or not, and the foreign key's lookup). Measured at 50k opportunities: see NOTES.
 */
export function opportunityIndexes(engine: Engine) {
  const pg = engine === 'postgres';
  const nf = pg ? ' nulls first' : '';
  // SQLite reads a partial index alone only when it holds every column the query names, the
  // `archived_at is null` of the WHERE included (measured: without it the board's GROUP BY and the
  // deep page read every table row); the column is always NULL there, one header byte per entry.
  // PostgreSQL proves the predicate from the index's own WHERE and needs no such column.
  const cover = pg ? '' : ', archived_at';
  const active: [string, string][] = [
    // Sorting by number is sorting by id (numbers are taken in id order).
    ['opportunities_active_idx', 'id'],
    // Board (no owner filter): each column's first cards by updated_at; the aggregates read the
    // narrow index after it alone (PostgreSQL at 50k: 10 ms against 22 ms on the wider one, 30 ms
    // for the table scan it chose before).
    ['opportunities_state_idx', 'state_id, updated_at, id'],
    ['opportunities_state_amounts_idx', 'state_id, probability, total_cents'],
    // Board and list filtered by owner: cards and aggregates from one index (a few thousand entries).
    ['opportunities_owner_state_idx', `owner_id${nf}, state_id, updated_at, id, probability, total_cents`],
    ['opportunities_owner_idx', `owner_id${nf}, id`],
    ['opportunities_type_idx', `type_id${nf}, id`],
    ['opportunities_close_idx', `expected_close_on${nf}, id`],
    ['opportunities_total_idx', 'total_cents, id'],
    ['opportunities_probability_idx', 'probability, id'],
    ['opportunities_title_idx', 'title, id'],
    ['opportunities_created_at_idx', 'created_at, id'],
    ['opportunities_updated_at_idx', 'updated_at, id'],
  ];
  const replaced = [
    'opportunities_archived_idx',
    'opportunities_state_idx',
    'opportunities_owner_idx',
    'opportunities_type_idx',
    'opportunities_close_idx',
    'opportunities_total_idx',
    'opportunities_probability_idx',
    'opportunities_title_idx',
    'opportunities_created_at_idx',
    'opportunities_updated_at_idx',
  ];
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const name of replaced) await sql.raw(`drop index ${name}`).execute(db);
      for (const [name, columns] of active) {
        await sql
          .raw(`create index ${name} on opportunities (${columns}${cover}) where archived_at is null`)
          .execute(db);
      }
      await sql
        .raw('create index opportunities_archived_idx on opportunities (id) where archived_at is not null')
        .execute(db);
    },
  };
}
