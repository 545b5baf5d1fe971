import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp, createPerson, json, multipart } from './crm-fixtures.ts';

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

interface Change {
  field: string;
  old: unknown;
  new: unknown;
  old_label?: string | null;
  new_label?: string | null;
}
interface Entry {
  action: string;
  changes: Change[];
}

async function history(kind: 'clients' | 'persons', id: number): Promise<Entry[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/${kind}/${id}/activity?per_page=100`,
    token: t.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}

/** `[action, person name]` of the client's entries about its persons, newest first. */
async function personEvents(clientId: number) {
  return (await history('clients', clientId))
    .filter((e) => e.action.startsWith('person_'))
    .map((e) => {
      const person = e.changes.find((c) => c.field === 'person');
      return [e.action, person?.new ?? person?.old];
    });
}

async function put(
  kind: 'clients' | 'persons',
  record: Record<string, unknown>,
  changes: Record<string, unknown>,
) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/${kind}/${record.id}`,
    token: t.admin,
    payload: { ...record, ...changes, updated_at: record.updated_at },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res)[kind === 'clients' ? 'client' : 'person'];
}

describe("a client's history shows its persons", () => {
  it('added, moved away, moved back, archived, restored, deleted: each on the right client', async () => {
    const alfa = await createClient(t, { business_name: 'Alfa S.r.l.' });
    const beta = await createClient(t, { business_name: 'Beta S.r.l.' });
    const mario = await createPerson(t, { first_name: 'Mario', last_name: 'Rossi', client_id: alfa.id });
    expect(await personEvents(alfa.id)).toEqual([['person_added', 'Mario Rossi']]);
    const [added] = (await history('clients', alfa.id)).filter((e) => e.action === 'person_added');
    expect(added?.changes).toEqual([
      { field: 'person_id', old: null, new: mario.id },
      { field: 'person', old: null, new: 'Mario Rossi' },
    ]);
    // The person's own history still has its creation.
    expect((await history('persons', mario.id)).map((e) => e.action)).toEqual(['created']);

    // A save that keeps the client writes nothing on the client.
    const renamed = await put('persons', mario, { role: 'Titolare' });
    expect(await personEvents(alfa.id)).toHaveLength(1);

    const moved = await put('persons', renamed, { client_id: beta.id, first_name: 'Mario G.' });
    expect(await personEvents(alfa.id)).toEqual([
      ['person_removed', 'Mario Rossi'],
      ['person_added', 'Mario Rossi'],
    ]);
    const [removed] = (await history('clients', alfa.id)).filter((e) => e.action === 'person_removed');
    expect(removed?.changes).toEqual([
      { field: 'person_id', old: mario.id, new: null },
      { field: 'person', old: 'Mario Rossi', new: null },
    ]);
    expect(await personEvents(beta.id)).toEqual([['person_added', 'Mario G. Rossi']]);

    const detached = await put('persons', moved, { client_id: null });
    expect((await personEvents(beta.id))[0]).toEqual(['person_removed', 'Mario G. Rossi']);
    await put('persons', detached, { client_id: beta.id });
    expect((await personEvents(beta.id))[0]).toEqual(['person_added', 'Mario G. Rossi']);

    const del = json(await t.request({ method: 'DELETE', url: `/api/persons/${mario.id}`, token: t.admin }));
    expect(del.result).toBe('deleted');
    expect(await personEvents(beta.id)).toEqual([
      ['person_removed', 'Mario G. Rossi'],
      ['person_added', 'Mario G. Rossi'],
      ['person_removed', 'Mario G. Rossi'],
      ['person_added', 'Mario G. Rossi'],
    ]);
    // Alfa's history is unchanged by what happened after the move.
    expect(await personEvents(alfa.id)).toHaveLength(2);
  });

  it('archived and restored persons are logged on their client', async () => {
    const gamma = await createClient(t, { business_name: 'Gamma S.r.l.' });
    const anna = await createPerson(t, { first_name: 'Anna', last_name: 'Bianchi', client_id: gamma.id });
    // Nothing points at persons yet (countPersonLinks is 0), so archive through the stored row.
    const now = new Date().toISOString();
    await t.app.db.updateTable('persons').set({ archived_at: now }).where('id', '=', anna.id).execute();
    const restore = await t.request({
      method: 'POST',
      url: `/api/persons/${anna.id}/restore`,
      token: t.admin,
    });
    expect(restore.statusCode).toBe(200);
    expect(await personEvents(gamma.id)).toEqual([
      ['person_restored', 'Anna Bianchi'],
      ['person_added', 'Anna Bianchi'],
    ]);
  });

  it('a persons import logs the added persons on their clients', async () => {
    const delta = await createClient(t, { business_name: 'Delta Import S.r.l.' });
    const csv =
      'Nome,Cognome,E-mail,Cliente\nLuca,Verdi,luca@delta.it,Delta Import S.r.l.\nEva,Neri,eva@x.it,\n';
    const body = multipart({ name: 'persone.csv', data: csv });
    const res = await t.request({
      method: 'POST',
      url: '/api/persons/import',
      token: t.admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(json(res)).toMatchObject({ created: 2, errors: [] });
    expect(await personEvents(delta.id)).toEqual([['person_added', 'Luca Verdi']]);
  });
});

describe('activity values carry names', () => {
  it('state, category, account manager, type and client are named; raw ids kept', async () => {
    const states = t.lookups.client_states as Record<string, number>;
    const categories = t.lookups.client_categories as Record<string, number>;
    const types = t.lookups.person_types as Record<string, number>;
    const client = await createClient(t, {
      business_name: 'Etichette S.r.l.',
      state_id: states.active,
      category_id: categories.company,
    });
    const other = await createClient(t, { business_name: 'Altra S.r.l.' });
    await put('clients', client, { state_id: states.prospect, account_manager_id: t.adminId });
    const [updated, created] = await history('clients', client.id);
    expect(updated?.changes).toContainEqual({
      field: 'state_id',
      old: states.active,
      new: states.prospect,
      old_label: 'Attivo',
      new_label: 'Prospect',
    });
    expect(updated?.changes).toContainEqual(
      expect.objectContaining({ field: 'account_manager_id', old: null, new: t.adminId, old_label: null }),
    );
    const manager = updated?.changes.find((c) => c.field === 'account_manager_id');
    expect(manager?.new_label).toMatch(/\S+/);
    expect(created?.changes).toContainEqual(
      expect.objectContaining({ field: 'category_id', new: categories.company, new_label: 'Azienda' }),
    );
    // Fields that are not ids get no labels.
    expect(created?.changes.find((c) => c.field === 'business_name')).toEqual({
      field: 'business_name',
      old: null,
      new: 'Etichette S.r.l.',
    });

    const person = await createPerson(t, {
      first_name: 'Paolo',
      last_name: 'Gialli',
      client_id: client.id,
      type_id: types.contact,
    });
    await put('persons', person, { client_id: other.id });
    const [moved, first] = await history('persons', person.id);
    expect(moved?.changes).toEqual([
      {
        field: 'client_id',
        old: client.id,
        new: other.id,
        old_label: 'Etichette S.r.l.',
        new_label: 'Altra S.r.l.',
      },
    ]);
    expect(first?.changes).toContainEqual(
      expect.objectContaining({ field: 'type_id', new: types.contact, new_label: 'Referente' }),
    );

    // A client that no longer exists: the raw id stays, the label is null.
    await t.request({ method: 'DELETE', url: `/api/persons/${person.id}`, token: t.admin });
    await t.request({ method: 'DELETE', url: `/api/clients/${other.id}`, token: t.admin });
    const [, again] = await history('persons', person.id);
    expect(again?.changes).toEqual([
      { field: 'client_id', old: client.id, new: other.id, old_label: 'Etichette S.r.l.', new_label: null },
    ]);
  });
});
