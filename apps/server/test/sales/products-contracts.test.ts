import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  createOpportunity,
  createSalesApp,
  json,
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

function romeDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function product(body: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: '/api/products', token: t.admin, payload: body });
  if (res.statusCode !== 200) throw new Error(`product: ${res.statusCode} ${res.body}`);
  return json(res).product;
}

async function contract(body: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/contracts',
    token: t.admin,
    payload: { title: 'Contratto', client_id: t.clientId, ...body },
  });
  if (res.statusCode !== 200) throw new Error(`contract: ${res.statusCode} ${res.body}`);
  return json(res).contract;
}

describe(`products (${testEngine})`, () => {
  it('CRUD with unique code, 409 on stale, accent-insensitive search, filters, archive when used', async () => {
    const p = await product({
      code: 'hst-01',
      name: 'Hosting Città Pro',
      category_id: t.lookups.product_categories?.hosting,
      unit: 'anno',
      unit_price_cents: 12000,
      vat_rate: 22,
      recurrence: 'annuale',
    });
    expect(p.code).toBe('HST-01');
    expect(p.category_name).toBe('Hosting e domini');
    expect(p.active).toBe(true);
    await product({ code: 'DEV-01', name: 'Sviluppo', unit: 'ore', unit_price_cents: 5000, vat_rate: 22 });
    await product({ code: 'OLD-01', name: 'Vecchio hosting', unit_price_cents: 100, active: false });

    const dup = await t.request({
      method: 'POST',
      url: '/api/products',
      token: t.admin,
      payload: { code: 'HST-01', name: 'Altro', unit_price_cents: 1 },
    });
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors.code).toBeDefined();
    const badVat = await t.request({
      method: 'POST',
      url: '/api/products',
      token: t.admin,
      payload: { code: 'X', name: 'X', unit_price_cents: 1, vat_rate: 21 },
    });
    expect(badVat.statusCode).toBe(422);

    const search = json(await t.request({ method: 'GET', url: '/api/products?q=citta', token: t.admin }));
    expect(search.data.map((x: Rec) => x.code)).toEqual(['HST-01']);
    const byCode = json(await t.request({ method: 'GET', url: '/api/products?q=dev', token: t.admin }));
    expect(byCode.data.map((x: Rec) => x.code)).toEqual(['DEV-01']);
    const hosting = json(
      await t.request({ method: 'GET', url: '/api/products?q=hosting&active=true', token: t.admin }),
    );
    expect(hosting.data.map((x: Rec) => x.code)).toEqual(['HST-01']);
    const byCat = json(
      await t.request({
        method: 'GET',
        url: `/api/products?category_id=${t.lookups.product_categories?.hosting}`,
        token: t.admin,
      }),
    );
    expect(byCat.meta.total).toBe(1);
    const sorted = json(
      await t.request({ method: 'GET', url: '/api/products?sort=-unit_price_cents', token: t.admin }),
    );
    expect(sorted.data.map((x: Rec) => x.code)).toEqual(['HST-01', 'DEV-01', 'OLD-01']);

    const upd = await t.request({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token: t.admin,
      payload: {
        code: 'HST-01',
        name: 'Hosting Città Pro',
        unit: 'anno',
        unit_price_cents: 15000,
        vat_rate: 22,
        recurrence: 'annuale',
        updated_at: p.updated_at,
      },
    });
    expect(upd.statusCode).toBe(200);
    expect(json(upd).product.unit_price_cents).toBe(15000);
    const stale = await t.request({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token: t.admin,
      payload: { code: 'HST-01', name: 'X', unit_price_cents: 1, updated_at: p.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    // Used in a row → archived, not deleted; unused → deleted.
    await createOpportunity(t, {
      rows: [{ type_id: rowType(t, 'product'), product_id: p.id, description: '', unit_price_cents: 15000 }],
    });
    expect(
      json(await t.request({ method: 'DELETE', url: `/api/products/${p.id}`, token: t.admin })).result,
    ).toBe('archived');
    const listed = json(await t.request({ method: 'GET', url: '/api/products', token: t.admin }));
    expect(listed.data.map((x: Rec) => x.code)).not.toContain('HST-01');
    const dev = byCode.data[0];
    expect(
      json(await t.request({ method: 'DELETE', url: `/api/products/${dev.id}`, token: t.admin })).result,
    ).toBe('deleted');
  });
});

describe(`contracts (${testEngine})`, () => {
  it('numbers C-YYYY/NNNN, validates dates, 409 on stale, resolves names', async () => {
    const c = await contract({
      title: 'Hosting 2031',
      type_id: t.lookups.contract_types?.hosting,
      start_on: '2031-01-01',
      end_on: '2031-12-31',
      tacit_renewal: true,
      notice_days: 60,
      amount_cents: 120000,
      billing_period: 'annuale',
      hours_included_minutes: 600,
    });
    expect(c.number).toMatch(new RegExp(`^C-${year}/\\d{4}$`));
    expect(c.state_name).toBe('Bozza');
    expect(c.type_name).toBe('Hosting');
    expect(c.client_name).toBe('Bianchi Informatica S.r.l.');
    expect(c.tacit_renewal).toBe(true);
    expect(c.hours_used_minutes).toBe(0);

    const badDates = await t.request({
      method: 'POST',
      url: '/api/contracts',
      token: t.admin,
      payload: { title: 'X', client_id: t.clientId, start_on: '2031-02-01', end_on: '2031-01-01' },
    });
    expect(badDates.statusCode).toBe(422);
    expect(json(badDates).errors.end_on).toBeDefined();

    const body = {
      title: 'Hosting 2031 bis',
      client_id: t.clientId,
      amount_cents: 1,
      updated_at: c.updated_at,
    };
    expect(
      (await t.request({ method: 'PUT', url: `/api/contracts/${c.id}`, token: t.admin, payload: body }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'PUT', url: `/api/contracts/${c.id}`, token: t.admin, payload: body }))
        .statusCode,
    ).toBe(409);
    const activity = json(
      await t.request({ method: 'GET', url: `/api/contracts/${c.id}/activity`, token: t.admin }),
    );
    expect(activity.data.map((a: Rec) => a.action)).toEqual(['updated', 'created']);
  });

  it('filters by state, type, client, expiring within N days (closed states excluded) and searches', async () => {
    const states = t.lookups.contract_states as Record<string, number>;
    const active = states.active;
    const soon = await contract({
      title: 'Manutenzione in scadenza',
      state_id: active,
      end_on: romeDay(10),
      type_id: t.lookups.contract_types?.maintenance,
      amount_cents: 123450,
      hours_included_minutes: 90,
    });
    await contract({ title: 'Scade tra due mesi', state_id: active, end_on: romeDay(60) });
    await contract({ title: 'Già scaduto', state_id: active, end_on: romeDay(-1) });
    await contract({ title: 'Disdetto a breve', state_id: states.cancelled, end_on: romeDay(5) });
    const today = await contract({ title: 'Scade oggi', state_id: active, end_on: romeDay(0) });

    const within30 = json(
      await t.request({
        method: 'GET',
        url: '/api/contracts?expiring_within_days=30&sort=end_on',
        token: t.admin,
      }),
    );
    expect(within30.data.map((c: Rec) => c.id)).toEqual([today.id, soon.id]);
    const within90 = json(
      await t.request({ method: 'GET', url: '/api/contracts?expiring_within_days=90', token: t.admin }),
    );
    expect(within90.meta.total).toBe(3);
    const byState = json(
      await t.request({ method: 'GET', url: `/api/contracts?state_id=${states.cancelled}`, token: t.admin }),
    );
    expect(byState.data.map((c: Rec) => c.title)).toEqual(['Disdetto a breve']);
    const byType = json(
      await t.request({
        method: 'GET',
        url: `/api/contracts?type_id=${t.lookups.contract_types?.maintenance}`,
        token: t.admin,
      }),
    );
    expect(byType.data.map((c: Rec) => c.id)).toEqual([soon.id]);
    const byClient = json(
      await t.request({
        method: 'GET',
        url: `/api/contracts?client_id=${t.clientId}&per_page=1`,
        token: t.admin,
      }),
    );
    expect(byClient.meta.total).toBe(6);
    const q = json(
      await t.request({ method: 'GET', url: '/api/contracts?q=manutenzione%20SCADENZA', token: t.admin }),
    );
    expect(q.data.map((c: Rec) => c.id)).toEqual([soon.id]);
    const qClient = json(await t.request({ method: 'GET', url: '/api/contracts?q=bianchi', token: t.admin }));
    expect(qClient.meta.total).toBe(6);

    const csv = await t.request({
      method: 'GET',
      url: '/api/contracts/export?format=csv&expiring_within_days=30',
      token: t.admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Manutenzione in scadenza');
    // Importo € and Monte ore with a decimal comma, no thousands separator (Italian Excel).
    const soonLine = csv.body.split('\r\n').find((line) => line.includes('Manutenzione in scadenza'));
    expect(soonLine).toMatch(/;1234,5;[^;]*;1,5;/);
    expect(csv.body).not.toContain('Scade tra due mesi');

    expect(
      json(await t.request({ method: 'DELETE', url: `/api/contracts/${today.id}`, token: t.admin })).result,
    ).toBe('deleted');
  });
});
