import { errorMessages } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

const rateLimited = { alert: { message: errorMessages.rateLimited, type: 'error' } };

describe('sign-in brute-force limits', () => {
  it('blocks an e-mail after 10 failed attempts, even from other addresses and with the right password', async () => {
    const email = 'vittima@test.it';
    await t.createUser({ email, password: 'password-giusta-1' });
    for (let i = 0; i < 10; i++) {
      expect((await attempt(email, `sbagliata-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await attempt(email, 'password-giusta-1', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    // Another account from the same addresses is unaffected.
    expect((await attempt(ADMIN.email, ADMIN.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await attempt(ADMIN.email, ADMIN.password, '10.2.0.1')).statusCode).toBe(200);
    }
  });

  it('blocks an address after 30 failed attempts on any e-mails', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await attempt(`utente${i}@test.it`, 'sbagliata', '10.3.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt(ADMIN.email, ADMIN.password, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect((await attempt(ADMIN.email, ADMIN.password, '10.3.0.2')).statusCode).toBe(200);
  });

  it('limits password-reset mails per address', async () => {
    const forgot = (ip: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: 'nessuno@test.it' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await forgot('10.4.0.1')).statusCode).toBe(200);
    const blocked = await forgot('10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
  });
});
