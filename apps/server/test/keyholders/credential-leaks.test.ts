import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  type CredentialsApp,
  createCredential,
  createCredentialsApp,
  json,
  PLANTED_NOTES,
  PLANTED_SECRET,
  reveal,
} from './credential-fixtures.ts';

let t: CredentialsApp;
let entry: { id: number; updated_at: string };
/** Every answer body the test received, to search at the end. */
const answers: string[] = [];
const NEW_SECRET = 'Second0-S3greto!pw2';
const NEW_NOTES = 'note-cambiate-zz8';

const planted = [PLANTED_SECRET, PLANTED_NOTES, NEW_SECRET, NEW_NOTES];
const words = ['Pl4nted', 'riservate-xk9', 'Second0', 'cambiate-zz8'];

function expectClean(text: string, where: string) {
  for (const value of [...planted, ...words]) expect(text, `${where} carries ${value}`).not.toContain(value);
}

async function call(options: Parameters<CredentialsApp['request']>[0]) {
  const res = await t.request({ token: t.admin, ...options });
  answers.push(res.body);
  return res;
}

beforeAll(async () => {
  t = await createCredentialsApp();
  entry = await createCredential(t, {
    title: 'Database gestionale',
    kind: 'database',
    client_id: t.clientId,
    host: 'db.rossi.example',
    username: 'gestionale',
    secret: PLANTED_SECRET,
    notes: PLANTED_NOTES,
  });
  const res = await call({
    method: 'PUT',
    url: `/api/keyholders/${entry.id}`,
    payload: {
      title: 'Database gestionale',
      kind: 'database',
      client_id: t.clientId,
      secret: NEW_SECRET,
      notes: NEW_NOTES,
      updated_at: entry.updated_at,
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe(`a secret and notes never leave except through reveal (${testEngine})`, () => {
  it('the stored row holds envelopes, not the values; search_text holds neither', async () => {
    const row = await t.app.db
      .selectFrom('keyholders')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).toMatch(/^v1\./);
    expect(row.notes_enc).toMatch(/^v1\./);
    expectClean(JSON.stringify(row), 'the stored row');
  });

  it('lists, details, searches and the access log carry no secret or notes', async () => {
    const list = await call({ method: 'GET', url: '/api/keyholders' });
    expect(json(list).data[0]).toMatchObject({ id: entry.id, has_secret: true, has_notes: true });
    expect(json(list).data[0]).not.toHaveProperty('secret');
    await call({ method: 'GET', url: `/api/keyholders/${entry.id}` });
    for (const q of [...planted, ...words]) {
      const found = await call({ method: 'GET', url: `/api/keyholders?q=${encodeURIComponent(q)}` });
      expect(json(found).meta.total, q).toBe(0);
    }
    expect(json(await call({ method: 'GET', url: '/api/keyholders?q=gestionale' })).meta.total).toBe(1);
    await reveal(t, entry.id);
    await call({ method: 'GET', url: `/api/keyholders/${entry.id}/accesses` });
  });

  it('the history says the secret and notes were set and changed, not what they are', async () => {
    const res = await call({ method: 'GET', url: `/api/keyholders/${entry.id}/activity` });
    const changes = (json(res).data as { action: string; changes: { field: string; new: unknown }[] }[]).map(
      (e) => [e.action, e.changes.filter((c) => c.field === 'secret' || c.field === 'notes')],
    );
    expect(changes).toEqual([
      [
        'updated',
        [
          { field: 'secret', old: null, new: 'modificata' },
          { field: 'notes', old: null, new: 'modificate' },
        ],
      ],
      [
        'created',
        [
          { field: 'secret', old: null, new: 'impostata' },
          { field: 'notes', old: null, new: 'inserite' },
        ],
      ],
    ]);
    const rows = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity', '=', 'keyholder')
      .execute();
    expectClean(JSON.stringify(rows), 'activity_log');
  });

  it('the exports (CSV and XLSX) list the entry without its secret or notes', async () => {
    const csv = await call({ method: 'GET', url: '/api/keyholders/export?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Database gestionale');
    expectClean(csv.rawPayload.toString('utf8'), 'the CSV');
    const xlsx = await t.request({
      method: 'GET',
      url: '/api/keyholders/export?format=xlsx',
      token: t.admin,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))),
    );
    expect(cells).toContain('Database gestionale');
    expect(cells).toContain('Password salvata');
    expectClean(cells.join('\n'), 'the XLSX');
  });

  it('error answers do not echo a secret: too long, wrong types, stale, out of reach, broken JSON', async () => {
    const long = `${NEW_SECRET}${'x'.repeat(1_000)}`;
    const tooLong = await call({
      method: 'POST',
      url: '/api/keyholders',
      payload: { title: 'Troppo lunga', secret: long, notes: `${NEW_NOTES}${'y'.repeat(10_001)}` },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong).errors.secret).toEqual(['Al massimo 1000 caratteri']);
    const wrongType = await call({
      method: 'POST',
      url: '/api/keyholders',
      payload: { title: 'Tipo', secret: { value: NEW_SECRET }, notes: [NEW_NOTES], port: NEW_SECRET },
    });
    expect(wrongType.statusCode).toBe(422);
    const stale = await call({
      method: 'PUT',
      url: `/api/keyholders/${entry.id}`,
      payload: { title: 'X', secret: NEW_SECRET, updated_at: '2000-01-01T00:00:00.000Z' },
    });
    expect(stale.statusCode).toBe(409);
    const outOfReach = await call({
      method: 'POST',
      url: '/api/keyholders',
      token: t.tokens.technicians,
      payload: { title: 'Non mio', client_id: t.otherClientId, secret: NEW_SECRET },
    });
    expect(outOfReach.statusCode).toBe(403);
    const broken = await call({
      method: 'POST',
      url: '/api/keyholders',
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"Rotto","secret":"${NEW_SECRET}",`,
    });
    expect(broken.statusCode).toBe(400);
  });

  it('no answer but the reveal, and no log line at all, carries them', async () => {
    const revealed = await reveal(t, entry.id);
    expect(json(revealed)).toEqual({ secret: NEW_SECRET, notes: NEW_NOTES });
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(answers.length).toBeGreaterThan(10);
    expectClean(answers.join('\n'), 'an answer');
    // The searches above typed the values into `q`: the log masks the credentials' search words too.
    expect(t.logs.some((line) => line.includes('/api/keyholders?q=[redacted]'))).toBe(true);
    expect(t.logs.length).toBeGreaterThan(10);
    expectClean(t.logs.join(''), 'the log');
  });
});
