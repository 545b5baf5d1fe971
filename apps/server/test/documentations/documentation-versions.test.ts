import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createDoc, createDocApp, type DocApp, json, updateDoc } from './documentation-fixtures.ts';

let t: DocApp;
let editor: string;
let editorId: number;
beforeAll(async () => {
  t = await createDocApp();
  editorId = await t.createUser({
    email: 'tecnica@test.it',
    password: 'password-123',
    name: 'Giulia',
    surname: 'Neri',
    group: 'technicians',
  });
  editor = await t.login('tecnica@test.it', 'password-123');
});
afterAll(async () => t?.close());

const get = async (url: string, token = t.admin) => {
  const res = await t.request({ method: 'GET', url, token });
  return { status: res.statusCode, body: json(res) };
};

describe(`documentation versions (${testEngine})`, () => {
  it('keeps every version (who, when), diffs any two, restores one as a new version, logs it all', async () => {
    const v1 = await createDoc(t, {
      title: 'Firewall',
      body: 'riga uno\nriga due\nriga tre',
      tags: ['rete'],
    });
    const v2 = await updateDoc(t, v1, { body: 'riga uno\nriga DUE\nriga tre\nriga quattro' });
    const put = await t.request({
      method: 'PUT',
      url: `/api/documentations/${v1.id}`,
      token: editor,
      payload: {
        title: 'Firewall sede',
        body: v2.body,
        tags: ['rete', 'sicurezza'],
        updated_at: v2.updated_at,
      },
    });
    expect(put.statusCode).toBe(200);
    const v3 = json(put).documentation;
    expect(v3.version).toBe(3);
    expect(v3.updated_by_name).toBe('Giulia Neri');

    // a save that changes nothing is not a version
    const same = await updateDoc(t, v3, {});
    expect(same.version).toBe(3);

    const versions = await get(`/api/documentations/${v1.id}/versions`);
    expect(versions.body.data.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
    expect(versions.body.data[0].created_by).toBe(editorId);
    expect(versions.body.data[0].created_by_name).toBe('Giulia Neri');
    expect(versions.body.data[2].title).toBe('Firewall');

    const one = await get(`/api/documentations/${v1.id}/versions/1`);
    expect(one.body.version.body).toBe('riga uno\nriga due\nriga tre');
    expect(one.body.version.tags).toEqual(['rete']);
    expect(one.body.version.body_html).toContain('<p>riga uno');
    expect((await get(`/api/documentations/${v1.id}/versions/9`)).status).toBe(404);

    const diff = await get(`/api/documentations/${v1.id}/diff?from=1&to=3`);
    expect(diff.status).toBe(200);
    expect(diff.body.title).toEqual({ old: 'Firewall', new: 'Firewall sede', changed: true });
    expect(diff.body.tags).toEqual({ added: ['sicurezza'], removed: [] });
    expect(diff.body.added).toBe(2);
    expect(diff.body.removed).toBe(1);
    const lines = diff.body.hunks[0].lines;
    expect(lines).toContainEqual({ kind: 'removed', text: 'riga due', old_number: 2, new_number: null });
    expect(lines).toContainEqual({ kind: 'added', text: 'riga DUE', old_number: null, new_number: 2 });
    expect(lines).toContainEqual({ kind: 'added', text: 'riga quattro', old_number: null, new_number: 4 });
    expect(lines).toContainEqual({ kind: 'context', text: 'riga uno', old_number: 1, new_number: 1 });
    const reverse = await get(`/api/documentations/${v1.id}/diff?from=3&to=1`);
    expect(reverse.body.added).toBe(1);
    expect(reverse.body.removed).toBe(2);
    expect((await get(`/api/documentations/${v1.id}/diff?from=1&to=7`)).status).toBe(404);
    expect((await get(`/api/documentations/${v1.id}/diff?from=uno&to=2`)).status).toBe(422);

    const staleRestore = await t.request({
      method: 'POST',
      url: `/api/documentations/${v1.id}/versions/1/restore`,
      token: t.admin,
      payload: { updated_at: v2.updated_at },
    });
    expect(staleRestore.statusCode).toBe(409);
    const restore = await t.request({
      method: 'POST',
      url: `/api/documentations/${v1.id}/versions/1/restore`,
      token: t.admin,
      payload: { updated_at: v3.updated_at },
    });
    expect(restore.statusCode).toBe(200);
    const v4 = json(restore).documentation;
    expect(v4.version).toBe(4);
    expect(v4.title).toBe('Firewall');
    expect(v4.body).toBe('riga uno\nriga due\nriga tre');
    expect(v4.tags).toEqual(['rete']);
    const after = await get(`/api/documentations/${v1.id}/versions`);
    expect(after.body.data[0]).toMatchObject({ number: 4, restored_from: 1, created_by: t.adminId });

    const activity = await get(`/api/documentations/${v1.id}/activity`);
    expect(activity.status).toBe(200);
    const actions = activity.body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['version_restored', 'updated', 'updated', 'created']);
    const restoredEntry = activity.body.data[0];
    expect(restoredEntry.changes).toContainEqual({ field: 'restored_from', old: null, new: 1 });
    expect(restoredEntry.changes).toContainEqual({ field: 'version', old: 3, new: 4 });
    const editorEntry = activity.body.data[1];
    expect(editorEntry.user_name).toBe('Giulia Neri');
    expect(editorEntry.changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'tags',
      'title',
      'version',
    ]);
    const bodyEntry = activity.body.data[2];
    expect(bodyEntry.changes.map((c: { field: string }) => c.field).sort()).toEqual(['body', 'version']);
  });

  it('history of client/project changes names the records on the Attività entries', async () => {
    const doc = await createDoc(t, { title: 'Contatti', client_id: t.clientId });
    await updateDoc(t, doc, { client_id: t.otherClientId });
    const activity = await get(`/api/documentations/${doc.id}/activity`);
    const change = activity.body.data[0].changes.find((c: { field: string }) => c.field === 'client_id');
    expect(change).toMatchObject({ old_label: 'Bianchi Informatica S.r.l.', new_label: 'Verdi Costruzioni' });
  });
});
