import { errorMessages } from '@officina/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, TEST_JWT_SECRET, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ email: 'inattivo@test.it', password: 'password-inattivo', active: false });
  await t.createUser({ email: 'bloccato@test.it', password: 'password-bloccato', banned: true });
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const me = (token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/user/auth', token, headers });

describe('POST /api/auth/login', () => {
  it('answers a token and the user, whatever the e-mail case', async () => {
    const res = await login({ email: ' Admin@Test.Officina.IT ', password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Amministratore',
      surname: 'Officina',
      email: ADMIN.email,
      group_id: expect.any(Number),
      group_name: 'Amministratori',
      theme: 'light',
      active: true,
    });
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown e-mail alike', async () => {
    for (const payload of [
      { email: ADMIN.email, password: 'sbagliata-123' },
      { email: 'nessuno@test.it', password: 'sbagliata-123' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_credentials' });
    }
  });

  it('answers user_inactive and user_is_banned only with the right password', async () => {
    expect((await login({ email: 'inattivo@test.it', password: 'password-inattivo' })).json()).toEqual({
      error: 'user_inactive',
    });
    expect((await login({ email: 'bloccato@test.it', password: 'password-bloccato' })).json()).toEqual({
      error: 'user_is_banned',
    });
    expect((await login({ email: 'bloccato@test.it', password: 'altra-password' })).json()).toEqual({
      error: 'invalid_credentials',
    });
  });

  it('answers 422 with Italian messages under errors.login when the form is incomplete', async () => {
    const cases: [unknown, string][] = [
      [{ email: '', password: 'x' }, 'Inserisci l’email'],
      [{ email: ADMIN.email, password: '' }, 'Inserisci la password'],
      [{ password: 'x' }, 'Inserisci l’email'],
      [{ email: ADMIN.email }, 'Inserisci la password'],
    ];
    for (const [payload, message] of cases) {
      const res = await login(payload);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.message).toBe(errorMessages.invalidInput);
      expect(body.errors.login[0]).toBe(message);
    }
    const empty = await login({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.login).toEqual(['Inserisci l’email', 'Inserisci la password']);
    expect(empty.json().errors.email).toEqual(['Inserisci l’email']);
  });

  it('answers 422 (not 500) for a missing body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.login).toHaveLength(1);
  });
});

describe('token checks on protected routes', () => {
  it('answers token_not_provided without a bearer token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'token_not_provided', message: 'Token not provided' });
    expect((await me(undefined, { authorization: 'Basic abc' })).json().error).toBe('token_not_provided');
  });

  it('answers token_expired for an expired token', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('officina')
      .setSubject('1')
      .setJti('scaduto')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'token_expired', message: 'Token has expired' });
  });

  it('answers invalid_token for garbage, a foreign signature or a jti without session', async () => {
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('officina')
      .setSubject('1')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const noSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('officina')
      .setSubject('1')
      .setJti('mai-emesso')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const token of ['garbage', 'a.b.c', foreign, noSession]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_token', message: errorMessages.invalidToken });
    }
  });

  it('expires tokens after TOKEN_TTL', async () => {
    // 3 s rather than 1: on a loaded machine sign-in plus the first call can take over a second.
    const short = await createTestApp({ tokenTtlSeconds: 3 });
    try {
      const token = await short.login(ADMIN.email, ADMIN.password);
      expect((await short.request({ method: 'GET', url: '/api/user/auth', token })).statusCode).toBe(200);
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
        exp: number;
      };
      await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 100));
      const res = await short.request({ method: 'GET', url: '/api/user/auth', token });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('token_expired');
    } finally {
      await short.close();
    }
  });

  it('stops a user deactivated after signing in', async () => {
    const id = await t.createUser({ email: 'poi-disattivato@test.it', password: 'password-poi-1' });
    const token = await t.login('poi-disattivato@test.it', 'password-poi-1');
    await t.app.db.updateTable('users').set({ active: 0 }).where('id', '=', id).execute();
    expect((await me(token)).json().error).toBe('user_inactive');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token server-side, and only that token', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const other = await t.login(ADMIN.email, ADMIN.password);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('invalid_token');
    expect((await me(other)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('token_not_provided');
  });
});
