import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createOpportunity, createSalesApp, json, oppState, type SalesApp } from './sales-fixtures.ts';

let t: SalesApp;
beforeAll(async () => {
  t = await createSalesApp();
});
afterAll(async () => t?.close());

const row = (description: string) => ({
  type_id: t.lookups.opportunity_rows_type?.free,
  description,
  unit_price_cents: 10000,
  vat_rate: 22,
});

async function setState(id: number, key: string, updatedAt: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/opportunities/${id}/status`,
    token: t.admin,
    payload: { state_id: oppState(t, key), updated_at: updatedAt, lost_reason: 'Prezzo' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).opportunity as { id: number; updated_at: string };
}

describe(`rows of a won or lost opportunity are locked until it is reopened (${testEngine})`, () => {
  it.each(['won', 'lost'])(
    '%s: rows refused with 409 (both ways of saving them), header still saved',
    async (key) => {
      const created = await createOpportunity(t, { rows: [row('Analisi')] });
      const closed = await setState(created.opportunity.id, key, created.opportunity.updated_at);
      const viaRows = await t.request({
        method: 'PUT',
        url: `/api/opportunities/${closed.id}/rows`,
        token: t.admin,
        payload: { rows: [row('Cambiata')], updated_at: closed.updated_at },
      });
      expect(viaRows.statusCode).toBe(409);
      expect(json(viaRows).alert.message).toMatch(/righe .*bloccate/);
      const viaRecord = await t.request({
        method: 'PUT',
        url: `/api/opportunities/${closed.id}`,
        token: t.admin,
        payload: {
          title: 'Nuovo sito web',
          client_id: t.clientId,
          rows: [row('Cambiata')],
          updated_at: closed.updated_at,
        },
      });
      expect(viaRecord.statusCode).toBe(409);
      const rows = json(
        await t.request({ method: 'GET', url: `/api/opportunities/${closed.id}/rows`, token: t.admin }),
      );
      expect(rows.rows.map((r: { description: string }) => r.description)).toEqual(['Analisi']);
      // The record itself (without rows) may still be edited.
      const header = await t.request({
        method: 'PUT',
        url: `/api/opportunities/${closed.id}`,
        token: t.admin,
        payload: { title: 'Titolo nuovo', client_id: t.clientId, updated_at: rows.updated_at },
      });
      expect(header.statusCode, header.body).toBe(200);
    },
  );

  it('reopened (a status change with its history entry), the rows can be edited again', async () => {
    const created = await createOpportunity(t, { rows: [row('Analisi')] });
    const won = await setState(created.opportunity.id, 'won', created.opportunity.updated_at);
    const open = Object.keys(t.lookups.opportunity_states ?? {}).find((k) => k !== 'won' && k !== 'lost');
    const reopened = await setState(won.id, open as string, won.updated_at);
    const history = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${won.id}/activity`, token: t.admin }),
    );
    expect(history.data[0]).toMatchObject({ action: 'status_changed' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/opportunities/${won.id}/rows`,
      token: t.admin,
      payload: { rows: [row('Cambiata')], updated_at: reopened.updated_at },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
