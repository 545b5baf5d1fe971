import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  createOpportunity,
  createSalesApp,
  json,
  oppState,
  type Rec,
  rowState,
  rowType,
  type SalesApp,
} from './sales-fixtures.ts';

let t: SalesApp;
beforeAll(async () => {
  t = await createSalesApp();
});
afterAll(async () => t?.close());

/** An offer with a row in every state: two still proposed (one by default), a Descrizione too. */
function offerRows() {
  return [
    {
      type_id: rowType(t, 'free'),
      description: 'Sviluppo',
      quantity: 10,
      unit_price_cents: 5000,
      vat_rate: 22,
    },
    {
      type_id: rowType(t, 'product'),
      state_id: rowState(t, 'proposed'),
      description: 'Licenza',
      unit_price_cents: 20000,
      vat_rate: 22,
    },
    { type_id: rowType(t, 'description'), description: 'Tempi: 30 giorni' },
    {
      type_id: rowType(t, 'free'),
      state_id: rowState(t, 'accepted'),
      description: 'Analisi',
      unit_price_cents: 30000,
      vat_rate: 22,
    },
    {
      type_id: rowType(t, 'free'),
      state_id: rowState(t, 'rejected'),
      description: 'Reperibilità',
      unit_price_cents: 90000,
      vat_rate: 22,
    },
    {
      type_id: rowType(t, 'free'),
      state_id: rowState(t, 'optional'),
      description: 'Corso',
      unit_price_cents: 40000,
      vat_rate: 22,
    },
  ];
}

const statesOf = (detail: Rec) => (detail.rows as Rec[]).map((row) => row.state_key);

async function changeStatus(id: number, payload: Rec, token = t.admin) {
  return t.request({ method: 'POST', url: `/api/opportunities/${id}/status`, token, payload });
}

async function detail(id: number) {
  return json(await t.request({ method: 'GET', url: `/api/opportunities/${id}`, token: t.admin }));
}

describe(`change status: accept the proposed rows (${testEngine})`, () => {
  it('won + accept_proposed_rows: proposed rows become accepted, totals stored, history, contract bills them', async () => {
    const created = await createOpportunity(t, { rows: offerRows() });
    const id = created.opportunity.id;
    expect(statesOf(created)).toEqual([
      'proposed',
      'proposed',
      'proposed',
      'accepted',
      'rejected',
      'optional',
    ]);
    const imponibile = 10 * 5000 + 20000 + 30000;
    expect(created.totals.imponibile_cents).toBe(imponibile);

    const res = await changeStatus(id, {
      state_id: oppState(t, 'won'),
      accept_proposed_rows: true,
      updated_at: created.opportunity.updated_at,
    });
    expect(res.statusCode).toBe(200);
    const won = json(res);
    expect(won.opportunity.state_key).toBe('won');
    expect(statesOf(won)).toEqual(['accepted', 'accepted', 'accepted', 'accepted', 'rejected', 'optional']);
    // Proposta and Accettata both count: the offer's totals do not move, and stay stored.
    expect(won.totals).toEqual(created.totals);
    expect(won.opportunity.imponibile_cents).toBe(imponibile);
    expect(won.opportunity.total_cents).toBe(created.opportunity.total_cents);
    const again = await detail(id);
    expect(statesOf(again)).toEqual(statesOf(won));
    expect(again.opportunity.updated_at).toBe(won.opportunity.updated_at);

    const activity = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${id}/activity`, token: t.admin }),
    );
    expect(activity.data.map((a: Rec) => a.action)).toEqual(['rows_updated', 'status_changed', 'created']);
    expect(activity.data[0].changes).toEqual([{ field: 'accepted_rows', old: null, new: 3 }]);

    const contract = await t.request({
      method: 'POST',
      url: `/api/opportunities/${id}/contract`,
      token: t.admin,
      payload: {},
    });
    expect(contract.statusCode).toBe(200);
    expect(json(contract).contract.amount_cents).toBe(imponibile);
    expect(json(contract).contract.notes).toContain('- Licenza');
    expect(json(contract).contract.notes).not.toContain('Reperibilità');
    expect(json(contract).contract.notes).not.toContain('Corso');
  });

  it('without the flag (or false) the rows stay as they are and the contract bills the accepted ones', async () => {
    const created = await createOpportunity(t, { rows: offerRows() });
    const res = await changeStatus(created.opportunity.id, {
      state_id: oppState(t, 'won'),
      accept_proposed_rows: false,
      updated_at: created.opportunity.updated_at,
    });
    expect(res.statusCode).toBe(200);
    expect(statesOf(json(res))).toEqual(statesOf(created));
    const activity = json(
      await t.request({
        method: 'GET',
        url: `/api/opportunities/${created.opportunity.id}/activity`,
        token: t.admin,
      }),
    );
    expect(activity.data.map((a: Rec) => a.action)).toEqual(['status_changed', 'created']);
  });

  it('the flag towards a state that is not won is a 422 and nothing is written; false is accepted', async () => {
    const created = await createOpportunity(t, { rows: offerRows() });
    const id = created.opportunity.id;
    for (const key of ['offer_sent', 'lost']) {
      const res = await changeStatus(id, {
        state_id: oppState(t, key),
        lost_reason: 'Prezzo',
        accept_proposed_rows: true,
        updated_at: created.opportunity.updated_at,
      });
      expect(res.statusCode, key).toBe(422);
      expect(json(res).errors.accept_proposed_rows).toEqual([
        'Le righe proposte si accettano solo passando a uno stato vinto',
      ]);
    }
    const after = await detail(id);
    expect(after.opportunity.updated_at).toBe(created.opportunity.updated_at);
    expect(after.opportunity.state_key).toBe('new');
    expect(statesOf(after)).toEqual(statesOf(created));

    const notBool = await changeStatus(id, {
      state_id: oppState(t, 'won'),
      accept_proposed_rows: 'yes',
      updated_at: created.opportunity.updated_at,
    });
    expect(notBool.statusCode).toBe(422);

    const moved = await changeStatus(id, {
      state_id: oppState(t, 'offer_sent'),
      accept_proposed_rows: false,
      updated_at: created.opportunity.updated_at,
    });
    expect(moved.statusCode).toBe(200);
    expect(statesOf(json(moved))).toEqual(statesOf(created));
  });

  it('a stale version is a 409 and no row is accepted (same transaction)', async () => {
    const created = await createOpportunity(t, { rows: offerRows() });
    const id = created.opportunity.id;
    const put = await t.request({
      method: 'PUT',
      url: `/api/opportunities/${id}/rows`,
      token: t.admin,
      payload: { rows: offerRows(), updated_at: created.opportunity.updated_at },
    });
    expect(put.statusCode).toBe(200);
    const stale = await changeStatus(id, {
      state_id: oppState(t, 'won'),
      accept_proposed_rows: true,
      updated_at: created.opportunity.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const after = await detail(id);
    expect(after.opportunity.state_key).toBe('new');
    expect(statesOf(after)).toEqual(statesOf(created));
  });

  it('with no proposed row the state changes and no rows entry is written', async () => {
    const created = await createOpportunity(t, {
      rows: [
        {
          type_id: rowType(t, 'free'),
          state_id: rowState(t, 'accepted'),
          description: 'Assistenza',
          unit_price_cents: 1000,
        },
      ],
    });
    const res = await changeStatus(created.opportunity.id, {
      state_id: oppState(t, 'won'),
      accept_proposed_rows: true,
      updated_at: created.opportunity.updated_at,
    });
    expect(res.statusCode).toBe(200);
    const activity = json(
      await t.request({
        method: 'GET',
        url: `/api/opportunities/${created.opportunity.id}/activity`,
        token: t.admin,
      }),
    );
    expect(activity.data.map((a: Rec) => a.action)).toEqual(['status_changed', 'created']);
  });

  it('permission unchanged: who only views opportunities gets 403 and no row is accepted', async () => {
    await t.createUser({ email: 'amm-accetta@test.it', password: 'password-123', group: 'accounting' });
    const accounting = await t.login('amm-accetta@test.it', 'password-123');
    const created = await createOpportunity(t, { rows: offerRows() });
    const res = await changeStatus(
      created.opportunity.id,
      {
        state_id: oppState(t, 'won'),
        accept_proposed_rows: true,
        updated_at: created.opportunity.updated_at,
      },
      accounting,
    );
    expect(res.statusCode).toBe(403);
    const after = await detail(created.opportunity.id);
    expect(after.opportunity.updated_at).toBe(created.opportunity.updated_at);
    expect(statesOf(after)).toEqual(statesOf(created));
  });
});
