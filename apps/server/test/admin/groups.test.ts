import { defaultGroups, LIVE_EVENT_RECORD, type UserGroupView } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followActivity } from '../../src/modules/notifications/triggers/activity-follower.ts';
import { LAST_ADMINISTRATOR_MESSAGE } from '../../src/modules/user/administrators.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

const PASSWORD = 'password-gruppi-1';
let t: TestApp;
let admin: string;
let sales: string;
let technician: string;
let accounting: string;

async function groups(): Promise<UserGroupView[]> {
  const res = await t.request({ method: 'GET', url: '/api/admin/groups', token: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data as UserGroupView[];
}

async function groupByKey(key: string): Promise<UserGroupView> {
  const found = (await groups()).find((group) => group.key === key);
  if (!found) throw new Error(`no group ${key}`);
  return found;
}

function save(
  group: UserGroupView,
  changes: Partial<Pick<UserGroupView, 'name' | 'full_access' | 'permissions'>>,
) {
  return t.request({
    method: 'PUT',
    url: `/api/admin/groups/${group.id}`,
    token: admin,
    payload: {
      name: group.name,
      full_access: group.full_access,
      permissions: group.permissions,
      updated_at: group.updated_at,
      ...changes,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.email, ADMIN.password);
  await t.createUser({ email: 'vendite@test.officina.it', password: PASSWORD, group: 'sales' });
  await t.createUser({ email: 'tecnico@test.officina.it', password: PASSWORD, group: 'technicians' });
  await t.createUser({ email: 'conti@test.officina.it', password: PASSWORD, group: 'accounting' });
  sales = await t.login('vendite@test.officina.it', PASSWORD);
  technician = await t.login('tecnico@test.officina.it', PASSWORD);
  accounting = await t.login('conti@test.officina.it', PASSWORD);
});

afterAll(async () => {
  await t.close();
});

describe('/api/admin/groups', () => {
  it('lists the seeded groups with their permissions split for the matrix and their users', async () => {
    const list = await groups();
    expect(list.map((group) => group.key).sort()).toEqual(['accounting', 'admin', 'sales', 'technicians']);
    const adminGroup = list.find((group) => group.key === 'admin') as UserGroupView;
    expect(adminGroup).toMatchObject({
      name: 'Amministratori',
      full_access: true,
      permissions: [],
      users_count: 1,
    });
    const salesGroup = list.find((group) => group.key === 'sales') as UserGroupView;
    expect(salesGroup.full_access).toBe(false);
    expect(salesGroup.users_count).toBe(1);
    expect(salesGroup.permissions).toContain('view_opportunities');
    expect(salesGroup.permissions).toHaveLength(defaultGroups.sales.rules.length);
    expect(salesGroup.other_rules).toEqual([]);

    const one = await t.request({ method: 'GET', url: `/api/admin/groups/${salesGroup.id}`, token: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json().group).toEqual(salesGroup);
    const missing = await t.request({ method: 'GET', url: '/api/admin/groups/999999', token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().alert.message).toBe('Gruppo non trovato.');
  });

  it('refuses every endpoint to a user without manage_users, in every default group but the admins', async () => {
    const target = await groupByKey('sales');
    const calls = [
      { method: 'GET', url: '/api/admin/groups' },
      { method: 'GET', url: `/api/admin/groups/${target.id}` },
      {
        method: 'POST',
        url: '/api/admin/groups',
        payload: { name: 'Intrusi', permissions: ['manage_users'] },
      },
      {
        method: 'PUT',
        url: `/api/admin/groups/${target.id}`,
        payload: { name: 'X', full_access: true, permissions: [], updated_at: target.updated_at },
      },
      { method: 'DELETE', url: `/api/admin/groups/${target.id}` },
    ] as const;
    for (const token of [sales, technician, accounting]) {
      for (const call of calls) {
        const res = await t.request({ ...call, token });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    const anonymous = await t.request({ method: 'GET', url: '/api/admin/groups' });
    expect(anonymous.statusCode).toBe(401);
    expect(await groupByKey('sales')).toEqual(target);
    expect((await groups()).some((group) => group.name === 'Intrusi')).toBe(false);
  });

  it('refuses a permission removed from a group on that group’s next request, without signing in again', async () => {
    expect((await t.request({ method: 'GET', url: '/api/opportunities', token: sales })).statusCode).toBe(
      200,
    );
    const group = await groupByKey('sales');
    const removed = await save(group, {
      permissions: group.permissions.filter((name) => name !== 'view_opportunities'),
    });
    expect(removed.statusCode).toBe(200);
    const saved = removed.json().group as UserGroupView;
    expect(saved.permissions).not.toContain('view_opportunities');
    expect(saved.updated_at > group.updated_at).toBe(true);

    expect((await t.request({ method: 'GET', url: '/api/opportunities', token: sales })).statusCode).toBe(
      403,
    );
    const permissions = await t.request({ method: 'GET', url: '/api/user/permissions', token: sales });
    expect(permissions.json().permissions).not.toContainEqual({
      action: 'view_opportunities',
      subject: 'all',
    });
    // The rest of the group's rights are untouched.
    expect((await t.request({ method: 'GET', url: '/api/clients', token: sales })).statusCode).toBe(200);

    const restored = await save(saved, { permissions: [...saved.permissions, 'view_opportunities'] });
    expect(restored.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/opportunities', token: sales })).statusCode).toBe(
      200,
    );

    // Each save is in the activity log (what the live events publish to the open pages).
    const rows = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'user_group')
      .where('entity_id', '=', group.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.action, JSON.parse(row.changes ?? '{}')])).toEqual([
      ['updated', { permissions_removed: [['view_opportunities'], null] }],
      ['updated', { permissions_added: [null, ['view_opportunities']] }],
    ]);
  });

  it('publishes a record event for the group, so open pages re-read their permissions', async () => {
    const events: unknown[] = [];
    const unsubscribe = t.context.bus.subscribe((event) => events.push(event));
    try {
      const group = await groupByKey('accounting');
      const res = await save(group, { name: 'Amministrazione e contabilità' });
      expect(res.statusCode).toBe(200);
      // The activity follower (a background job of the server) publishes what the save logged.
      await followActivity({ db: t.app.db, bus: t.context.bus }, new Date(Date.now() + 5_000));
      expect(events).toContainEqual(
        expect.objectContaining({
          type: LIVE_EVENT_RECORD,
          entity: 'user_group',
          entityId: group.id,
          action: 'updated',
        }),
      );
    } finally {
      unsubscribe();
    }
  });

  it('keeps the last administrators: their group keeps manage_users, full access or not', async () => {
    const group = await groupByKey('admin');
    const demoted = await save(group, { full_access: false, permissions: ['view_clients'] });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json()).toEqual({
      message: LAST_ADMINISTRATOR_MESSAGE,
      errors: { permissions: [LAST_ADMINISTRATOR_MESSAGE] },
    });
    expect(await groupByKey('admin')).toEqual(group);
    expect((await t.request({ method: 'GET', url: '/api/admin/groups', token: admin })).statusCode).toBe(200);

    // manage_users alone is enough for an administrator to remain.
    const named = await save(group, { full_access: false, permissions: ['manage_users', 'manage_settings'] });
    expect(named.statusCode).toBe(200);
    expect(named.json().group).toMatchObject({
      full_access: false,
      permissions: ['manage_settings', 'manage_users'],
    });
    expect((await t.request({ method: 'GET', url: '/api/clients', token: admin })).statusCode).toBe(403);
    const back = await save(named.json().group, { full_access: true, permissions: [] });
    expect(back.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/clients', token: admin })).statusCode).toBe(200);
  });

  it('keeps the rules that are not named permissions as they are', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/groups',
      token: admin,
      payload: { name: 'Revisori', permissions: ['view_projects'] },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().group.id as number;
    const custom = [
      { action: 'view_projects', subject: 'all' },
      { action: 'update', subject: 'Project' },
      { action: 'view_clients', subject: 'all', inverted: true },
    ];
    await t.app.db
      .updateTable('user_groups')
      .set({ rules: JSON.stringify(custom) })
      .where('id', '=', id)
      .execute();
    const read = (await t.request({ method: 'GET', url: `/api/admin/groups/${id}`, token: admin })).json()
      .group as UserGroupView;
    expect(read.permissions).toEqual(['view_projects']);
    expect(read.other_rules).toEqual(custom.slice(1));
    const saved = await save(read, { permissions: ['view_persons'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().group.rules).toEqual([
      { action: 'view_persons', subject: 'all' },
      ...custom.slice(1),
    ]);
  });

  it('creates a group with its permissions or copied from another, with a unique name', async () => {
    const sales = await groupByKey('sales');
    const copy = await t.request({
      method: 'POST',
      url: '/api/admin/groups',
      token: admin,
      payload: { name: '  Commerciali junior ', copy_from_id: sales.id },
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().group).toMatchObject({
      key: null,
      name: 'Commerciali junior',
      permissions: sales.permissions,
      full_access: false,
      users_count: 0,
    });

    const duplicate = await t.request({
      method: 'POST',
      url: '/api/admin/groups',
      token: admin,
      payload: { name: 'commerciali JUNIOR' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.name).toEqual(['Esiste già un gruppo con questo nome']);

    const renamed = await save(copy.json().group, { name: 'Tecnici' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toEqual(['Esiste già un gruppo con questo nome']);

    const gone = await t.request({
      method: 'POST',
      url: '/api/admin/groups',
      token: admin,
      payload: { name: 'Fantasma', copy_from_id: 999_999 },
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors.copy_from_id).toEqual(['Il gruppo da copiare non esiste più']);
  });

  it('answers 409 to a save of a group changed meanwhile, and writes nothing', async () => {
    const group = await groupByKey('technicians');
    expect((await save(group, { name: 'Tecnici interni' })).statusCode).toBe(200);
    const stale = await save(group, { permissions: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().alert.message).toMatch(/modificato da un altro utente/);
    const now = await groupByKey('technicians');
    expect(now.name).toBe('Tecnici interni');
    expect(now.permissions).toEqual(group.permissions);
  });

  it('deletes only an added group without users', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/groups',
      token: admin,
      payload: { name: 'Stagisti', permissions: ['view_clients'] },
    });
    const group = created.json().group as UserGroupView;
    const userId = await t.createUser({
      email: 'stagista@test.officina.it',
      password: PASSWORD,
      group: null,
    });
    await t.app.db.updateTable('users').set({ group_id: group.id }).where('id', '=', userId).execute();

    const busy = await t.request({ method: 'DELETE', url: `/api/admin/groups/${group.id}`, token: admin });
    expect(busy.statusCode).toBe(422);
    expect(busy.json().message).toBe(
      'Il gruppo «Stagisti» ha 1 utente: spostalo in un altro gruppo prima di eliminarlo.',
    );
    const seeded = await groupByKey('accounting');
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/admin/groups/${seeded.id}`,
      token: admin,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/gruppo predefinito e non si può eliminare/);

    await t.app.db.updateTable('users').set({ group_id: null }).where('id', '=', userId).execute();
    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/groups/${group.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ result: 'deleted', message: 'Gruppo eliminato.' });
    const again = await t.request({ method: 'DELETE', url: `/api/admin/groups/${group.id}`, token: admin });
    expect(again.statusCode).toBe(404);
  });

  it('answers bad input with 4xx and Italian messages', async () => {
    const group = await groupByKey('sales');
    const cases = [
      { payload: { name: '' }, field: 'name', message: 'Inserisci il nome del gruppo' },
      {
        payload: { name: 'x'.repeat(81) },
        field: 'name',
        message: 'Il nome del gruppo può avere al massimo 80 caratteri',
      },
      { payload: { name: 'Ok', permissions: ['fly'] }, field: 'permissions' },
      { payload: { name: 'Ok', permissions: 'view_clients' }, field: 'permissions' },
      { payload: { name: 'Ok', copy_from_id: -1 }, field: 'copy_from_id' },
    ];
    for (const { payload, field, message } of cases) {
      const res = await t.request({ method: 'POST', url: '/api/admin/groups', token: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = res.json();
      expect(
        Object.keys(body.errors).some((key) => key.startsWith(field)),
        res.body,
      ).toBe(true);
      if (message) expect(body.errors[field]).toEqual([message]);
    }
    const noVersion = await t.request({
      method: 'PUT',
      url: `/api/admin/groups/${group.id}`,
      token: admin,
      payload: { name: group.name, full_access: false, permissions: [] },
    });
    expect(noVersion.statusCode).toBe(422);
    const badVersion = await save(group, { updated_at: 'ieri' } as never);
    expect(badVersion.statusCode).toBe(422);
    const badId = await t.request({ method: 'GET', url: '/api/admin/groups/abc', token: admin });
    expect(badId.statusCode).toBeGreaterThanOrEqual(400);
    expect(badId.statusCode).toBeLessThan(500);
    expect(await groupByKey('sales')).toEqual(group);
  });
});
