import { lookupKinds } from '@officina/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';
import { answerOfOther } from '../support/other-instance.ts';
import { testEngine } from '../test-db.ts';

let t: TestApp;
let admin: string;
const others: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.email, ADMIN.password);
  for (const group of ['sales', 'technicians', 'accounting'] as const) {
    await t.createUser({ email: `${group}@test.it`, password: `password-${group}`, group });
    others[group] = await t.login(`${group}@test.it`, `password-${group}`);
  }
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = InjectOptions['payload'];
const call = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.request({
    method,
    url: `/api${url}`,
    token,
    ...(payload === undefined ? {} : { payload: payload as Payload }),
  });

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, each test checks what it uses
function ok<T = Record<string, any>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

interface Value {
  id: number;
  key: string;
  name: string;
  color: string | null;
  position: number;
  is_closed: boolean;
  is_won: boolean;
  is_lost: boolean;
  usage: number;
  archived_at: string | null;
  updated_at: string;
}

const values = async (kind: string) =>
  ok<{ data: Value[] }>(await call('GET', `/admin/lookups/${kind}`)).data;
const byName = async (kind: string, name: string) => {
  const found = (await values(kind)).find((v) => v.name === name);
  if (!found) throw new Error(`${kind}: no ${name}`);
  return found;
};
const create = async (kind: string, body: Record<string, unknown>) =>
  ok<{ lookup: Value }>(await call('POST', `/admin/lookups/${kind}`, body)).lookup;
const peopleSettings = async () => ok(await call('GET', '/people/settings'));
const opportunitiesSettings = async () => ok(await call('GET', '/opportunities/settings'));

describe(`lookups administration (${testEngine})`, () => {
  it('lists every kind with its Italian title, area, flags, system flag and counts', async () => {
    const { data } = ok<{ data: Record<string, unknown>[] }>(await call('GET', '/admin/lookups'));
    expect(data.map((k) => k.kind)).toEqual([...lookupKinds]);
    expect(data.find((k) => k.kind === 'opportunity_states')).toEqual({
      kind: 'opportunity_states',
      title: 'Stati opportunità',
      area: 'Vendite',
      flags: ['is_closed', 'is_won', 'is_lost'],
      system: false,
      count: 6,
      archived_count: 0,
    });
    expect(data.find((k) => k.kind === 'todo_type_repeat')).toMatchObject({ system: true, count: 5 });
  });

  it('every kind lists its values with a usage count (every using column is queried)', async () => {
    for (const kind of lookupKinds) {
      const res = await call('GET', `/admin/lookups/${kind}`);
      const body = ok<{ kind: { kind: string }; data: Value[] }>(res);
      expect(body.kind.kind).toBe(kind);
      expect(body.data.length).toBeGreaterThan(0);
      for (const value of body.data) expect(value.usage).toBe(0);
    }
  });

  it('refuses every call to who lacks manage_settings (403), and anonymous callers (401)', async () => {
    const state = await byName('client_states', 'Prospect');
    const requests: [Method, string, unknown?][] = [
      ['GET', '/admin/lookups'],
      ['GET', '/admin/lookups/client_states'],
      ['POST', '/admin/lookups/client_states', { name: 'Nuovo' }],
      ['PUT', '/admin/lookups/client_states/order', { ids: [state.id] }],
      [
        'PUT',
        `/admin/lookups/client_states/${state.id}`,
        { name: 'X', color: null, updated_at: state.updated_at },
      ],
      ['DELETE', `/admin/lookups/client_states/${state.id}`],
      ['POST', `/admin/lookups/client_states/${state.id}/restore`],
    ];
    for (const [method, url, body] of requests) {
      for (const [group, token] of Object.entries(others)) {
        const res = await call(method, url, body, token);
        expect(res.statusCode, `${group} ${method} ${url}`).toBe(403);
        expect(res.json().alert.message).toMatch(/permess|negat|autorizz/i);
      }
      const anonymous = await t.request({
        method,
        url: `/api${url}`,
        ...(body ? { payload: body as Payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await byName('client_states', 'Prospect')).toEqual(state);
  });

  it('creates a value at the end with a key from its name; the settings answers show it at once', async () => {
    await opportunitiesSettings(); // cached by version from here on
    const created = await create('opportunity_type', { name: '  Cross   selling ', color: '#AA00FF' });
    expect(created).toMatchObject({
      key: 'cross_selling',
      name: 'Cross selling',
      color: '#aa00ff',
      position: 4,
      usage: 0,
      archived_at: null,
      is_closed: false,
    });
    const settings = await opportunitiesSettings();
    expect(settings.opportunity_type.map((v: Value) => v.name)).toEqual([
      'Nuovo cliente',
      'Ampliamento',
      'Rinnovo',
      'Cross selling',
    ]);
    const again = await call('POST', '/admin/lookups/opportunity_type', { name: 'cross sélling' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.name[0]).toContain('ha già un valore attivo');
    const history = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'lookup')
      .where('entity_id', '=', created.id)
      .execute();
    expect(history.map((h) => h.action)).toEqual(['created']);
  });

  it('renames and recolours; the cached settings answer changes on the very next call (another PostgreSQL instance: once notified)', async () => {
    const other = await buildApp(t.config);
    await other.ready();
    try {
      const viaOther = async () =>
        (
          await other.inject({
            method: 'GET',
            url: '/api/opportunities/settings',
            headers: { authorization: `Bearer ${admin}` },
          })
        ).json();
      const before = (await viaOther()).opportunity_states.find((s: Value) => s.key === 'negotiation');
      expect(before.color).toBe('#ed6c02');
      const value = await byName('opportunity_states', 'Negoziazione');
      const res = await call('PUT', `/admin/lookups/opportunity_states/${value.id}`, {
        name: 'Trattativa',
        color: '#123456',
        updated_at: value.updated_at,
      });
      const saved = ok<{ lookup: Value }>(res).lookup;
      expect(saved).toMatchObject({ name: 'Trattativa', color: '#123456', key: 'negotiation' });
      const after = await answerOfOther(
        async () => (await viaOther()).opportunity_states.find((s: Value) => s.key === 'negotiation'),
        (state) => state.name === 'Trattativa',
      );
      expect(after).toMatchObject({ name: 'Trattativa', color: '#123456' });
      expect((await opportunitiesSettings()).opportunity_states.map((s: Value) => s.name)).toContain(
        'Trattativa',
      );

      const stale = await call('PUT', `/admin/lookups/opportunity_states/${value.id}`, {
        name: 'Altro',
        color: null,
        updated_at: value.updated_at,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().alert.message).toContain('modificato da un altro utente');
      expect((await byName('opportunity_states', 'Trattativa')).color).toBe('#123456');
    } finally {
      await other.close();
    }
  });

  it('flags: only where they apply; won and lost imply closed and exclude each other', async () => {
    const won = await create('opportunity_states', { name: 'Vinta in parte', is_won: true });
    expect(won).toMatchObject({ is_won: true, is_closed: true, is_lost: false });
    const both = await call('POST', '/admin/lookups/opportunity_states', {
      name: 'Boh',
      is_won: true,
      is_lost: true,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.is_lost).toBeDefined();
    const notHere = await call('POST', '/admin/lookups/client_states', { name: 'Vinto', is_won: true });
    expect(notHere.statusCode).toBe(422);
    expect(notHere.json().errors.is_won[0]).toContain('non hanno il flag «vinto»');
    const closed = await create('client_states', { name: 'Chiuso', is_closed: true });
    expect(closed.is_closed).toBe(true);
  });

  it('refuses bad input with Italian messages', async () => {
    const cases: [Method, string, unknown, string][] = [
      ['POST', '/admin/lookups/client_states', { name: '   ' }, 'name'],
      ['POST', '/admin/lookups/client_states', { name: 'x'.repeat(61) }, 'name'],
      ['POST', '/admin/lookups/client_states', { name: 'Rosso', color: 'red' }, 'color'],
      ['POST', '/admin/lookups/client_states', { name: 'Rosso', color: '#12345' }, 'color'],
      ['POST', '/admin/lookups/client_states', { name: 'Rosso', is_closed: 'sì' }, 'is_closed'],
      ['POST', '/admin/lookups/segreti', { name: 'Rosso' }, 'kind'],
      ['GET', '/admin/lookups/segreti', undefined, 'kind'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
      expect(JSON.stringify(res.json())).not.toMatch(/Invalid|expected|Required/);
    }
    expect((await call('DELETE', '/admin/lookups/client_states/999999')).statusCode).toBe(404);
    const prospect = await byName('client_states', 'Prospect');
    // an id of another kind is not found under this kind
    expect((await call('DELETE', `/admin/lookups/todo_states/${prospect.id}`)).statusCode).toBe(404);
    const badVersion = await call('PUT', `/admin/lookups/client_states/${prospect.id}`, {
      name: 'Prospect',
      color: null,
      updated_at: 'ieri',
    });
    expect(badVersion.statusCode).toBe(422);
  });

  it('reorders the active values; the order must list them all, once each', async () => {
    const active = (await values('project_categories')).filter((v) => v.archived_at === null);
    const reversed = active.map((v) => v.id).reverse();
    const res = await call('PUT', '/admin/lookups/project_categories/order', { ids: reversed });
    expect(ok<{ data: Value[] }>(res).data.map((v) => v.id)).toEqual(reversed);
    const settings = ok(await call('GET', '/officina/settings'));
    expect(settings.project_categories.map((v: Value) => v.id)).toEqual(reversed);

    for (const ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999_999], []]) {
      const bad = await call('PUT', '/admin/lookups/project_categories/order', { ids });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.ids[0]).toContain('tutti i valori attivi');
    }
  });

  it('deletes an unused value; archives a used one, which stays on its client and leaves the settings', async () => {
    const unused = await create('client_states', { name: 'Da eliminare' });
    const gone = ok(await call('DELETE', `/admin/lookups/client_states/${unused.id}`));
    expect(gone).toEqual({ result: 'deleted', message: 'Valore eliminato.' });
    expect((await values('client_states')).some((v) => v.id === unused.id)).toBe(false);

    const used = await create('client_states', { name: 'In valutazione', color: '#00897b' });
    await peopleSettings();
    const client = ok(
      await call('POST', '/clients', { business_name: 'Usa Stato S.r.l.', state_id: used.id }),
    ).client;
    expect((await byName('client_states', 'In valutazione')).usage).toBe(1);

    const archived = ok(await call('DELETE', `/admin/lookups/client_states/${used.id}`));
    expect(archived).toEqual({ result: 'archived', message: 'Valore archiviato: è usato da 1 record.' });
    expect((await peopleSettings()).client_states.some((v: Value) => v.id === used.id)).toBe(false);
    const shown = ok(await call('GET', `/clients/${client.id}`)).client;
    expect(shown).toMatchObject({ state_id: used.id, state_name: 'In valutazione', state_color: '#00897b' });
    const listed = ok(await call('GET', '/clients?q=Usa%20Stato')).data;
    expect(listed[0]).toMatchObject({ state_name: 'In valutazione' });
    const again = await call('DELETE', `/admin/lookups/client_states/${used.id}`);
    expect(again.statusCode).toBe(422);

    // a name taken meanwhile blocks the restore; then it comes back at the end
    const twin = await create('client_states', { name: 'In valutazione' });
    const blocked = await call('POST', `/admin/lookups/client_states/${used.id}/restore`);
    expect(blocked.statusCode).toBe(422);
    expect(ok(await call('DELETE', `/admin/lookups/client_states/${twin.id}`)).result).toBe('deleted');
    const restored = ok<{ lookup: Value }>(
      await call('POST', `/admin/lookups/client_states/${used.id}/restore`),
    );
    expect(restored.lookup.archived_at).toBeNull();
    const states = (await peopleSettings()).client_states;
    expect(states.at(-1).id).toBe(used.id);

    const actions = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity', '=', 'lookup')
      .where('entity_id', '=', used.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['created', 'archived', 'restored']);
  });

  it('keeps the last active value of a kind', async () => {
    const kind = 'external_link_categories';
    const all = (await values(kind)).filter((v) => v.archived_at === null);
    for (const value of all.slice(1)) {
      expect(ok(await call('DELETE', `/admin/lookups/${kind}/${value.id}`)).result).toBe('deleted');
    }
    const last = await call('DELETE', `/admin/lookups/${kind}/${all[0]?.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toContain('unico valore attivo');
  });

  it('system kinds: name, colour and order only', async () => {
    const weekly = await byName('todo_type_repeat', 'Settimanale');
    const add = await call('POST', '/admin/lookups/todo_type_repeat', { name: 'Ogni tanto' });
    expect(add.statusCode).toBe(422);
    expect(add.json().errors.kind[0]).toContain('tabella di sistema');
    expect((await call('DELETE', `/admin/lookups/todo_type_repeat/${weekly.id}`)).statusCode).toBe(422);
    expect((await call('POST', `/admin/lookups/todo_type_repeat/${weekly.id}/restore`)).statusCode).toBe(422);
    const renamed = await call('PUT', `/admin/lookups/todo_type_repeat/${weekly.id}`, {
      name: 'Ogni settimana',
      color: '#3949ab',
      updated_at: weekly.updated_at,
    });
    expect(ok<{ lookup: Value }>(renamed).lookup).toMatchObject({ key: 'weekly', name: 'Ogni settimana' });
    const product = ok(await call('GET', '/officina/settings'));
    expect(product.todo_type_repeat.find((v: Value) => v.key === 'weekly').name).toBe('Ogni settimana');
  });
});
