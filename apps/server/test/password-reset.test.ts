import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { listMails, resetCodeFrom, waitForMail } from './mail.ts';

let t: TestApp;
const EMAIL = 'smemorato@test.it';
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ email: EMAIL, password: 'vecchia-password', name: 'Giulia' });
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
const reset = (code: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/password/reset', payload: { code, password } });
const loginStatus = async (password: string) =>
  (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password } }))
    .statusCode;

async function requestCode(): Promise<string> {
  const before = listMails(t.config.dataDir).length;
  expect((await forgot(EMAIL)).statusCode).toBe(200);
  return resetCodeFrom(await waitForMail(t.config.dataDir, before + 1));
}

describe('password reset', () => {
  it('answers the same for known and unknown e-mails, and mails only known ones', async () => {
    const before = listMails(t.config.dataDir).length;
    const unknown = await forgot('sconosciuto@test.it');
    const known = await forgot(EMAIL.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(t.config.dataDir, before + 1);
    await new Promise((r) => setTimeout(r, 100)); // a stray mail would be written by now
    expect(listMails(t.config.dataDir)).toHaveLength(before + 1);
    expect(mail).toContain(`To: ${EMAIL}`);
    expect(mail).toContain('Ciao Giulia');
    expect(mail).toMatch(/http:\/\/officina\.test\/reset-password\/[A-Za-z0-9_-]{43}\b/);
  });

  it('validates the e-mail (422)', async () => {
    const res = await forgot('non-una-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Inserisci un indirizzo email valido']);
  });

  it('resets the password once with the mailed code and revokes every old token', async () => {
    const oldToken = await t.login(EMAIL, 'vecchia-password');
    const code = await requestCode();
    const res = await reset(code, 'nuova-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Password reimpostata/);

    const old = await t.request({ method: 'GET', url: '/api/user/auth', token: oldToken });
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('invalid_token');
    expect(await loginStatus('vecchia-password')).toBe(401);
    expect(await loginStatus('nuova-password-1')).toBe(200);

    const again = await reset(code, 'altra-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().alert.message).toMatch(/non è valido/);
    expect(await loginStatus('nuova-password-1')).toBe(200);

    const activity = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'password_reset')
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]?.changes).not.toContain('nuova-password');
  });

  it('refuses an expired code', async () => {
    const code = await requestCode();
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const res = await reset(code, 'password-scaduta-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ alert: { message: expect.stringMatching(/scaduto/), type: 'error' } });
  });

  it('refuses an unknown code (400) and a short password (422)', async () => {
    expect((await reset('x'.repeat(43), 'password-lunga-1')).statusCode).toBe(400);
    const code = await requestCode();
    const short = await reset(code, 'corta');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['La password deve avere almeno 10 caratteri']);
    // The code was not consumed by the invalid attempt.
    expect((await reset(code, 'password-valida-9')).statusCode).toBe(200);
  });

  it('stores only a hash of the code', async () => {
    const code = await requestCode();
    const rows = await t.app.db.selectFrom('password_resets').select('code_hash').execute();
    expect(rows.some((r) => r.code_hash === code)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
  });
});
