import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// ASVS 5.0 15.3.3: a body sets only the fields its route's schema names. Anything else (an id, who
// made it and when, a group, the account's flags) is dropped by the zod schema before the service
// sees it, so a client cannot write what the form does not offer.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ email: 'commerciale@test.it', password: 'password-commerciale', group: 'sales' });
  token = await t.login('commerciale@test.it', 'password-commerciale');
});
afterAll(() => t.close());

describe('fields a body may not set', () => {
  it('a client keeps its own id, author and dates whatever the body says', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/clients',
      token,
      payload: {
        business_name: 'Assegnazione S.r.l.',
        id: 424_242,
        created_by: 1,
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: '2000-01-01T00:00:00.000Z',
        archived_at: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(res.statusCode).toBe(200);
    const { client } = res.json();
    expect(client.id).not.toBe(424_242);
    expect(client.created_at).not.toMatch(/^2000-/);
    expect(client.archived_at ?? null).toBeNull();
    const read = await t.request({ method: 'GET', url: `/api/clients/${client.id}`, token });
    expect(read.json().client.business_name).toBe('Assegnazione S.r.l.');
  });

  it('the profile changes name and theme, never the group, e-mail or the account flags', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/user/auth', token })).json().user;
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      token,
      payload: {
        name: 'Carla',
        surname: 'Verdi',
        theme: 'dark',
        group_id: 1,
        email: 'altro@test.it',
        active: true,
        banned: false,
        password_hash: 'x',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/api/user/auth', token })).json().user;
    expect(after).toMatchObject({ name: 'Carla', surname: 'Verdi', email: before.email });
    expect(after.group_id ?? null).toBe(before.group_id ?? null);
    const permissions = await t.request({ method: 'GET', url: '/api/user/permissions', token });
    expect(JSON.stringify(permissions.json())).not.toContain('manage_users');
    expect(await t.login('commerciale@test.it', 'password-commerciale')).toEqual(expect.any(String));
  });
});
