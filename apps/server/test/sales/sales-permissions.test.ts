import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let tech: string;
let accounting: string;
let sales: string;
let oppId: number;
let updatedAt: string;
beforeAll(async () => {
  t = await createSalesApp();
  await t.createUser({ email: 'tecnico@test.it', password: 'password-123', group: 'technicians' });
  await t.createUser({ email: 'amministrazione@test.it', password: 'password-123', group: 'accounting' });
  await t.createUser({ email: 'commerciale@test.it', password: 'password-123', group: 'sales' });
  tech = await t.login('tecnico@test.it', 'password-123');
  accounting = await t.login('amministrazione@test.it', 'password-123');
  sales = await t.login('commerciale@test.it', 'password-123');
  const created = await createOpportunity(t, {
    rows: [{ type_id: rowType(t, 'free'), description: 'Riga', unit_price_cents: 100 }],
  });
  oppId = created.opportunity.id;
  updatedAt = created.opportunity.updated_at;
});
afterAll(async () => t?.close());

/** Every opportunity endpoint with a body that would pass validation. */
function opportunityCalls() {
  const rows = [{ type_id: rowType(t, 'free'), description: 'x', unit_price_cents: 1 }];
  return [
    { method: 'GET', url: '/api/opportunities' },
    { method: 'GET', url: '/api/opportunities/board' },
    { method: 'GET', url: '/api/opportunities/export?format=csv' },
    { method: 'POST', url: '/api/opportunities', payload: { title: 'X', client_id: t.clientId } },
    { method: 'POST', url: '/api/opportunities/totals', payload: { rows } },
    { method: 'GET', url: `/api/opportunities/${oppId}` },
    {
      method: 'PUT',
      url: `/api/opportunities/${oppId}`,
      payload: { title: 'X', client_id: t.clientId, updated_at: updatedAt },
    },
    { method: 'DELETE', url: `/api/opportunities/${oppId}` },
    { method: 'POST', url: `/api/opportunities/${oppId}/restore` },
    { method: 'GET', url: `/api/opportunities/${oppId}/rows` },
    { method: 'PUT', url: `/api/opportunities/${oppId}/rows`, payload: { rows, updated_at: updatedAt } },
    {
      method: 'POST',
      url: `/api/opportunities/${oppId}/status`,
      payload: { state_id: oppState(t, 'won'), updated_at: updatedAt },
    },
    { method: 'GET', url: `/api/opportunities/${oppId}/activity` },
    { method: 'POST', url: `/api/opportunities/${oppId}/contract`, payload: {} },
    { method: 'GET', url: `/api/opportunities/${oppId}/pdf` },
  ] as const;
}

describe(`sales permissions (${testEngine})`, () => {
  it('a Tecnico gets 403 on every opportunity endpoint (and on products, contracts, offer settings)', async () => {
    const calls = [
      ...opportunityCalls(),
      { method: 'GET', url: '/api/products' },
      { method: 'POST', url: '/api/products', payload: { code: 'P', name: 'P', unit_price_cents: 1 } },
      { method: 'GET', url: '/api/contracts' },
      { method: 'POST', url: '/api/contracts', payload: { title: 'C', client_id: t.clientId } },
      { method: 'GET', url: '/api/admin/offer-settings' },
    ];
    for (const call of calls) {
      const res = await t.request({ ...call, token: tech } as any);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(json(res).alert.type).toBe('error');
    }
    // Nothing was written.
    const got = json(await t.request({ method: 'GET', url: `/api/opportunities/${oppId}`, token: t.admin }));
    expect(got.opportunity.updated_at).toBe(updatedAt);
  });

  it('Amministrazione can view opportunities (and the PDF) but not manage them; manages contracts and products', async () => {
    for (const call of opportunityCalls()) {
      const res = await t.request({ ...call, token: accounting } as any);
      const reads = call.method === 'GET' || call.url === '/api/opportunities/totals';
      if (reads) expect(res.statusCode, `${call.method} ${call.url}`).toBe(200);
      else expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const contract = await t.request({
      method: 'POST',
      url: '/api/contracts',
      token: accounting,
      payload: { title: 'C', client_id: t.clientId },
    });
    expect(contract.statusCode).toBe(200);
    const product = await t.request({
      method: 'POST',
      url: '/api/products',
      token: accounting,
      payload: { code: 'P1', name: 'P', unit_price_cents: 1 },
    });
    expect(product.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/offer-settings', token: accounting })).statusCode,
    ).toBe(403);
  });

  it('Commerciali manage opportunities; a sales user reads products without manage_products only through view_opportunities', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/opportunities',
      token: sales,
      payload: { title: 'Da commerciale', client_id: t.clientId },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/products?q=p', token: sales })).statusCode).toBe(200);
  });
});
