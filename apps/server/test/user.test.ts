import { type DefaultGroupKey, defaultGroups } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

describe('GET /api/user/auth', () => {
  it('answers the signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user/auth', token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['user']);
    expect(res.json().user).toMatchObject({ email: ADMIN.email, group_name: 'Amministratori', active: true });
    expect(res.json().user).not.toHaveProperty('sessionId');
    expect(res.json().user).not.toHaveProperty('password_hash');
  });
});

describe('GET /api/user/permissions', () => {
  it.each(Object.keys(defaultGroups) as DefaultGroupKey[])(
    "answers the rules of the group '%s'",
    async (group) => {
      const email = `permessi-${group}@test.it`;
      await t.createUser({ email, password: 'password-permessi', group });
      const token = await t.login(email, 'password-permessi');
      const res = await t.request({ method: 'GET', url: '/api/user/permissions', token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ permissions: defaultGroups[group].rules });
      const names = res.json().permissions.map((p: { action: string }) => p.action);
      if (group === 'technicians') expect(names).not.toContain('view_opportunities');
      if (group === 'sales' || group === 'accounting') expect(names).toContain('view_opportunities');
    },
  );

  it('answers an empty list for a user without a group', async () => {
    await t.createUser({ email: 'senza-gruppo@test.it', password: 'password-senza', group: null });
    const token = await t.login('senza-gruppo@test.it', 'password-senza');
    const res = await t.request({ method: 'GET', url: '/api/user/permissions', token });
    expect(res.json()).toEqual({ permissions: [] });
  });
});

describe('PUT /api/user/profile', () => {
  it('updates name, surname and theme and logs the changed fields', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: adminToken,
      payload: { name: ' Anna ', surname: 'Bianchi', theme: 'dark' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Anna', surname: 'Bianchi', theme: 'dark' });
    const me = await t.request({ method: 'GET', url: '/api/user/auth', token: adminToken });
    expect(me.json().user).toMatchObject({ name: 'Anna', theme: 'dark' });
    const log = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'update')
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]?.changes ?? '{}')).toEqual({
      name: ['Amministratore', 'Anna'],
      surname: ['Officina', 'Bianchi'],
      theme: ['light', 'dark'],
    });
  });

  it('answers 422 with field messages for invalid input', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: adminToken,
      payload: { name: '', surname: 'Bianchi', theme: 'blu' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Inserisci il nome']);
    expect(res.json().errors.theme).toHaveLength(1);
  });
});

describe('PUT /api/user/password', () => {
  it('refuses a wrong current password with errors.current_password', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/password',
      token: adminToken,
      payload: { current_password: 'sbagliata', password: 'nuova-password-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.current_password).toEqual(['La password attuale non è corretta.']);
  });

  it('changes the password and signs out the other sessions only', async () => {
    await t.createUser({ email: 'cambia@test.it', password: 'password-iniziale' });
    const current = await t.login('cambia@test.it', 'password-iniziale');
    const other = await t.login('cambia@test.it', 'password-iniziale');
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/password',
      token: current,
      payload: { current_password: 'password-iniziale', password: 'password-cambiata' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: current })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: other })).statusCode).toBe(401);
    await expect(t.login('cambia@test.it', 'password-iniziale')).rejects.toThrow();
    await expect(t.login('cambia@test.it', 'password-cambiata')).resolves.toEqual(expect.any(String));
  });

  it('stores argon2id hashes', async () => {
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', ADMIN.email)
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });
});
