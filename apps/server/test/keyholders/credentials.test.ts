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

beforeAll(async () => {
  t = await createCredentialsApp();
});
afterAll(async () => t?.close());

describe(`credentials (${testEngine})`, () => {
  it('creates a credential: the answer says a secret is set, never what it is', async () => {
    const created = await createCredential(t, {
      title: '  Hosting   sito ',
      kind: 'hosting',
      project_id: t.projectId,
      host: 'ftp.rossi.example',
      port: 21,
      username: 'rossi',
      secret: PLANTED_SECRET,
      notes: PLANTED_NOTES,
      expires_on: '2099-12-31',
    });
    expect(created).toMatchObject({
      title: 'Hosting sito',
      kind: 'hosting',
      client_id: t.clientId,
      project_id: t.projectId,
      client_name: 'Rossi Impianti S.r.l.',
      project_code: 'ROSSI-1',
      has_secret: true,
      has_notes: true,
      expiry_state: 'valida',
    });
    expect(JSON.stringify(created)).not.toContain(PLANTED_SECRET);
    const revealed = json(await reveal(t, created.id));
    expect(revealed).toEqual({ secret: PLANTED_SECRET, notes: PLANTED_NOTES });
  });

  it('update: absent keeps the secret, a string replaces it, null clears it; 409 on a stale version', async () => {
    const c = await createCredential(t, {
      title: 'Wi-Fi ufficio',
      kind: 'wifi',
      client_id: t.clientId,
      secret: 'uno',
    });
    const put = (body: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/keyholders/${c.id}`, token: t.admin, payload: body });
    const base = { title: 'Wi-Fi ufficio', kind: 'wifi', client_id: t.clientId };
    let saved = json(await put({ ...base, host: 'ufficio', updated_at: c.updated_at })).keyholder;
    expect(json(await reveal(t, c.id)).secret).toBe('uno');
    saved = json(await put({ ...base, secret: 'due', updated_at: saved.updated_at })).keyholder;
    expect(json(await reveal(t, c.id)).secret).toBe('due');
    const stale = await put({ ...base, secret: 'tre', updated_at: c.updated_at });
    expect(stale.statusCode).toBe(409);
    saved = json(
      await put({ ...base, secret: null, notes: 'nuove', updated_at: saved.updated_at }),
    ).keyholder;
    expect(saved).toMatchObject({ has_secret: false, has_notes: true });
    expect(json(await reveal(t, c.id))).toEqual({ secret: null, notes: 'nuove' });
  });

  it('unknown client or project → 422 on the field; a bad port → 422', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/keyholders',
      token: t.admin,
      payload: { title: 'X', client_id: 999_999, project_id: 999_998 },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(['client_id', 'project_id']);
    const port = await t.request({
      method: 'POST',
      url: '/api/keyholders',
      token: t.admin,
      payload: { title: 'X', port: 70_000 },
    });
    expect(port.statusCode).toBe(422);
  });

  it('lists with search on title, host and username, kind filter and expiring flag', async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await createCredential(t, {
      title: 'Posta elettronica',
      kind: 'email',
      host: 'mail.verdi.example',
      username: 'info@verdi',
      client_id: t.otherClientId,
      expires_on: soon,
    });
    await createCredential(t, {
      title: 'Allarme magazzino',
      kind: 'allarme',
      client_id: t.otherClientId,
      expires_on: '2001-01-01',
    });
    const list = async (query: string) =>
      json(await t.request({ method: 'GET', url: `/api/keyholders?${query}`, token: t.admin }));
    expect((await list('q=VERDI')).data.map((r: { title: string }) => r.title)).toEqual([
      'Posta elettronica',
    ]);
    expect((await list('q=elettronica')).data).toHaveLength(1);
    expect((await list('kind=allarme')).data.map((r: { expiry_state: string }) => r.expiry_state)).toEqual([
      'scaduta',
    ]);
    const expiring = await list('expiring=true&sort=title');
    expect(expiring.data.map((r: { title: string }) => r.title)).toEqual([
      'Allarme magazzino',
      'Posta elettronica',
    ]);
    expect(expiring.data[1].expiry_state).toBe('in_scadenza');
    expect((await list(`client_id=${t.otherClientId}&sort=-title`)).meta.total).toBe(2);
  });

  it('the access log lists reveals newest first, with the name and address', async () => {
    const c = await createCredential(t, { title: 'CMS', kind: 'cms', client_id: t.clientId, secret: 's' });
    await reveal(t, c.id, t.admin, 'view');
    await reveal(t, c.id, t.tokens.technicians, 'copy');
    const page = json(
      await t.request({ method: 'GET', url: `/api/keyholders/${c.id}/accesses`, token: t.admin }),
    );
    expect(page.meta.total).toBe(2);
    expect(page.data[0]).toMatchObject({ action: 'copy', user_name: 'technicians Rossi' });
    expect(page.data[1]).toMatchObject({ action: 'view', user_agent: 'Vitest-Browser/1.0' });
    expect(page.data[1].ip).toBeTruthy();
  });

  it('deleting removes the credential and its accesses; the history keeps title and kind', async () => {
    const c = await createCredential(t, {
      title: 'Da eliminare',
      kind: 'database',
      client_id: t.clientId,
      secret: PLANTED_SECRET,
    });
    await reveal(t, c.id);
    const res = await t.request({ method: 'DELETE', url: `/api/keyholders/${c.id}`, token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/keyholders/${c.id}`, token: t.admin })).statusCode,
    ).toBe(404);
    const accesses = await t.app.db
      .selectFrom('keyholder_accesses')
      .select('id')
      .where('keyholder_id', '=', c.id)
      .execute();
    expect(accesses).toEqual([]);
    const rows = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'keyholder')
      .where('entity_id', '=', c.id)
      .execute();
    const deleted = rows.find((r) => r.action === 'deleted');
    expect(JSON.parse(String(deleted?.changes))).toMatchObject({
      title: ['Da eliminare', null],
      kind: ['database', null],
    });
    expect(JSON.stringify(rows)).not.toContain(PLANTED_SECRET);
  });

  it('a client with a credential is archived, not deleted: the credential keeps it', async () => {
    const client = json(
      await t.request({
        method: 'POST',
        url: '/api/clients',
        token: t.admin,
        payload: { business_name: 'Bianchi Srl' },
      }),
    ).client;
    const c = await createCredential(t, { title: 'Router', kind: 'altro', client_id: client.id });
    const del = await t.request({ method: 'DELETE', url: `/api/clients/${client.id}`, token: t.admin });
    expect(json(del)).toEqual({
      result: 'archived',
      message: 'Il cliente ha credenziali: è stato archiviato invece che eliminato.',
    });
    const kept = json(
      await t.request({ method: 'GET', url: `/api/keyholders/${c.id}`, token: t.admin }),
    ).keyholder;
    expect(kept).toMatchObject({ client_id: client.id, client_name: 'Bianchi Srl' });
  });
});
