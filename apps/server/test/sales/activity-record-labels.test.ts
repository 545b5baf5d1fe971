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

const get = async (url: string) => json(await t.request({ method: 'GET', url, token: t.admin }));

describe(`activity history names the records it points at (issue 23, ${testEngine})`, () => {
  it('a won opportunity’s history shows the contract and the project by number and name, not "Contratto 23"', async () => {
    const created = await createOpportunity(t, {
      title: 'Rinnovo rete uffici',
      rows: [
        {
          type_id: rowType(t, 'free'),
          state_id: rowState(t, 'accepted'),
          description: 'Switch',
          unit_price_cents: 10000,
          vat_rate: 22,
        },
      ],
    });
    const opp = created.opportunity as Rec & { id: number; updated_at: string };
    const won = await t.request({
      method: 'POST',
      url: `/api/opportunities/${opp.id}/status`,
      token: t.admin,
      payload: { state_id: oppState(t, 'won'), updated_at: opp.updated_at },
    });
    expect(won.statusCode).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: `/api/opportunities/${opp.id}/contract`,
      token: t.admin,
      payload: { create_project: true },
    });
    expect(res.statusCode).toBe(200);
    const { contract, project } = json(res);

    const [entry] = (await get(`/api/opportunities/${opp.id}/activity`)).data as Rec[];
    const changes = entry?.changes as Rec[];
    expect(changes.find((c) => c.field === 'contract_id')).toMatchObject({
      new: contract.id,
      new_label: `${contract.number} ${contract.title}`,
    });
    expect(changes.find((c) => c.field === 'project_id')).toMatchObject({
      new: project.id,
      new_label: `${project.code} ${project.name}`,
    });

    // The opportunity's state change names the states; the contract's own history names its client.
    const history = (await get(`/api/opportunities/${opp.id}/activity`)).data as Rec[];
    const stateChange = history.flatMap((e) => e.changes as Rec[]).find((c) => c.field === 'state_id');
    expect(stateChange?.new_label).toBe('Vinta');
    const contractHistory = (await get(`/api/contracts/${contract.id}/activity`)).data as Rec[];
    const client = contractHistory.flatMap((e) => e.changes as Rec[]).find((c) => c.field === 'client_id');
    if (client) expect(typeof client.new_label).toBe('string');
  });
});
