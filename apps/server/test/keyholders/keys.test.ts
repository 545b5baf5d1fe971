import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createKey, createKeysApp, get, json, type KeysApp } from './key-fixtures.ts';

let t: KeysApp;

beforeAll(async () => {
  t = await createKeysApp();
});
afterAll(async () => t?.close());

const url = '/api/keyholders/keys';

describe(`physical keys: CRUD (${testEngine})`, () => {
  it('creates a key with display names, the client taken from the project, the code upper case', async () => {
    const key = await createKey(t, {
      label: '  Portone   sede ',
      code: ' pt-001 ',
      kind: 'chiave',
      project_id: t.projectId,
      site: 'Via Roma 1, Milano — portone',
      copies: 3,
    });
    expect(key).toMatchObject({
      label: 'Portone sede',
      code: 'PT-001',
      client_id: t.clientId,
      client_name: 'Società Città Alta S.r.l.',
      project_code: 'CITTA-1',
      project_name: 'Manutenzione sede',
      copies: 3,
      state: 'disponibile',
      copies_out: 0,
      loans: [],
      created_by: t.adminId,
    });
    expect(key.created_by_name).toBeTruthy();
    const read = await get(t, `${url}/${key.id}`);
    expect(read.key).toEqual(key);
  });

  it('refuses a code another key holds (422 on code), in any case and spacing', async () => {
    await createKey(t, { label: 'Cancello', code: 'CAN-1', client_id: t.clientId });
    const res = await t.request({
      method: 'POST',
      url,
      token: t.admin,
      payload: { label: 'Altro cancello', code: ' can-1', client_id: t.clientId },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.code).toEqual(["Codice già usato da un'altra chiave"]);
  });

  it('checks the references: an unknown client or project is 422 on its field', async () => {
    const res = await t.request({
      method: 'POST',
      url,
      token: t.admin,
      payload: { label: 'Chiave', code: 'REF-1', client_id: 999_999, project_id: 999_998 },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      client_id: ['Cliente non valido'],
      project_id: ['Progetto non valido'],
    });
  });

  it('updates with the version read; a stale one is 409; another key’s code is 422', async () => {
    const key = await createKey(t, { label: 'Garage', code: 'GAR-1', client_id: t.clientId });
    const body = { label: 'Garage interrato', code: 'GAR-1', kind: 'telecomando', client_id: t.clientId };
    const saved = await t.request({
      method: 'PUT',
      url: `${url}/${key.id}`,
      token: t.admin,
      payload: { ...body, updated_at: key.updated_at },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).key).toMatchObject({ label: 'Garage interrato', kind: 'telecomando' });
    expect(json(saved).key.updated_at > key.updated_at).toBe(true);
    const stale = await t.request({
      method: 'PUT',
      url: `${url}/${key.id}`,
      token: t.admin,
      payload: { ...body, label: 'Vecchio', updated_at: key.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const taken = await t.request({
      method: 'PUT',
      url: `${url}/${key.id}`,
      token: t.admin,
      payload: { ...body, code: 'CAN-1', updated_at: json(saved).key.updated_at },
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken).errors.code).toEqual(["Codice già usato da un'altra chiave"]);
    const log = await get(t, `${url}/${key.id}/activity`);
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
    const changes = log.data[0].changes.map((c: { field: string }) => c.field).sort();
    expect(changes).toEqual(['kind', 'label']);
  });

  it('deletes a key with no copy out; its history keeps label and code; then 404', async () => {
    const key = await createKey(t, { label: 'Da eliminare', code: 'DEL-1', client_id: t.clientId });
    const res = await t.request({ method: 'DELETE', url: `${url}/${key.id}`, token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ result: 'deleted', message: 'Chiave eliminata.' });
    expect((await t.request({ method: 'GET', url: `${url}/${key.id}`, token: t.admin })).statusCode).toBe(
      404,
    );
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'keyholder_key')
      .where('entity_id', '=', key.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.action).toBe('deleted');
    expect(JSON.parse(String(log.changes))).toMatchObject({
      label: ['Da eliminare', null],
      code: ['DEL-1', null],
    });
  });

  it('a client or project with a key is archived, not deleted: the key keeps them', async () => {
    const newClient = async (business_name: string) =>
      json(
        await t.request({ method: 'POST', url: '/api/clients', token: t.admin, payload: { business_name } }),
      ).client;
    const client = await newClient('Effimera S.r.l.');
    const project = json(
      await t.request({
        method: 'POST',
        url: '/api/projects',
        token: t.admin,
        payload: { code: 'EFF-1', name: 'Cantiere', client_id: (await newClient('Cantieri S.p.A.')).id },
      }),
    ).project;
    const onClient = await createKey(t, { label: 'Sede', code: 'EFF-C', client_id: client.id });
    const onProject = await createKey(t, { label: 'Cantiere', code: 'EFF-P', project_id: project.id });
    for (const [what, path] of [
      ['Il cliente', `/api/clients/${client.id}`],
      ['Il progetto', `/api/projects/${project.id}`],
    ] as const) {
      const del = await t.request({ method: 'DELETE', url: path, token: t.admin });
      expect(json(del)).toEqual({
        result: 'archived',
        message: `${what} ha chiavi o badge: è stato archiviato invece che eliminato.`,
      });
    }
    expect((await get(t, `${url}/${onClient.id}`)).key.client_name).toBe('Effimera S.r.l.');
    expect((await get(t, `${url}/${onProject.id}`)).key).toMatchObject({
      project_id: project.id,
      project_code: 'EFF-1',
    });
  });

  it('an unknown key is 404 on get, update, delete and activity', async () => {
    const calls = [
      { method: 'GET', url: `${url}/987654` },
      { method: 'DELETE', url: `${url}/987654` },
      { method: 'GET', url: `${url}/987654/activity` },
      {
        method: 'PUT',
        url: `${url}/987654`,
        payload: { label: 'X', code: 'X-1', updated_at: new Date().toISOString() },
      },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, token: t.admin });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });
});
