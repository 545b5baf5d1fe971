import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  createOpportunity,
  createSalesApp,
  json,
  mixedRows,
  oppState,
  type Rec,
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

describe(`opportunities (${testEngine})`, () => {
  it('numbers 50 parallel creations YYYY/NNNN with no duplicate and no gap, and never reuses a number', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/opportunities',
          token: t.admin,
          payload: { title: `Par ${i}`, client_id: t.clientId },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const numbers = results.map((r) => json(r).opportunity.number as string);
    expect(new Set(numbers).size).toBe(50);
    const seqs = numbers.map((n) => {
      expect(n).toMatch(new RegExp(`^${year}/\\d{4}$`));
      return Number(n.split('/')[1]);
    });
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    // A deleted opportunity's number is not handed out again.
    const last = results.find((r) => json(r).opportunity.number === `${year}/0050`);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/opportunities/${json(last!).opportunity.id}`,
      token: t.admin,
    });
    expect(json(del).result).toBe('deleted');
    const next = await createOpportunity(t);
    expect(next.opportunity.number).toBe(`${year}/0051`);
  });

  it('a refused creation (bad row) takes no number', async () => {
    const before = await createOpportunity(t);
    const bad = await t.request({
      method: 'POST',
      url: '/api/opportunities',
      token: t.admin,
      payload: { title: 'Con riga errata', client_id: t.clientId, rows: [{ type_id: oppState(t, 'new') }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors['rows.0.type_id']).toBeDefined();
    const after = await createOpportunity(t);
    expect(Number(after.opportunity.number.split('/')[1])).toBe(
      Number(before.opportunity.number.split('/')[1]) + 1,
    );
  });

  it('computes totals for mixed VAT rates, discounts and a Sconto row in cents (stored, returned, previewed)', async () => {
    const created = await createOpportunity(t, { rows: mixedRows(t) });
    expect(created.totals).toEqual({
      by_vat: [
        { vat_rate: 22, imponibile_cents: 42330, iva_cents: 9313 },
        { vat_rate: 10, imponibile_cents: 12000, iva_cents: 1200 },
        { vat_rate: 0, imponibile_cents: 333, iva_cents: 0 },
      ],
      imponibile_cents: 54663,
      iva_cents: 10513,
      totale_cents: 65176,
    });
    expect(created.opportunity.total_cents).toBe(65176);
    expect(created.rows.map((r: Rec) => r.amount_cents)).toEqual([
      33332,
      12000,
      null,
      9998,
      -1000,
      50000,
      333,
      99999,
    ]);
    expect(created.rows.map((r: Rec) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(created.rows[0].quantity).toBe(3);
    expect(created.rows[6].quantity).toBe(0.333);
    expect(created.rows[0].state_key).toBe('proposed');

    const preview = await t.request({
      method: 'POST',
      url: '/api/opportunities/totals',
      token: t.admin,
      payload: { rows: mixedRows(t) },
    });
    expect(preview.statusCode).toBe(200);
    expect(json(preview).totale_cents).toBe(65176);
    expect(json(preview).lines[4]).toEqual({ amount_cents: -1000, counted: true });

    const got = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${created.opportunity.id}`, token: t.admin }),
    );
    expect(got.totals.totale_cents).toBe(65176);
    const list = json(
      await t.request({
        method: 'GET',
        url: '/api/opportunities?amount_min=65176&amount_max=65176',
        token: t.admin,
      }),
    );
    expect(list.data.map((o: Rec) => o.id)).toEqual([created.opportunity.id]);
  });

  it('replaces the ordered rows in one call, 409 on a stale updated_at', async () => {
    const created = await createOpportunity(t, { rows: mixedRows(t).slice(0, 2) });
    const id = created.opportunity.id;
    const put = await t.request({
      method: 'PUT',
      url: `/api/opportunities/${id}/rows`,
      token: t.admin,
      payload: {
        updated_at: created.opportunity.updated_at,
        rows: [
          { type_id: rowType(t, 'free'), description: 'B', unit_price_cents: 100 },
          { type_id: rowType(t, 'free'), description: 'A', unit_price_cents: 200 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(json(put).rows.map((r: Rec) => r.description)).toEqual(['B', 'A']);
    expect(json(put).totals.totale_cents).toBe(366);
    expect(json(put).updated_at).not.toBe(created.opportunity.updated_at);

    const stale = await t.request({
      method: 'PUT',
      url: `/api/opportunities/${id}/rows`,
      token: t.admin,
      payload: { updated_at: created.opportunity.updated_at, rows: [] },
    });
    expect(stale.statusCode).toBe(409);
    const rows = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${id}/rows`, token: t.admin }),
    );
    expect(rows.rows).toHaveLength(2);
  });

  it('updates with 409 on stale, logs activity, and filters/sorts the list', async () => {
    const created = await createOpportunity(t, {
      title: 'Città più bella',
      probability: 40,
      expected_close_on: '2031-03-15',
    });
    const id = created.opportunity.id;
    const payload = {
      title: 'Città più bella 2',
      client_id: t.clientId,
      probability: 60,
      expected_close_on: '2031-03-20',
      updated_at: created.opportunity.updated_at,
    };
    const ok = await t.request({ method: 'PUT', url: `/api/opportunities/${id}`, token: t.admin, payload });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).opportunity.probability).toBe(60);
    const stale = await t.request({
      method: 'PUT',
      url: `/api/opportunities/${id}`,
      token: t.admin,
      payload: { ...payload, title: 'X' },
    });
    expect(stale.statusCode).toBe(409);
    const got = json(await t.request({ method: 'GET', url: `/api/opportunities/${id}`, token: t.admin }));
    expect(got.opportunity.title).toBe('Città più bella 2');

    const search = json(
      await t.request({ method: 'GET', url: '/api/opportunities?q=CITTA%20bella', token: t.admin }),
    );
    expect(search.data.map((o: Rec) => o.id)).toEqual([id]);
    const byClient = json(
      await t.request({ method: 'GET', url: '/api/opportunities?q=bianchi&per_page=1', token: t.admin }),
    );
    expect(byClient.meta.total).toBeGreaterThan(50);
    const month = json(
      await t.request({ method: 'GET', url: '/api/opportunities?close_month=2031-03', token: t.admin }),
    );
    expect(month.data.map((o: Rec) => o.id)).toEqual([id]);
    const sorted = json(
      await t.request({
        method: 'GET',
        url: '/api/opportunities?sort=-probability&per_page=1',
        token: t.admin,
      }),
    );
    expect(sorted.data[0].id).toBe(id);
    const bad = await t.request({
      method: 'GET',
      url: '/api/opportunities?close_month=2031-13',
      token: t.admin,
    });
    expect(bad.statusCode).toBe(422);

    const activity = json(
      await t.request({ method: 'GET', url: `/api/opportunities/${id}/activity`, token: t.admin }),
    );
    expect(activity.data.map((a: Rec) => a.action)).toEqual(['updated', 'created']);
  });
});
