import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_TABLES } from '../../src/db/migrations/0008-running-totals.ts';
import { testEngine } from '../test-db.ts';
import {
  createOpportunity,
  createSalesApp,
  json,
  oppState,
  rowType,
  type SalesApp,
} from './sales-fixtures.ts';

let t: SalesApp;
beforeAll(async () => {
  t = await createSalesApp();
});
afterAll(async () => t?.close());

/** The trigger-kept totals of migration 0008 against the same figures computed from the rows. */
async function expectRunningTotalsExact() {
  const db = t.app.db;
  for (const table of COUNTED_TABLES) {
    const kept = await db
      .selectFrom('active_row_counts')
      .select('n')
      .where('table_name', '=', table)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
      where archived_at is null`.execute(db);
    expect({ table, n: Number(kept.n) }).toEqual({ table, n: Number(rows[0]?.n) });
  }
  const kept = await db
    .selectFrom('opportunity_board_totals')
    .selectAll()
    .where('n', '<>', 0)
    .orderBy('owner_key')
    .orderBy('state_id')
    .execute();
  const { rows: live } = await sql<Record<string, number>>`
    select coalesce(owner_id, 0) as owner_key, state_id, count(*) as n, sum(total_cents) as total_cents,
           sum(total_cents * probability) as weighted
      from opportunities where archived_at is null
     group by coalesce(owner_id, 0), state_id order by 1, 2`.execute(db);
  const plain = (rows: Record<string, unknown>[]) =>
    rows.map((r) => [r.owner_key, r.state_id, r.n, r.total_cents, r.weighted].map(Number));
  expect(plain(kept)).toEqual(plain(live));
  // Rows that fell to zero carry no money either.
  const zero = await db.selectFrom('opportunity_board_totals').selectAll().where('n', '=', 0).execute();
  for (const z of zero) expect([Number(z.total_cents), Number(z.weighted)]).toEqual([0, 0]);
}

const rows = (cents: number) => [
  { type_id: rowType(t, 'free'), description: 'Canone', unit_price_cents: cents, vat_rate: 22 },
];

describe(`running totals kept by triggers (${testEngine})`, () => {
  it('active counts and board totals follow API writes: create, rows, status, owner, archive, delete', async () => {
    await expectRunningTotalsExact();
    const a = await createOpportunity(t, { title: 'Totali A', probability: 30, rows: rows(10_000) });
    const b = await createOpportunity(t, { title: 'Totali B', probability: 70, rows: rows(2_550) });
    const c = await createOpportunity(t, { title: 'Totali C', owner_id: null, rows: rows(99) });
    await expectRunningTotalsExact();

    const moved = await t.request({
      method: 'POST',
      url: `/api/opportunities/${a.opportunity.id}/status`,
      token: t.admin,
      payload: { state_id: oppState(t, 'negotiation'), updated_at: a.opportunity.updated_at },
    });
    expect(moved.statusCode).toBe(200);
    await expectRunningTotalsExact();

    const edited = await t.request({
      method: 'PUT',
      url: `/api/opportunities/${b.opportunity.id}`,
      token: t.admin,
      payload: {
        title: 'Totali B',
        client_id: t.clientId,
        probability: 10,
        owner_id: null,
        rows: rows(7_777),
        updated_at: b.opportunity.updated_at,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectRunningTotalsExact();

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/opportunities/${c.opportunity.id}`,
      token: t.admin,
    });
    expect(removed.statusCode).toBeLessThan(300);
    await expectRunningTotalsExact();

    // Archive and restore (as the contract flow and the archive action do).
    const id = json(moved).opportunity.id as number;
    for (const archivedAt of [new Date().toISOString(), null]) {
      await t.app.db
        .updateTable('opportunities')
        .set({ archived_at: archivedAt })
        .where('id', '=', id)
        .execute();
      await expectRunningTotalsExact();
    }
  });

  it('multi-row statements (bulk insert, update and delete) keep them exact', async () => {
    const made: number[] = [];
    for (let i = 0; i < 4; i++) {
      made.push(
        (await createOpportunity(t, { title: `Massa ${i}`, rows: rows(1_000 * (i + 1)) })).opportunity.id,
      );
    }
    await t.app.db
      .updateTable('opportunities')
      .set((eb) => ({ probability: eb('probability', '+', 5) }))
      .where('id', 'in', made)
      .execute();
    await expectRunningTotalsExact();
    await t.app.db
      .updateTable('opportunities')
      .set({ archived_at: new Date().toISOString() })
      .where('id', 'in', made.slice(0, 2))
      .execute();
    await expectRunningTotalsExact();
    await t.app.db.deleteFrom('opportunity_rows').where('opportunity_id', 'in', made).execute();
    await t.app.db.deleteFrom('opportunities').where('id', 'in', made).execute();
    await expectRunningTotalsExact();

    // Clients and persons: a bulk insert, an archive of some, a delete.
    const now = new Date().toISOString();
    const base = {
      business_name: 'Massa',
      name_key: 'massa',
      search_text: 'massa',
      country: 'IT',
      created_at: now,
      updated_at: now,
    };
    const ids = await t.app.db
      .insertInto('clients')
      .values([1, 2, 3].map((i) => ({ ...base, business_name: `Massa ${i}` })) as never)
      .returning('id')
      .execute();
    await t.app.db
      .insertInto('persons')
      .values(
        ids.map((r) => ({
          first_name: 'Mario',
          last_name: 'Rossi',
          name_key: 'rossi mario',
          search_text: 'mario rossi',
          client_id: r.id,
          created_at: now,
          updated_at: now,
        })) as never,
      )
      .execute();
    await expectRunningTotalsExact();
    await t.app.db
      .updateTable('clients')
      .set({ archived_at: now })
      .where(
        'id',
        'in',
        ids.slice(1).map((r) => r.id),
      )
      .execute();
    await t.app.db
      .deleteFrom('persons')
      .where('client_id', '=', ids[0]?.id as number)
      .execute();
    await t.app.db
      .deleteFrom('clients')
      .where('id', '=', ids[0]?.id as number)
      .execute();
    await expectRunningTotalsExact();
  });

  it('the unfiltered list total and the board headers read them', async () => {
    const list = json(
      await t.request({ method: 'GET', url: '/api/opportunities?per_page=1', token: t.admin }),
    );
    const board = json(
      await t.request({ method: 'GET', url: '/api/opportunities/board?cards_per_state=0', token: t.admin }),
    );
    const kept = await t.app.db
      .selectFrom('active_row_counts')
      .select('n')
      .where('table_name', '=', 'opportunities')
      .executeTakeFirstOrThrow();
    expect(list.meta.total).toBe(Number(kept.n));
    expect(board.columns.reduce((n: number, col: { count: number }) => n + col.count, 0)).toBe(
      Number(kept.n),
    );
    // A corrupted running total shows through: proof the endpoints read it (restored after).
    await t.app.db
      .updateTable('active_row_counts')
      .set({ n: 424242 })
      .where('table_name', '=', 'opportunities')
      .execute();
    const wrong = json(
      await t.request({ method: 'GET', url: '/api/opportunities?per_page=1', token: t.admin }),
    );
    expect(wrong.meta.total).toBe(424242);
    await t.app.db
      .updateTable('active_row_counts')
      .set({ n: kept.n })
      .where('table_name', '=', 'opportunities')
      .execute();
  });
});
