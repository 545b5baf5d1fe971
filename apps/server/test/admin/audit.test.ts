import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CredentialsApp,
  createCredential,
  createCredentialsApp,
  PLANTED_NOTES,
  PLANTED_SECRET,
} from '../keyholders/credential-fixtures.ts';
import { testEngine } from '../test-db.ts';

let t: CredentialsApp;
const LEAKED_PASSWORD = 'hunter2-in-chiaro-77';
const LEAKED_TOKEN = 'tok_live_9f8e7d6c5b4a';
const LOGO = `data:image/png;base64,${'iVBORw0KGgo'.repeat(400)}`;
type Entry = {
  id: number;
  created_at: string;
  user: { id: number; name: string } | null;
  entity: string;
  entity_label: string;
  entity_id: number;
  record: { name: string; path: string | null } | null;
  action: string;
  action_label: string;
  text: string;
  changes: { field: string; label: string; old: string | null; new: string | null }[];
};

async function audit(query = '', token = t.admin) {
  const res = await t.request({ method: 'GET', url: `/api/admin/audit${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; meta: { per_page: number; next_cursor: string | null } };
}

async function logRow(row: {
  user_id: number | null;
  created_at: string;
  entity: string;
  action: string;
  changes: unknown;
}) {
  await t.app.db
    .insertInto('activity_log')
    .values({ ...row, entity_id: 1, changes: JSON.stringify(row.changes) })
    .execute();
}

beforeAll(async () => {
  t = await createCredentialsApp();
  await createCredential(t, {
    title: 'Posta aziendale',
    kind: 'email',
    client_id: t.clientId,
    secret: PLANTED_SECRET,
    notes: PLANTED_NOTES,
  });
  // The Tecnico edits their own profile: an entry of theirs.
  const res = await t.request({
    method: 'PUT',
    url: '/api/user/profile',
    token: t.tokens.technicians,
    payload: { name: 'Tecnico', surname: 'Bianchi', theme: 'dark' },
  });
  expect(res.statusCode).toBe(200);
  // Entries as other modules might write them, with what must never be shown.
  await logRow({
    user_id: null,
    created_at: '2020-03-15T22:30:00.000Z', // 15/03 23:30 in Rome
    entity: 'settings',
    action: 'updated',
    changes: {
      smtp_password: ['vecchia', LEAKED_PASSWORD],
      api_token: [null, LEAKED_TOKEN],
      opportunity_logo: [null, LOGO],
    },
  });
  await logRow({
    user_id: null,
    created_at: '2020-03-15T23:30:00.000Z', // 16/03 00:30 in Rome
    entity: 'user',
    action: 'password_change',
    changes: { password: [LEAKED_PASSWORD, LEAKED_PASSWORD] },
  });
});
afterAll(async () => t?.close());

describe(`GET /api/admin/audit (${testEngine})`, () => {
  it('refuses every group without manage_users, and anonymous callers', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/options', '/api/admin/audit/export']) {
      for (const token of Object.values(t.tokens)) {
        const res = await t.request({ method: 'GET', url, token });
        expect(res.statusCode, url).toBe(403);
      }
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists the whole log newest first, with names, sentences and record links', async () => {
    const { data } = await audit('?entity=client');
    expect(data.length).toBe(2);
    expect(data.every((e) => e.entity === 'client' && e.entity_label === 'Cliente')).toBe(true);
    expect(data[0]?.id).toBeGreaterThan(data[1]?.id ?? Infinity);
    const created = data.find((e) => e.record?.name === 'Rossi Impianti S.r.l.');
    expect(created).toMatchObject({
      action: 'created',
      action_label: 'Creazione',
      record: { path: `/crm/detail/${t.clientId}` },
      user: { name: expect.any(String) },
    });
    expect(created?.text).toMatch(/ha creato il cliente Rossi Impianti S\.r\.l\.$/);
    expect(created?.changes.find((c) => c.field === 'business_name')).toMatchObject({
      label: 'Ragione sociale',
      old: null,
      new: 'Rossi Impianti S.r.l.',
    });
  });

  it('filters by user, by action and by Italian days', async () => {
    const mine = await audit(`?user_id=${t.techId}`);
    expect(mine.data.length).toBe(1);
    expect(mine.data[0]).toMatchObject({ entity: 'user', entity_id: t.techId, user: { id: t.techId } });
    expect(mine.data[0]?.text).toBe('Tecnico Bianchi ha modificato il proprio profilo.');
    expect(mine.data[0]?.changes.find((c) => c.field === 'theme')).toMatchObject({
      label: 'Tema',
      new: 'dark',
    });

    const created = await audit('?action=created');
    expect(created.data.length).toBeGreaterThanOrEqual(4); // two clients, a project, a credential
    expect(created.data.every((e) => e.action === 'created')).toBe(true);

    const day16 = await audit('?from=2020-03-16&to=2020-03-16');
    expect(day16.data.map((e) => e.created_at)).toEqual([expect.stringMatching(/^2020-03-15T23:30/)]);
    const day15 = await audit('?from=2020-03-15&to=2020-03-15');
    expect(day15.data.map((e) => e.entity)).toEqual(['settings']);
    const both = await audit('?from=2020-03-14&to=2020-03-16&entity=user');
    expect(both.data.map((e) => e.action)).toEqual(['password_change']);
    expect((await audit('?to=2019-12-31')).data).toEqual([]);
  });

  it('pages by keyset: next_cursor continues after the last entry, null at the end', async () => {
    const first = await audit('?entity=client&per_page=1');
    expect(first.data.length).toBe(1);
    expect(first.meta.next_cursor).toBe(String(first.data[0]?.id));
    const second = await audit(`?entity=client&per_page=1&after=${first.meta.next_cursor}`);
    expect(second.data.length).toBe(1);
    expect(second.data[0]?.id).toBeLessThan(first.data[0]?.id ?? 0);
    expect(second.meta.next_cursor).toBeNull();
  });

  it('never shows a secret: passwords, tokens, sealed vault fields, images', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/audit?per_page=200', token: t.admin });
    for (const secret of [PLANTED_SECRET, PLANTED_NOTES, LEAKED_PASSWORD, LEAKED_TOKEN, 'iVBORw0KGgo']) {
      expect(res.body).not.toContain(secret);
    }
    const data = (res.json() as { data: Entry[] }).data;
    const settings = data.find((e) => e.entity === 'settings');
    expect(settings?.user).toBeNull();
    expect(settings?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'smtp_password', old: '••••••', new: '••••••' }),
        expect.objectContaining({ field: 'api_token', old: null, new: '••••••' }),
        expect.objectContaining({
          field: 'opportunity_logo',
          label: 'Logo delle offerte',
          new: 'Immagine (image/png)',
        }),
      ]),
    );
    const credential = data.find((e) => e.entity === 'keyholder' && e.action === 'created');
    expect(credential?.changes.find((c) => c.field === 'secret')?.new).toBe('impostata');
  });

  it('answers 422 with an Italian message on bad filters', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=2026-03-02&to=2026-03-01',
      '?entity=client;drop',
      '?after=abc',
      '?after=999999999999999',
      '?after=-3',
      '?user_id=-1',
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/admin/audit${query}`, token: t.admin });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe(`GET /api/admin/audit/options (${testEngine})`, () => {
  it('lists the kinds present in the log, the actions and every user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/audit/options', token: t.admin });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    const kinds = options.entities.map((e: { value: string }) => e.value);
    expect(kinds).toEqual(expect.arrayContaining(['client', 'project', 'keyholder', 'user', 'settings']));
    expect(kinds).not.toContain('opportunity');
    expect(options.entities).toContainEqual({ value: 'client', label: 'Cliente' });
    expect(options.actions).toContainEqual({ value: 'created', label: 'Creazione' });
    expect(options.users).toContainEqual({ id: t.techId, name: 'Tecnico Bianchi' });
  });
});

describe(`GET /api/admin/audit/export (${testEngine})`, () => {
  it('writes the filtered log as XLSX with Italian headers, day-first dates and no secret', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/audit/export?entity=client',
      token: t.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/registro-attivita-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Data',
      'Ora',
      'Utente',
      'Tipo di record',
      'N. record',
      'Record',
      'Azione',
      'Descrizione',
      'Modifiche',
    ]);
    expect(sheet?.rowCount).toBe(3);
    const row = sheet?.getRow(3);
    expect(row?.getCell(1).value).toBeInstanceOf(Date);
    expect(row?.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(row?.getCell(2).value).toMatch(/^\d{2}:\d{2}$/);
    expect(row?.getCell(4).value).toBe('Cliente');
    expect(row?.getCell(7).value).toBe('Creazione');
    expect(String(row?.getCell(9).value)).toContain('Ragione sociale: — → ');

    const all = await t.request({ method: 'GET', url: '/api/admin/audit/export', token: t.admin });
    const text = (await new ExcelJS.Workbook().xlsx.load(all.rawPayload as unknown as ArrayBuffer))
      .worksheets[0];
    const cells = JSON.stringify(text?.getSheetValues());
    for (const secret of [PLANTED_SECRET, PLANTED_NOTES, LEAKED_PASSWORD, LEAKED_TOKEN, 'iVBORw0KGgo']) {
      expect(cells).not.toContain(secret);
    }
    expect(cells).toContain('Cambio password');
  });
});
