import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { checkin, checkout, createKey, createKeysApp, json, type KeysApp } from './key-fixtures.ts';

let t: KeysApp;
let key: { id: number };

beforeAll(async () => {
  t = await createKeysApp();
  key = await createKey(t, { label: 'Portone', code: 'H-1', client_id: t.clientId, copies: 2 });
});
afterAll(async () => t?.close());

describe(`physical keys: hostile input (${testEngine})`, () => {
  it.each([2 ** 31, 2 ** 53 - 1])(
    'copy %d is 422 on copy_no for check-out and check-in, never 500',
    async (n) => {
      const out = await checkout(t, key.id, { copy_no: n, holder_user_id: t.onProject.id });
      expect(out.statusCode).toBe(422);
      expect(json(out).errors.copy_no).toEqual(['La chiave ha 2 copie']);
      const back = await checkin(t, key.id, { copy_no: n });
      expect(back.statusCode).toBe(422);
      expect(json(back).errors.copy_no).toEqual(['La chiave ha 2 copie']);
    },
  );

  it('holder ids past the id range, dates typed the Italian way or impossible: 422 on the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ holder_user_id: 2 ** 31 }, 'holder_user_id'],
      [{ holder_person_id: 2 ** 53 }, 'holder_person_id'],
      [{ holder_user_id: t.onProject.id, out_on: '25/11/2026' }, 'out_on'],
      [{ holder_user_id: t.onProject.id, due_on: '2026-02-30' }, 'due_on'],
      [{ holder_user_id: t.onProject.id, note: 'x'.repeat(1_001) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await checkout(t, key.id, { copy_no: 1, ...body });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(json(res).errors), field).toContain(field);
    }
    const returned = await checkin(t, key.id, { copy_no: 1, returned_on: '2026-13-01' });
    expect(returned.statusCode).toBe(422);
    expect(json(returned).errors.returned_on).toBeDefined();
  });

  it('copies out of 1..99, a missing label, null or wrong types: 422, never 500', async () => {
    const bodies: Record<string, unknown>[] = [
      { label: 'A', code: 'H-2', copies: 100 },
      { label: 'A', code: 'H-2', copies: 0 },
      { label: 'A', code: 'H-2', copies: 2 ** 31 },
      { label: '   ', code: 'H-2' },
      { label: 'A', code: null },
      { label: 'A', code: 'H-2', kind: 'grimaldello' },
      { label: 'A', code: 'H-2', client_id: -1 },
    ];
    for (const payload of bodies) {
      const res = await t.request({ method: 'POST', url: '/api/keyholders/keys', token: t.admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const nullBody = await t.request({
      method: 'POST',
      url: '/api/keyholders/keys',
      token: t.admin,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBeGreaterThanOrEqual(400);
    expect(nullBody.statusCode).toBeLessThan(500);
  });

  it('formulas, emoji and right-to-left text are stored as typed', async () => {
    const label = "=cmd|' /C calc'!A0 🔑 مفتاح";
    const made = await createKey(t, {
      label,
      code: '=HYPERLINK("X")',
      client_id: t.clientId,
      site: '+SUM(A1)',
    });
    expect(made).toMatchObject({ label, code: '=HYPERLINK("X")', site: '+SUM(A1)' });
  });

  it('bad loans-list queries are 422', async () => {
    for (const query of ['state=chiuse', 'key_id=0', 'key_id=abc', 'per_page=100000', 'holder_user_id=-3']) {
      const res = await t.request({ method: 'GET', url: `/api/keyholders/loans?${query}`, token: t.admin });
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe(`physical keys: races (${testEngine})`, () => {
  it('two creates with one code at once: one 200, one 422 on code', async () => {
    const body = { label: 'Doppione', code: 'RACE-CODE', client_id: t.clientId };
    const answers = await Promise.all(
      [0, 1].map(() =>
        t.request({ method: 'POST', url: '/api/keyholders/keys', token: t.admin, payload: body }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(json(refused as (typeof answers)[number]).errors.code).toEqual([
      "Codice già usato da un'altra chiave",
    ]);
  });

  it('one key saved twice, checked out and deleted at once: each 200, 404 or 409, never 500', async () => {
    const made = await createKey(t, { label: 'Contesa', code: 'RACE-ALL', client_id: t.clientId, copies: 2 });
    const put = {
      label: 'Contesa',
      code: 'RACE-ALL',
      client_id: t.clientId,
      copies: 1,
      updated_at: made.updated_at,
    };
    const answers = await Promise.all([
      t.request({ method: 'PUT', url: `/api/keyholders/keys/${made.id}`, token: t.admin, payload: put }),
      t.request({ method: 'PUT', url: `/api/keyholders/keys/${made.id}`, token: t.admin, payload: put }),
      checkout(t, made.id, { copy_no: 2, holder_user_id: t.onProject.id }),
      t.request({ method: 'DELETE', url: `/api/keyholders/keys/${made.id}`, token: t.admin }),
    ]);
    for (const answer of answers) expect([200, 404, 409, 422], answer.body).toContain(answer.statusCode);
    expect(answers.filter((a, i) => i < 2 && a.statusCode === 200).length).toBeLessThanOrEqual(1);
  });
});
