import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, multipart } from '../crm/crm-fixtures.ts';
import { type AttachmentApp, createAttachmentApp } from './attachment-fixtures.ts';
import { pdf, png } from './sample-files.ts';

type Row = { id: number; name: string; record_type: string | null };

/** The list (filters, search, sort, counts), rename and the permissions of each default group. */
describe('attachments list, rename and permissions', () => {
  let t: AttachmentApp;
  let opportunityId: number;
  let projectId: number;
  const users: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const list = async (query: string, token = t.admin) => {
    const res = await t.request({ method: 'GET', url: `/api/attachments?${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return json(res) as { data: Row[]; meta: { total: number } };
  };
  const names = async (query: string, token = t.admin) => (await list(query, token)).data.map((r) => r.name);

  beforeAll(async () => {
    t = await createAttachmentApp('local');
    const opp = await t.request({
      method: 'POST',
      url: '/api/opportunities',
      token: t.admin,
      payload: { title: 'Portale', client_id: t.clientId },
    });
    opportunityId = json(opp).opportunity.id;
    const project = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: t.admin,
      payload: { code: 'ALL-1', name: 'Archivio', client_id: t.clientId },
    });
    projectId = json(project).project.id;
    const upload = async (
      key: string,
      name: string,
      data: Buffer | string,
      fields: Record<string, string> = {},
    ) => {
      const res = await t.upload({ name, data }, fields);
      expect(res.statusCode, res.body).toBe(201);
      ids[key] = json(res).attachment.id;
    };
    await upload('contract', 'Contratto firmato.pdf', pdf('c'), {
      record_type: 'client',
      record_id: String(t.clientId),
    });
    await upload('photo', 'Foto cantiere.png', png(), {
      record_type: 'project',
      record_id: String(projectId),
    });
    await upload('offer', 'Offerta città.pdf', pdf('o'), {
      record_type: 'opportunity',
      record_id: String(opportunityId),
    });
    await upload('loose', 'Appunti.txt', 'appunti sparsi');
    for (const group of ['sales', 'technicians', 'accounting'] as const) {
      await t.createUser({ email: `${group}@test.officina.it`, password: 'password-lunga-1', group });
      users[group] = await t.login(`${group}@test.officina.it`, 'password-lunga-1');
    }
    await t.createUser({ email: 'nessuno@test.officina.it', password: 'password-lunga-1', group: null });
    users.none = await t.login('nessuno@test.officina.it', 'password-lunga-1');
  }, 60_000);
  afterAll(async () => t?.stop());

  it('filters by record, kind, uploader and period, searches the name without accents, sorts', async () => {
    expect(await names(`record_type=client&record_id=${t.clientId}`)).toEqual(['Contratto firmato.pdf']);
    expect(await names('kind=pdf&sort=name')).toEqual(['Contratto firmato.pdf', 'Offerta città.pdf']);
    expect(await names('q=CITTA')).toEqual(['Offerta città.pdf']);
    expect(await names(`created_by=${t.adminId}&sort=-size`)).toHaveLength(4);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    expect((await list(`from=${today}&to=${today}`)).meta.total).toBe(4);
    expect((await list('to=2000-01-01')).meta.total).toBe(0);
    const opp = (await list('record_type=opportunity')).data[0];
    expect(opp).toMatchObject({ record_id: opportunityId });
    expect((opp as unknown as { record_label: string }).record_label).toMatch(/ Portale$/);
    const bad = await t.request({ method: 'GET', url: '/api/attachments?kind=eseguibile', token: t.admin });
    expect(bad.statusCode).toBe(422);
  });

  it('counts a record’s attachments for its tab', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/attachments/counts?record_type=project&record_id=${projectId}`,
      token: t.admin,
    });
    expect(json(res)).toEqual({ count: 1 });
  });

  it('renames with the name sanitised, 409 when stale, history on the record', async () => {
    const url = `/api/attachments/${ids.contract}`;
    const read = json(await t.request({ method: 'GET', url, token: t.admin })).attachment;
    const res = await t.request({
      method: 'PATCH',
      url,
      token: t.admin,
      payload: { name: '../Contratto 2026.pdf', updated_at: read.updated_at },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).attachment.name).toBe('Contratto 2026.pdf');
    const stale = await t.request({
      method: 'PATCH',
      url,
      token: t.admin,
      payload: { name: 'Altro.pdf', updated_at: read.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    // The search follows the new name (the search-terms index is kept by triggers).
    expect(await names('q=contratto%202026')).toEqual(['Contratto 2026.pdf']);
    expect(await names('q=firmato')).toEqual([]);
    expect(await names('q=pd&sort=name')).toEqual(['Contratto 2026.pdf', 'Offerta città.pdf']);
    const history = await t.request({
      method: 'GET',
      url: `/api/clients/${t.clientId}/activity`,
      token: t.admin,
    });
    const renamed = json(history).data.find((e: { action: string }) => e.action === 'attachment_renamed');
    expect(renamed.changes).toEqual([
      { field: 'attachment', old: 'Contratto firmato.pdf', new: 'Contratto 2026.pdf' },
    ]);
  });

  it('lists only what each default group may see; 404 on a record kind it may not see', async () => {
    // Technicians see clients and projects, not opportunities.
    expect((await names('sort=name', users.technicians)).sort()).toEqual(
      ['Appunti.txt', 'Contratto 2026.pdf', 'Foto cantiere.png'].sort(),
    );
    for (const path of ['', '/download', '/preview']) {
      const hidden = await t.request({
        method: 'GET',
        url: `/api/attachments/${ids.offer}${path}`,
        token: users.technicians,
      });
      expect(hidden.statusCode, path).toBe(404);
      expect(hidden.body).not.toContain('Offerta');
    }
    const count = await t.request({
      method: 'GET',
      url: `/api/attachments/counts?record_type=opportunity&record_id=${opportunityId}`,
      token: users.technicians,
    });
    expect(count.statusCode).toBe(404);
    const upload = await t.upload(
      { name: 'x.txt', data: 'x' },
      { record_type: 'opportunity', record_id: String(opportunityId) },
      users.technicians,
    );
    expect(upload.statusCode).toBe(422);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/attachments/${ids.offer}`,
      token: users.technicians,
    });
    expect(del.statusCode).toBe(404);
    // Sales and accounting see them all.
    expect((await list('', users.sales)).meta.total).toBe(4);
    expect((await list('', users.accounting)).meta.total).toBe(4);
    const ok = await t.request({
      method: 'GET',
      url: `/api/attachments/${ids.photo}/preview`,
      token: users.sales,
    });
    expect(ok.statusCode).toBe(200);
    // No group: no attachments at all.
    expect((await t.request({ method: 'GET', url: '/api/attachments', token: users.none })).statusCode).toBe(
      403,
    );
    const noUpload = await t.upload({ name: 'x.txt', data: 'x' }, {}, users.none);
    expect(noUpload.statusCode).toBe(403);
  });

  it('hangs files on a to-do (visible to everyone signed in) and on a documentation page (view_documentations)', async () => {
    const todo = json(
      await t.request({
        method: 'POST',
        url: '/api/todos',
        token: t.admin,
        payload: { title: 'Sostituire il router' },
      }),
    );
    const page = json(
      await t.request({
        method: 'POST',
        url: '/api/documentations',
        token: t.admin,
        payload: { title: 'Rete di sede' },
      }),
    );
    const todoId = String(todo.todo.id);
    const pageId = String(page.documentation.id);
    const onTodo = json(
      await t.upload({ name: 'router.txt', data: 'modello' }, { record_type: 'todo', record_id: todoId }),
    );
    expect(onTodo.attachment).toMatchObject({ record_type: 'todo', record_label: 'Sostituire il router' });
    const onPage = json(
      await t.upload(
        { name: 'schema.txt', data: 'vlan' },
        { record_type: 'documentation', record_id: pageId },
      ),
    );
    expect(onPage.attachment).toMatchObject({ record_type: 'documentation', record_label: 'Rete di sede' });
    const seen = await t.request({
      method: 'GET',
      url: `/api/attachments/${onTodo.attachment.id}`,
      token: users.technicians,
    });
    expect(seen.statusCode).toBe(200);
    for (const id of [onTodo.attachment.id, onPage.attachment.id]) {
      await t.request({ method: 'DELETE', url: `/api/attachments/${id}`, token: t.admin });
    }
  });

  it('refuses a missing record and half a target (422)', async () => {
    const missing = await t.upload(
      { name: 'x.txt', data: 'x' },
      { record_type: 'client', record_id: '999999' },
    );
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors.record_id[0]).toMatch(/^Record non trovato/);
    const half = await t.upload({ name: 'x.txt', data: 'x' }, { record_type: 'client' });
    expect(half.statusCode).toBe(422);
    const kind = await t.upload({ name: 'x.txt', data: 'x' }, { record_type: 'fattura', record_id: '1' });
    expect(kind.statusCode).toBe(422);
    const none = await t.upload(null, { record_type: 'client', record_id: String(t.clientId) });
    expect(none.statusCode).toBe(422);
    const json415 = await t.request({
      method: 'POST',
      url: '/api/attachments',
      token: t.admin,
      payload: { a: 1 },
    });
    expect(json415.statusCode).toBe(415);
    // Multipart is accepted on the upload route only: the rest of the API stays JSON-only.
    const form = multipart({ name: 'x.txt', data: 'x' }, { business_name: 'Via modulo' });
    const elsewhere = await t.request({ method: 'POST', url: '/api/clients', token: t.admin, ...form });
    expect(elsewhere.statusCode).toBe(415);
  });
});
