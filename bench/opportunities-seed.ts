import { computeOpportunityTotals, type TotalsLine } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { searchText } from '../apps/server/src/db/search.ts';
import { insertClientRows } from '../apps/server/src/modules/clients/client.repository.ts';
import { benchClient, benchUsers, insertChunks } from './bench-rows.ts';

/** The opportunities bench's data: clients, owners, and opportunities with their rows, seeded in bulk. */
const CLIENTS = 3_000;
const OWNERS = 20;
const ROWS_PER_OPPORTUNITY = 10;
/** Fixed base instant, so runs compare. */
const BASE = Date.parse('2024-01-01T08:00:00Z');

async function lookupIds(db: Db, kind: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('lookups')
    .select(['id', 'key'])
    .where('kind', '=', kind)
    .orderBy('position')
    .execute();
  return new Map(rows.map((r) => [r.key, r.id]));
}

interface RowTemplate {
  kind: 'product' | 'free' | 'description' | 'discount';
  state: 'proposed' | 'accepted' | 'rejected' | 'optional';
  quantity: number;
  price: number;
  discount: number;
  vat: number;
}

/** Ten rows of one opportunity, varied by `k` (kinds, states, VAT rates, discounts, a Sconto row). */
function rowTemplates(k: number): RowTemplate[] {
  const vat = [22, 22, 10, 4, 0][k % 5] as number;
  return Array.from({ length: ROWS_PER_OPPORTUNITY }, (_, j): RowTemplate => {
    if (j === 0) return { kind: 'description', state: 'proposed', quantity: 0, price: 0, discount: 0, vat };
    if (j === ROWS_PER_OPPORTUNITY - 1) {
      return {
        kind: 'discount',
        state: 'proposed',
        quantity: 1,
        price: 500 + (k % 7) * 100,
        discount: 0,
        vat,
      };
    }
    const states = [
      'proposed',
      'accepted',
      'accepted',
      'proposed',
      'optional',
      'rejected',
      'accepted',
    ] as const;
    return {
      kind: j % 3 === 0 ? 'free' : 'product',
      state: states[(k + j) % states.length] as RowTemplate['state'],
      quantity: ((k + j) % 4) + 1 + (j % 2 === 0 ? 0.5 : 0),
      price: 1_999 + ((k * 31 + j * 17) % 500) * 100,
      discount: (k + j) % 5 === 0 ? 12.5 : 0,
      vat: j % 4 === 0 ? 10 : vat,
    };
  });
}

/** Clients, owners, opportunities with rows; totals from computeOpportunityTotals as the API stores them. */
export async function seed(db: Db, adminId: number, opportunities: number) {
  const now = new Date(BASE).toISOString();
  const clientStates = await lookupIds(db, 'client_states');
  const clientRows = Array.from({ length: CLIENTS }, (_, k) =>
    benchClient(k, 2_000_000, {
      province: 'MI',
      state_id: [...clientStates.values()][k % clientStates.size] as number,
      account_manager_id: null,
    }),
  );
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < clientRows.length; i += 500) {
      await insertClientRows(trx, clientRows.slice(i, i + 500), adminId, now);
    }
  });
  const clients = (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id);

  const hash = (
    await db.selectFrom('users').select('password_hash').where('id', '=', adminId).executeTakeFirstOrThrow()
  ).password_hash;
  const owners = [adminId];
  const ownerIds = await db
    .insertInto('users')
    .values(benchUsers(OWNERS - 1, 'commerciale', 'Commerciale', hash, now))
    .returning('id')
    .execute();
  owners.push(...ownerIds.map((r) => r.id));

  const states = [...(await lookupIds(db, 'opportunity_states')).values()];
  const types = [...(await lookupIds(db, 'opportunity_type')).values()];
  const rowTypes = await lookupIds(db, 'opportunity_rows_type');
  const rowStates = await lookupIds(db, 'opportunity_rows_states');

  // Templates repeat every 35 opportunities (5 VAT rates × 7 states): their totals are computed once.
  const templates = new Map<
    number,
    { rows: RowTemplate[]; totals: ReturnType<typeof computeOpportunityTotals> }
  >();
  const templateOf = (k: number) => {
    const key = k % 35;
    let t = templates.get(key);
    if (!t) {
      const rows = rowTemplates(key);
      const lines: TotalsLine[] = rows.map((r) => ({
        kind: r.kind,
        state_key: r.state,
        quantity: r.quantity,
        unit_price_cents: r.price,
        discount_percent: r.discount,
        vat_rate: r.vat,
      }));
      t = { rows, totals: computeOpportunityTotals(lines) };
      templates.set(key, t);
    }
    return t;
  };

  const batch = 50_000 / ROWS_PER_OPPORTUNITY;
  for (let start = 0; start < opportunities; start += batch) {
    const opps: Record<string, unknown>[] = [];
    const end = Math.min(opportunities, start + batch);
    for (let k = start; k < end; k++) {
      const seq = k + 1;
      const number = `2025/${String(seq).padStart(4, '0')}`;
      const title = `Offerta ${['impianto', 'manutenzione', 'fornitura', 'consulenza', 'rinnovo'][k % 5]} ${k}`;
      const state = states[(k * 7 + Math.floor(k / 13)) % states.length] as number;
      const created = BASE + k * 600_000;
      const updated = created + ((k * 7919) % 30) * 86_400_000;
      const t = templateOf(k).totals;
      const close = new Date(BASE + ((k * 37) % 730) * 86_400_000).toISOString().slice(0, 10);
      opps.push({
        number,
        year: 2025,
        seq,
        title,
        search_text: searchText([number, title]),
        client_id: clients[(k * 13) % clients.length] as number,
        person_id: null,
        owner_id: k % 17 === 0 ? null : (owners[k % owners.length] as number),
        state_id: state,
        type_id: k % 4 === 0 ? null : (types[k % types.length] as number),
        expected_close_on: k % 9 === 0 ? null : close,
        probability: [10, 25, 50, 75, 90][k % 5] as number,
        valid_until: null,
        payment_terms: null,
        notes: null,
        lost_reason: null,
        imponibile_cents: t.imponibile_cents,
        iva_cents: t.iva_cents,
        total_cents: t.totale_cents,
        archived_at: k % 50 === 0 ? new Date(updated).toISOString() : null,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(updated).toISOString(),
        created_by: adminId,
      });
    }
    await insertChunks(db, 'opportunities', opps);
    const ids = await db
      .selectFrom('opportunities')
      .select(['id', 'seq'])
      .where('seq', '>', start)
      .where('seq', '<=', end)
      .orderBy('seq')
      .execute();
    const rows: Record<string, unknown>[] = [];
    for (const { id, seq } of ids) {
      const t = templateOf(seq - 1);
      t.rows.forEach((r, position) => {
        const description = r.kind === 'description';
        rows.push({
          opportunity_id: id,
          position,
          type_id: rowTypes.get(r.kind) as number,
          state_id: rowStates.get(r.state) as number,
          product_id: null,
          description: description ? 'Descrizione del lavoro' : `Voce ${position}`,
          quantity_milli: Math.round(r.quantity * 1000),
          unit: description ? null : 'pz',
          unit_price_cents: r.price,
          discount_bp: Math.round(r.discount * 100),
          vat_rate: r.vat,
          amount_cents: t.totals.lines[position]?.amount_cents ?? null,
        });
      });
    }
    await insertChunks(db, 'opportunity_rows', rows);
  }
  await sql`insert into sequences (name, year, value) values ('opportunity', 2025, ${opportunities})
    on conflict (name, year) do update set value = excluded.value`.execute(db);
  return {
    opportunities,
    rows: opportunities * ROWS_PER_OPPORTUNITY,
    clients: clients.length,
    owners,
    states,
  };
}
