import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createOpportunity, createSalesApp, json, oppState, type SalesApp } from './sales-fixtures.ts';

let t: SalesApp;
let sales: { id: number; token: string };
beforeAll(async () => {
  t = await createSalesApp();
  const id = await t.createUser({ email: 'venditore@test.it', password: 'password-123', group: 'sales' });
  sales = { id, token: await t.login('venditore@test.it', 'password-123') };
});
afterAll(async () => t?.close());

describe(`a project from a won opportunity (${testEngine})`, () => {
  it("has the opportunity's people as members and links its contract both ways", async () => {
    const other = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: t.admin,
      payload: { code: 'ALTRO', name: 'Altro progetto' },
    });
    expect(other.statusCode).toBe(200);
    // Created by the admin, owned by the sales user.
    const created = await createOpportunity(t, { title: 'Portale', owner_id: sales.id });
    const won = await t.request({
      method: 'POST',
      url: `/api/opportunities/${created.opportunity.id}/status`,
      token: t.admin,
      payload: { state_id: oppState(t, 'won'), updated_at: created.opportunity.updated_at },
    });
    expect(won.statusCode).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: `/api/opportunities/${created.opportunity.id}/contract`,
      token: t.admin,
      payload: { create_project: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { contract, project: ref } = json(res);
    const { project } = json(
      await t.request({ method: 'GET', url: `/api/projects/${ref.id}`, token: t.admin }),
    );
    expect(project.members.map((m: { id: number }) => m.id).sort()).toEqual([t.adminId, sales.id].sort());
    expect(project.contract_id).toBe(contract.id);
    // The contract's side: its projects are listed by the contract filter.
    const linked = json(
      await t.request({ method: 'GET', url: `/api/projects?contract_id=${contract.id}`, token: t.admin }),
    );
    expect(linked.data.map((p: { id: number }) => p.id)).toEqual([ref.id]);
  });
});
