import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  createOpportunity,
  createSalesApp,
  json,
  oppState,
  rowState,
  rowType,
  type SalesApp,
} from './sales-fixtures.ts';

let t: SalesApp;
beforeAll(async () => {
  t = await createSalesApp();
});
afterAll(async () => t?.close());

const year = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()),
);

describe(`an opportunity's life: status, won → contract, board, export (${testEngine})`, () => {
  it('changes status with a note; a lost state needs a reason (422 without)', async () => {
    const created = await createOpportunity(t, { probability: 30 });
    const id = created.opportunity.id;
    const moved = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/status`,
      token: t.admin,
      payload: {
        state_id: oppState(t, 'offer_sent'),
        note: 'Inviata via PEC',
        updated_at: created.opportunity.updated_at,
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).opportunity.state_key).toBe('offer_sent');

    const noReason = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/status`,
      token: t.admin,
      payload: {
        state_id: oppState(t, 'lost'),
        note: 'Niente',
        updated_at: json(moved).opportunity.updated_at,
      },
    });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason).errors.lost_reason).toEqual(['Indica il motivo della perdita']);

    const lost = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/status`,
      token: t.admin,
      payload: {
        state_id: oppState(t, 'lost'),
        lost_reason: 'Prezzo troppo alto',
        updated_at: json(moved).opportunity.updated_at,
      },
    });
    expect(lost.statusCode).toBe(200);
    expect(json(lost).opportunity.lost_reason).toBe('Prezzo troppo alto');
    expect(json(lost).opportunity.probability).toBe(0);

    const stale = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/status`,
      token: t.admin,
      payload: { state_id: oppState(t, 'new'), updated_at: created.opportunity.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    const activity = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${id}/activity`, token: t.admin }),
    );
    const [last, first] = activity.data;
    expect(last.action).toBe('status_changed');
    expect(last.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'state_id',
          old: oppState(t, 'offer_sent'),
          new: oppState(t, 'lost'),
          old_label: 'Offerta inviata',
          new_label: 'Persa',
        },
        { field: 'lost_reason', old: null, new: 'Prezzo troppo alto' },
      ]),
    );
    expect(first.changes).toEqual(
      expect.arrayContaining([{ field: 'note', old: null, new: 'Inviata via PEC' }]),
    );
  });

  it('won → contract from the accepted rows only (amount = their imponibile)', async () => {
    const created = await createOpportunity(t, {
      title: 'Assistenza annuale',
      rows: [
        {
          type_id: rowType(t, 'free'),
          state_id: rowState(t, 'accepted'),
          description: 'Assistenza',
          quantity: 12,
          unit_price_cents: 15000,
          vat_rate: 22,
        },
        {
          type_id: rowType(t, 'free'),
          state_id: rowState(t, 'rejected'),
          description: 'Reperibilità',
          unit_price_cents: 90000,
        },
        {
          type_id: rowType(t, 'free'),
          state_id: rowState(t, 'proposed'),
          description: 'Backup',
          unit_price_cents: 5000,
        },
        {
          type_id: rowType(t, 'discount'),
          state_id: rowState(t, 'accepted'),
          description: 'Sconto',
          unit_price_cents: 10000,
        },
      ],
    });
    const id = created.opportunity.id;
    const early = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/contract`,
      token: t.admin,
      payload: {},
    });
    expect(early.statusCode).toBe(422);

    const won = json(
      await t.request({
        method: 'POST',
        url: `/api/opportunities/${id}/status`,
        token: t.admin,
        payload: { state_id: oppState(t, 'won'), updated_at: created.opportunity.updated_at },
      }),
    );
    expect(won.opportunity.probability).toBe(100);
    const res = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/contract`,
      token: t.admin,
      payload: { billing_period: 'annuale', start_on: '2031-01-01' },
    });
    expect(res.statusCode).toBe(200);
    const contract = json(res).contract;
    expect(contract.amount_cents).toBe(12 * 15000 - 10000);
    expect(contract.opportunity_id).toBe(id);
    expect(contract.opportunity_number).toBe(created.opportunity.number);
    expect(contract.client_id).toBe(t.clientId);
    expect(contract.title).toBe('Assistenza annuale');
    expect(contract.start_on).toBe('2031-01-01');
    expect(contract.end_on).toBe('2031-12-31');
    expect(contract.number).toMatch(new RegExp(`^C-${year}/0001$`));
    expect(contract.notes).toContain('Assistenza');
    expect(contract.notes).not.toContain('Reperibilità');
    expect(contract.notes).not.toContain('Backup');

    const again = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/contract`,
      token: t.admin,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    // An opportunity a contract comes from is archived, not deleted.
    const del = json(await t.request({ method: 'DELETE', url: `/api/opportunities/${id}`, token: t.admin }));
    expect(del.result).toBe('archived');
    const restored = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/restore`,
      token: t.admin,
    });
    expect(json(restored).opportunity.archived_at).toBeNull();
  });

  it('board: per state count, total and weighted total, with the same filters', async () => {
    const c1 = await createOpportunity(t, {
      title: 'Board A',
      probability: 25,
      rows: [{ type_id: rowType(t, 'free'), description: 'x', unit_price_cents: 10001, vat_rate: 0 }],
    });
    await createOpportunity(t, {
      title: 'Board B',
      probability: 50,
      rows: [{ type_id: rowType(t, 'free'), description: 'y', unit_price_cents: 20000, vat_rate: 0 }],
    });
    const board = json(
      await t.request({
        method: 'GET',
        url: '/api/opportunities/board?q=board&cards_per_state=1',
        token: t.admin,
      }),
    );
    expect(board.columns.map((c: { state: { key: string } }) => c.state.key)).toEqual([
      'new',
      'qualified',
      'offer_sent',
      'negotiation',
      'won',
      'lost',
    ]);
    const col = board.columns[0];
    expect(col.count).toBe(2);
    expect(col.total_cents).toBe(30001);
    // 10001 × 25% = 2500,25 + 20000 × 50% = 10000 → 12500,25 → 12500
    expect(col.weighted_cents).toBe(12500);
    expect(col.cards).toHaveLength(1);
    expect(board.columns[1].count).toBe(0);
    expect(c1.opportunity.state_key).toBe('new');
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const csv = await t.request({
      method: 'GET',
      url: '/api/opportunities/export?format=csv&q=board',
      token: t.admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/opportunita-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body).toContain('Board A');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    // Amounts in euro with a decimal comma for Italian Excel: 10001 cents → 100,01.
    const boardA = csv.body.split('\r\n').find((line) => line.includes('Board A'));
    expect(boardA).toContain(';100,01;0;100,01;');
    const xlsx = await t.request({
      method: 'GET',
      url: '/api/opportunities/export?format=xlsx',
      token: t.admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
