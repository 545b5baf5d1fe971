import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserFlag, updateAdminUser } from '../../src/modules/admin-users/admin-users.service.ts';
import { LAST_ADMINISTRATOR_MESSAGE } from '../../src/modules/user/administrators.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';
import { listMails, waitForMail } from '../mail.ts';

/** /api/admin/users and the invitation: permissions, list, invite → accept once, guards, sessions. */
let t: TestApp;
let admin: string;
let adminId: number;
let sales: string;
let tech: string;
let groups: Record<string, number>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.email, ADMIN.password);
  const me = await t.request({ method: 'GET', url: '/api/user/auth', token: admin });
  adminId = me.json().user.id;
  await t.createUser({ email: 'comm@test.it', password: 'password-123', group: 'sales', name: 'Carla' });
  await t.createUser({ email: 'tec@test.it', password: 'password-123', group: 'technicians', name: 'Tino' });
  sales = await t.login('comm@test.it', 'password-123');
  tech = await t.login('tec@test.it', 'password-123');
  const rows = await t.app.db.selectFrom('user_groups').select(['id', 'key']).execute();
  groups = Object.fromEntries(rows.map((row) => [row.key, row.id]));
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });

function uniqueEmail(name: string) {
  seq += 1;
  return `${name}.${seq}@test.officina.it`;
}

async function newUser(group = 'technicians', name = 'Ugo') {
  const email = uniqueEmail(name.toLowerCase());
  const id = await t.createUser({ email, password: 'password-123', group: group as never, name });
  return { id, email, token: await t.login(email, 'password-123') };
}

function codeFrom(mail: string): string {
  const match = /\/set-password\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error('no invitation link in mail');
  return match[1];
}

/** Invites a user; answers the created user and the code mailed to them. */
async function invite(overrides: Record<string, unknown> = {}) {
  const before = listMails(t.config.dataDir).length;
  const payload = {
    name: 'Nina',
    surname: 'Nuova',
    email: uniqueEmail('nina'),
    group_id: groups.sales,
    ...overrides,
  };
  const res = await api('POST', '/admin/users', admin, payload);
  expect(res.statusCode, res.body).toBe(200);
  const mail = await waitForMail(t.config.dataDir, before + 1);
  return { user: res.json().user, mail, code: codeFrom(mail), email: payload.email as string };
}

const accept = (code: string, password = 'scelta-password-1') =>
  t.request({
    method: 'POST',
    url: '/api/auth/invitation/accept',
    payload: { code, password, password_confirmation: password },
  });
const loginStatus = async (email: string, password: string) =>
  (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;

describe('permissions', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/admin/users'],
    ['GET', '/admin/users/1'],
    ['POST', '/admin/users', { name: 'A', surname: 'B', email: 'x@test.it', group_id: null }],
    [
      'PUT',
      '/admin/users/1',
      { name: 'A', surname: 'B', email: 'x@test.it', group_id: null, updated_at: '2026-01-01T00:00:00.000Z' },
    ],
    ['POST', '/admin/users/1/invitation'],
    ['POST', '/admin/users/1/deactivate'],
    ['POST', '/admin/users/1/activate'],
    ['POST', '/admin/users/1/ban'],
    ['POST', '/admin/users/1/unban'],
    ['POST', '/admin/users/1/password-reset'],
  ];
  it.each(calls)('%s %s: 403 for Commerciali and Tecnici, 401 without a token', async (method, url, body) => {
    for (const token of [sales, tech]) {
      const res = await api(method as 'GET', url, token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().alert.message).toMatch(/permess|Accesso/i);
    }
    const anonymous = await t.request({
      method: method as 'GET',
      url: `/api${url}`,
      ...(body ? { payload: body } : {}),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('nothing was changed by the refused calls', async () => {
    const admin1 = await api('GET', '/admin/users/1', admin);
    expect(admin1.json().user).toMatchObject({ active: true, banned: false });
  });
});

describe('list', () => {
  it('searches name, surname and e-mail; filters group and status; shows last sign-in', async () => {
    const q = await api('GET', '/admin/users?q=tino', admin);
    expect(q.statusCode).toBe(200);
    expect(q.json().data.map((u: { email: string }) => u.email)).toEqual(['tec@test.it']);
    const byMail = await api('GET', '/admin/users?q=comm%40test', admin);
    expect(byMail.json().data.map((u: { email: string }) => u.email)).toEqual(['comm@test.it']);

    const bySales = await api('GET', `/admin/users?group_id=${groups.sales}&per_page=200`, admin);
    expect(bySales.json().data.every((u: { group_name: string }) => u.group_name === 'Commerciali')).toBe(
      true,
    );
    expect(bySales.json().data.some((u: { email: string }) => u.email === 'comm@test.it')).toBe(true);

    const { email } = await invite({ name: 'Lista' });
    const invited = await api('GET', '/admin/users?status=invited&per_page=200', admin);
    expect(invited.json().data.map((u: { email: string }) => u.email)).toContain(email);
    const active = await api('GET', '/admin/users?status=active&per_page=200', admin);
    const activeEmails = active.json().data.map((u: { email: string }) => u.email);
    expect(activeEmails).toContain('comm@test.it');
    expect(activeEmails).not.toContain(email);

    const row = active.json().data.find((u: { email: string }) => u.email === 'comm@test.it');
    expect(row).toMatchObject({ active: true, banned: false, invited: false, group_name: 'Commerciali' });
    expect(row.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const invitedRow = invited.json().data.find((u: { email: string }) => u.email === email);
    expect(invitedRow).toMatchObject({ invited: true, last_login_at: null });

    const sorted = await api('GET', '/admin/users?sort=-email&per_page=200', admin);
    const emails = sorted.json().data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('refuses a bad status, sort or group with 422 in Italian', async () => {
    const status = await api('GET', '/admin/users?status=boh', admin);
    expect(status.statusCode).toBe(422);
    expect(status.json().errors.status).toEqual(['Stato non valido']);
    expect((await api('GET', '/admin/users?sort=password_hash', admin)).statusCode).toBe(422);
    expect((await api('GET', '/admin/users?group_id=abc', admin)).statusCode).toBe(422);
  });

  it('answers 404 for a missing user and 400/422 for a bad id', async () => {
    const missing = await api('GET', '/admin/users/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().alert.message).toBe('Utente non trovato.');
    expect((await api('POST', '/admin/users/999999/deactivate', admin)).statusCode).toBe(404);
    const bad = await api('GET', '/admin/users/abc', admin);
    expect([400, 422]).toContain(bad.statusCode);
  });
});

describe('invitation', () => {
  it('invites: the mail holds the link, the code works once, then the user signs in', async () => {
    const { user, mail, code, email } = await invite({ name: 'Irene', surname: 'Invitata' });
    expect(user).toMatchObject({ name: 'Irene', surname: 'Invitata', email, invited: true, active: true });
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain('Ciao Irene');
    expect(mail).toMatch(/http:\/\/officina\.test\/set-password\/[A-Za-z0-9_-]{43}\b/);
    expect(await loginStatus(email, 'scelta-password-1')).toBe(401);

    const status = await t.request({ method: 'GET', url: `/api/auth/invitation/${code}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ valid: true, name: 'Irene' });

    const accepted = await accept(code);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toMatch(/Password impostata/);
    expect(await loginStatus(email, 'scelta-password-1')).toBe(200);

    const again = await accept(code, 'altra-password-22');
    expect(again.statusCode).toBe(400);
    expect(again.json().alert.message).toMatch(/non è valido, è già stato usato o è scaduto/);
    expect(await loginStatus(email, 'altra-password-22')).toBe(401);
    const used = await t.request({ method: 'GET', url: `/api/auth/invitation/${code}` });
    expect(used.json()).toEqual({ valid: false });

    const view = await api('GET', `/admin/users/${user.id}`, admin);
    expect(view.json().user).toMatchObject({ invited: false });
    expect(view.json().user.last_login_at).not.toBeNull();
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'user_id', 'changes'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['invited', 'invitation_accepted']);
    expect(log[0]?.user_id).toBe(adminId);
    expect(log[1]?.changes).not.toContain('scelta-password');
  });

  it('refuses an expired invitation (400) and says the link is not valid', async () => {
    const { code, email } = await invite();
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'invite')
      .execute();
    expect((await t.request({ method: 'GET', url: `/api/auth/invitation/${code}` })).json()).toEqual({
      valid: false,
    });
    const res = await accept(code);
    expect(res.statusCode).toBe(400);
    expect(res.json().alert.message).toMatch(/scaduto/);
    expect(await loginStatus(email, 'scelta-password-1')).toBe(401);
  });

  it('an invitation code is not a password-reset code: the reset endpoint refuses it, the invitation stays valid', async () => {
    const { code, email } = await invite();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { code, password: 'presa-dal-reset-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().alert.message).toMatch(/non è valido, è già stato usato o è scaduto/);
    expect(await loginStatus(email, 'presa-dal-reset-1')).toBe(401);
    expect((await accept(code)).statusCode).toBe(200);
  });

  it('expires in 7 days', async () => {
    const { user } = await invite();
    const row = await t.app.db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at', 'purpose'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('invite');
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
  });

  it('re-sending invalidates the older link; unknown codes and reset codes are not invitations', async () => {
    const { user, code: first } = await invite();
    const before = listMails(t.config.dataDir).length;
    const res = await api('POST', `/admin/users/${user.id}/invitation`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Invito inviato di nuovo.');
    const second = codeFrom(await waitForMail(t.config.dataDir, before + 1));
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);
    const unknown = await t.request({ method: 'GET', url: `/api/auth/invitation/${'x'.repeat(43)}` });
    expect(unknown.json()).toEqual({ valid: false });
    expect((await accept(second)).statusCode).toBe(200);
    // Signed in once: re-inviting is refused, a password reset is the way.
    expect(await loginStatus(user.email, 'scelta-password-1')).toBe(200);
    const refused = await api('POST', `/admin/users/${user.id}/invitation`, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.invitation[0]).toMatch(/già effettuato l’accesso/);
  });

  it('validates the invitation form: e-mail taken, group, names, confirmation', async () => {
    const taken = await api('POST', '/admin/users', admin, {
      name: 'A',
      surname: 'B',
      email: 'COMM@test.it',
      group_id: null,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['Esiste già un utente con questa email']);
    const group = await api('POST', '/admin/users', admin, {
      name: 'A',
      surname: 'B',
      email: uniqueEmail('g'),
      group_id: 999_999,
    });
    expect(group.statusCode).toBe(422);
    expect(group.json().errors.group_id).toEqual(['Gruppo non valido']);
    const empty = await api('POST', '/admin/users', admin, {
      name: ' ',
      surname: '',
      email: 'no',
      group_id: null,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Inserisci il nome']);
    expect(empty.json().errors.surname).toEqual(['Inserisci il cognome']);
    expect(empty.json().errors.email?.[0]).toMatch(/email/i);
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { code: 'x'.repeat(43), password: 'password-lunga-1', password_confirmation: 'diversa-12345' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Le due password non coincidono']);
  });
});

describe('edit', () => {
  it('saves name, e-mail and group; 409 when stale; 422 on a taken e-mail', async () => {
    const u = await newUser('technicians', 'Edo');
    const read = (await api('GET', `/admin/users/${u.id}`, admin)).json().user;
    const body = { name: 'Edoardo', surname: 'Nuovo', email: uniqueEmail('edoardo'), group_id: groups.sales };
    const saved = await api('PUT', `/admin/users/${u.id}`, admin, { ...body, updated_at: read.updated_at });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({ ...body, group_name: 'Commerciali' });
    expect(saved.json().message).toBe('Utente aggiornato.');

    const stale = await api('PUT', `/admin/users/${u.id}`, admin, {
      ...body,
      name: 'X',
      updated_at: read.updated_at,
    });
    expect(stale.statusCode).toBe(409);

    const taken = await api('PUT', `/admin/users/${u.id}`, admin, {
      ...body,
      email: 'tec@test.it',
      updated_at: saved.json().user.updated_at,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['Esiste già un utente con questa email']);

    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', u.id)
      .where('action', '=', 'updated')
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]?.changes ?? '{}').group_id).toEqual([groups.technicians, groups.sales]);
  });
});

describe('deactivate and ban', () => {
  it('deactivating ends the sessions at once and refuses sign-in; reactivating lets in again', async () => {
    const u = await newUser();
    expect((await api('GET', '/user/auth', u.token)).statusCode).toBe(200);
    const res = await api('POST', `/admin/users/${u.id}/deactivate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.active).toBe(false);
    const after = await api('GET', '/user/auth', u.token);
    expect(after.statusCode).toBe(401);
    const session = await t.app.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', u.id)
      .execute();
    expect(session.every((s) => s.revoked_at !== null)).toBe(true);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'password-123' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe('user_inactive');

    const inactive = await api('GET', '/admin/users?status=inactive&per_page=200', admin);
    expect(inactive.json().data.map((r: { id: number }) => r.id)).toContain(u.id);

    expect((await api('POST', `/admin/users/${u.id}/activate`, admin)).json().user.active).toBe(true);
    expect(await loginStatus(u.email, 'password-123')).toBe(200);
  });

  it('a token of a deactivated user answers 401 user_inactive (even when the session was still live)', async () => {
    const u = await newUser();
    // Flag set without the session revoke (another path): the per-request check still refuses.
    await t.app.db
      .updateTable('users')
      .set({ active: 0 as never })
      .where('id', '=', u.id)
      .execute();
    const res = await api('GET', '/user/auth', u.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('user_inactive');
  });

  it('banning ends the sessions and sign-in answers user_is_banned; unban restores', async () => {
    const u = await newUser();
    const res = await api('POST', `/admin/users/${u.id}/ban`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.banned).toBe(true);
    expect((await api('GET', '/user/auth', u.token)).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'password-123' },
    });
    expect(login.json().error).toBe('user_is_banned');
    const banned = await api('GET', '/admin/users?status=banned', admin);
    expect(banned.json().data.map((r: { id: number }) => r.id)).toEqual([u.id]);
    await api('POST', `/admin/users/${u.id}/unban`, admin);
    expect(await loginStatus(u.email, 'password-123')).toBe(200);
    const actions = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity', '=', 'user')
      .where('entity_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['banned', 'unbanned']);
  });
});

describe('password reset', () => {
  it('mails the user the usual reset link; refused while the user is deactivated', async () => {
    const u = await newUser('technicians', 'Rita');
    const before = listMails(t.config.dataDir).length;
    const res = await api('POST', `/admin/users/${u.id}/password-reset`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email per reimpostare la password inviata.');
    const mail = await waitForMail(t.config.dataDir, before + 1);
    expect(mail).toContain(`To: ${u.email}`);
    expect(mail).toMatch(/http:\/\/officina\.test\/reset-password\/[A-Za-z0-9_-]{43}\b/);
    await api('POST', `/admin/users/${u.id}/deactivate`, admin);
    const refused = await api('POST', `/admin/users/${u.id}/password-reset`, admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.active[0]).toMatch(/disattivato o bloccato/);
  });
});

describe('guards', () => {
  it('an administrator cannot deactivate, ban or demote themself (422)', async () => {
    const deactivate = await api('POST', `/admin/users/${adminId}/deactivate`, admin);
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json()).toEqual({
      message: 'Non puoi disattivare il tuo account.',
      errors: { active: ['Non puoi disattivare il tuo account.'] },
    });
    const ban = await api('POST', `/admin/users/${adminId}/ban`, admin);
    expect(ban.statusCode).toBe(422);
    expect(ban.json().message).toBe('Non puoi bloccare il tuo account.');
    const me = (await api('GET', `/admin/users/${adminId}`, admin)).json().user;
    const demote = await api('PUT', `/admin/users/${adminId}`, admin, {
      name: me.name,
      surname: me.surname,
      email: me.email,
      group_id: groups.sales,
      updated_at: me.updated_at,
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.group_id[0]).toMatch(/Non puoi toglierti il permesso/);
    expect((await api('GET', '/user/auth', admin)).statusCode).toBe(200);
  });

  it('nobody can deactivate, ban or demote the last administrator (422)', async () => {
    // Through the API the caller is an administrator too, so the guard answers when the caller lost
    // that between sign-in check and write (a race): the service is called as a non-administrator.
    const caller = {
      id: 0,
      name: 'X',
      surname: 'Y',
      email: 'x@test.it',
      group_id: null,
      group_name: null,
      theme: 'light' as const,
      active: true,
      sessionId: 'x',
      permissions: [],
    };
    for (const action of ['deactivate', 'ban'] as const) {
      await expect(setUserFlag(t.context, caller, adminId, action)).rejects.toMatchObject({
        statusCode: 422,
        body: { message: LAST_ADMINISTRATOR_MESSAGE },
      });
    }
    const me = (await api('GET', `/admin/users/${adminId}`, admin)).json().user;
    await expect(
      updateAdminUser(t.app.db, caller, adminId, { ...pick(me), group_id: groups.sales ?? null }),
    ).rejects.toMatchObject({
      statusCode: 422,
      body: { errors: { group_id: [LAST_ADMINISTRATOR_MESSAGE] } },
    });
    const still = (await api('GET', `/admin/users/${adminId}`, admin)).json().user;
    expect(still).toMatchObject({ active: true, banned: false, group_id: groups.admin });
  });

  it('two administrators deactivating each other at once: one wins, one administrator remains', async () => {
    const a = await newUser('admin', 'Alfa');
    const b = await newUser('admin', 'Beta');
    // Only these two administrators: the seeded one moves to another group for this test.
    const seeded = (await api('GET', `/admin/users/${adminId}`, admin)).json().user;
    const moved = await api('PUT', `/admin/users/${adminId}`, a.token, {
      ...pick(seeded),
      group_id: groups.sales,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [ab, ba] = await Promise.all([
      api('POST', `/admin/users/${b.id}/deactivate`, a.token),
      api('POST', `/admin/users/${a.id}/deactivate`, b.token),
    ]);
    const statuses = [ab.statusCode, ba.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 422]).toContain(statuses[1]);
    const left = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [a.id, b.id])
      .where('active', '=', 1 as never)
      .execute();
    expect(left).toHaveLength(1);
    // Put the seeded administrator back for the other tests.
    await t.app.db.updateTable('users').set({ group_id: groups.admin }).where('id', '=', adminId).execute();
  });
});

function pick(user: {
  name: string;
  surname: string;
  email: string;
  group_id: number | null;
  updated_at: string;
}) {
  const { name, surname, email, group_id, updated_at } = user;
  return { name, surname, email, group_id, updated_at };
}
