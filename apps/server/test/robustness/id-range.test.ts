import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp } from '../crm/crm-fixtures.ts';

/**
 * Ids are 32-bit signed integers on PostgreSQL: a larger one in a path or a body, and an
 * `updated_at` that is not an instant, reached the database and answered 500 there. A path id past
 * the range names no record (404); a body id past it or a malformed `updated_at` is a 422 on the
 * field; both before any SQL, on both engines.
 */
let t: CrmApp;
let client: { id: number; updated_at: string };
beforeAll(async () => {
  t = await createCrmApp();
  client = (await createClient(t, { business_name: 'Intervallo S.r.l.' })) as typeof client;
});
afterAll(async () => t?.close());

const TOO_BIG = [2 ** 31, 2 ** 40, 2 ** 53 - 1];

describe('ids and versions out of what the database holds', () => {
  it('a path id ≥ 2^31 answers 404', async () => {
    for (const id of TOO_BIG) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.request({ method, url: `/api/clients/${id}`, token: t.admin });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().alert.message).toBeTruthy();
      }
    }
    const put = await t.request({
      method: 'PUT',
      url: `/api/clients/${2 ** 31}`,
      payload: { business_name: 'X', updated_at: client.updated_at },
      token: t.admin,
    });
    expect(put.statusCode).toBe(404);
  });

  it('the largest 32-bit id is still an ordinary missing record (404)', async () => {
    const res = await t.request({ method: 'GET', url: `/api/clients/${2 ** 31 - 1}`, token: t.admin });
    expect(res.statusCode).toBe(404);
  });

  it('a body id ≥ 2^31 answers 422 on that field', async () => {
    for (const id of TOO_BIG) {
      const res = await t.request({
        method: 'POST',
        url: '/api/clients',
        payload: { business_name: 'Troppo Grande S.r.l.', state_id: id },
        token: t.admin,
      });
      expect(res.statusCode, String(id)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('state_id');
    }
  });

  it('an id ≥ 2^31 in a list of a body or in a filter answers 422 on that field', async () => {
    const cases = [
      { url: '/api/todos', payload: { title: 'Troppi', assignee_ids: [2 ** 31] }, field: 'assignee_ids' },
      {
        url: '/api/projects',
        payload: { code: 'TG-1', name: 'Troppi', member_ids: [2 ** 40] },
        field: 'member_ids',
      },
    ];
    for (const { url, payload, field } of cases) {
      const res = await t.request({ method: 'POST', url, payload, token: t.admin });
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors).join(' '), url).toContain(field);
    }
    const report = await t.request({ method: 'GET', url: `/api/timings?user_id=${2 ** 31}`, token: t.admin });
    expect(report.statusCode).toBe(422);
  });

  it('a query id ≥ 2^31 answers 422, not 500', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/clients/vat-check?vat=00743110157&exclude_id=${2 ** 31}`,
      token: t.admin,
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('an updated_at that is not an instant answers 422 on updated_at', async () => {
    for (const updated_at of ['abc', '2026-13-45', '2026-02-30T10:00:00.000Z', '1e9', 'yesterday']) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/clients/${client.id}`,
        payload: { business_name: 'Intervallo S.r.l.', updated_at },
        token: t.admin,
      });
      expect(res.statusCode, updated_at).toBe(422);
      expect(Object.keys(res.json().errors), updated_at).toContain('updated_at');
    }
  });

  it('a well-formed but old updated_at is still the stale-record 409', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      payload: { business_name: 'Intervallo S.r.l.', updated_at: '2000-01-01T00:00:00.000Z' },
      token: t.admin,
    });
    expect(res.statusCode).toBe(409);
  });
});
