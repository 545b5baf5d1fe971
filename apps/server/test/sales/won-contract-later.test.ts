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
let accounting: string;
let tech: string;
let sales: string;
beforeAll(async () => {
  t = await createSalesApp();
  await t.createUser({ email: 'amministrazione@test.it', password: 'password-123', group: 'accounting' });
  await t.createUser({ email: 'tecnico@test.it', password: 'password-123', group: 'technicians' });
  await t.createUser({ email: 'commerciale@test.it', password: 'password-123', group: 'sales' });
  accounting = await t.login('amministrazione@test.it', 'password-123');
  tech = await t.login('tecnico@test.it', 'password-123');
  sales = await t.login('commerciale@test.it', 'password-123');
});
afterAll(async () => t?.close());

/** An opportunity with one accepted row, moved to `state` through the status endpoint. */
async function opportunityIn(state: string, title = 'Rinnovo assistenza') {
  const created = await createOpportunity(t, {
    title,
    rows: [
      {
        type_id: rowType(t, 'free'),
        state_id: rowState(t, 'accepted'),
        description: 'Assistenza',
        unit_price_cents: 120000,
        vat_rate: 22,
      },
    ],
  });
  const id = created.opportunity.id as number;
  const res = await t.request({
    method: 'POST',
    url: `/api/opportunities/${id}/status`,
    token: t.admin,
    payload: {
      state_id: oppState(t, state),
      updated_at: created.opportunity.updated_at,
      ...(state === 'lost' ? { lost_reason: 'Prezzo' } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
  return { id, number: created.opportunity.number as string, updatedAt: json(res).opportunity.updated_at };
}

const createContract = (id: number, token = t.admin, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/opportunities/${id}/contract`, token, payload });

async function contractsOf(id: number) {
  const res = await t.request({ method: 'GET', url: `/api/contracts?opportunity_id=${id}`, token: t.admin });
  return json(res).data as { id: number; number: string }[];
}

describe(`contract of a won opportunity, created later (${testEngine})`, () => {
  it('after "Non ora": the detail lists no contract, a later call creates it, the detail links it', async () => {
    const opp = await opportunityIn('won');
    const before = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${opp.id}`, token: t.admin }),
    );
    expect(before.contracts).toEqual([]);

    // Something else happens in between (the history gets the win; the rows stay as they are).
    const res = await createContract(opp.id, sales);
    expect(res.statusCode).toBe(200);
    const { contract, project } = json(res);
    expect(contract.opportunity_id).toBe(opp.id);
    expect(contract.amount_cents).toBe(120000);
    expect(contract.notes).toContain(`Da opportunità ${opp.number}.`);
    expect(project).toBeNull();

    const after = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${opp.id}`, token: t.admin }),
    );
    expect(after.contracts).toEqual([{ id: contract.id, number: contract.number }]);
    // The opportunity itself is not touched (its version stays, so an open edit form still saves).
    expect(after.opportunity.updated_at).toBe(opp.updatedAt);
  });

  it('a second creation is refused with an Italian 409 and writes nothing', async () => {
    const opp = await opportunityIn('won');
    const first = json(await createContract(opp.id));
    const again = await createContract(opp.id, t.admin, { create_project: true });
    expect(again.statusCode).toBe(409);
    expect(json(again).alert).toMatchObject({
      type: 'warning',
      message: `Esiste già un contratto per questa opportunità (${first.contract.number}).`,
    });
    expect(await contractsOf(opp.id)).toHaveLength(1);
    const projects = json(await t.request({ method: 'GET', url: '/api/projects', token: t.admin }));
    expect(projects.data.some((p: { contract_id: number }) => p.contract_id === first.contract.id)).toBe(
      false,
    );
  });

  it('concurrent calls (a double click, two colleagues) make exactly one contract, numbers gap-free', async () => {
    const opp = await opportunityIn('won');
    const results = await Promise.all(Array.from({ length: 5 }, () => createContract(opp.id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const made = await contractsOf(opp.id);
    expect(made).toHaveLength(1);
    // The refused calls gave their number back: the next contract takes the following one.
    const other = await opportunityIn('won', 'Altro');
    const next = json(await createContract(other.id)).contract.number as string;
    const seq = (n: string) => Number(n.split('/')[1]);
    expect(seq(next)).toBe(seq(made[0]!.number) + 1);
  });

  it('refuses an opportunity that is not won (open or lost) with an Italian 422', async () => {
    for (const state of ['negotiation', 'lost']) {
      const opp = await opportunityIn(state);
      const res = await createContract(opp.id);
      expect(res.statusCode, state).toBe(422);
      expect(json(res).errors.state_id).toEqual(['L’opportunità non è vinta: cambia prima lo stato']);
      expect(await contractsOf(opp.id)).toHaveLength(0);
    }
  });

  it('refuses without manage_opportunities + manage_contracts (403, nothing written)', async () => {
    const opp = await opportunityIn('won');
    for (const token of [accounting, tech]) {
      const res = await createContract(opp.id, token);
      expect(res.statusCode).toBe(403);
      expect(json(res).alert.type).toBe('error');
    }
    expect(await contractsOf(opp.id)).toHaveLength(0);
    expect((await createContract(opp.id)).statusCode).toBe(200);
  });
});
