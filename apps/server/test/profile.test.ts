import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './crm/crm-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helper.ts';
import { testEngine } from './test-db.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
let userId: number;
const PASSWORD = 'password-profilo-1';

async function signIn(email: string, userAgent?: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

function upload(token: string, file: { name: string; data: Buffer | string; type?: string } | null) {
  return t.request({ method: 'PUT', url: '/api/user/avatar', token, ...multipart(file) });
}

beforeAll(async () => {
  t = await createTestApp();
  userId = await t.createUser({
    email: 'profilo@test.it',
    password: PASSWORD,
    name: 'Paola',
    surname: 'Neri',
  });
  await t.createUser({ email: 'altra@test.it', password: PASSWORD });
});
afterAll(() => t.close());

describe(`profile picture (${testEngine})`, () => {
  it('uploads a PNG, serves it to any signed-in user with a validator, then removes it', async () => {
    const token = await signIn('profilo@test.it');
    const other = await signIn('altra@test.it');
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${userId}/avatar`, token: other })).statusCode,
    ).toBe(404);

    const put = await upload(token, { name: 'io.png', data: PNG, type: 'image/png' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ has_avatar: true, updated_at: expect.any(String) });
    expect((await t.request({ method: 'GET', url: '/api/user/avatar', token })).json().has_avatar).toBe(true);

    const get = await t.request({ method: 'GET', url: `/api/users/${userId}/avatar`, token: other });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    expect(get.rawPayload.equals(PNG)).toBe(true);
    const etag = get.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request({
      method: 'GET',
      url: `/api/users/${userId}/avatar`,
      token: other,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const del = await t.request({ method: 'DELETE', url: '/api/user/avatar', token });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ has_avatar: false, updated_at: null });
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${userId}/avatar`, token: other })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/users/${userId}/avatar` })).statusCode).toBe(401);
  });

  it('refuses SVG and what is not an image by content (422), and a picture over 256 KB (413)', async () => {
    const token = await signIn('profilo@test.it');
    for (const file of [
      { name: 'logo.svg', data: SVG, type: 'image/svg+xml' },
      { name: 'finta.png', data: 'non sono un PNG', type: 'image/png' },
      { name: 'doc.pdf', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), type: 'application/pdf' },
    ]) {
      const res = await upload(token, file);
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json().errors.file[0]).toMatch(/PNG, JPEG o WebP/);
    }
    const big = await upload(token, {
      name: 'grande.png',
      data: Buffer.concat([PNG, Buffer.alloc(300 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().alert.message).toMatch(/256 KB/);
    expect((await upload(token, null)).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/user/avatar', token })).json().has_avatar).toBe(
      false,
    );
  });
});

describe(`own sessions (${testEngine})`, () => {
  it('lists my live sessions with the current one marked, never a token id', async () => {
    const first = await signIn('profilo@test.it', FIREFOX);
    const current = await signIn('profilo@test.it');
    const res = await t.request({ method: 'GET', url: '/api/user/sessions', token: current });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as { id: string; current: boolean; user_agent: string | null }[];
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.user_agent === FIREFOX)).toMatchObject({
      current: false,
      ip: expect.any(String),
    });
    const jtis = await t.app.db.selectFrom('sessions').select('jti').execute();
    for (const { jti } of jtis) expect(res.body).not.toContain(jti);
    expect(res.body).not.toContain(first);
  });

  it('revokes one of mine (that token then gets 401), and 404 for another user’s session', async () => {
    const victim = await signIn('profilo@test.it', 'Telefono di prova');
    const me = await signIn('profilo@test.it');
    const other = await signIn('altra@test.it');
    const list = (await t.request({ method: 'GET', url: '/api/user/sessions', token: me })).json().sessions;
    const target = list.find((s: { user_agent: string | null }) => s.user_agent === 'Telefono di prova');

    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/user/sessions/${target.id}`,
      token: other,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: victim })).statusCode).toBe(200);
    for (const id of ['nonesiste', '0'.repeat(32)]) {
      expect(
        (await t.request({ method: 'DELETE', url: `/api/user/sessions/${id}`, token: me })).statusCode,
      ).toBe(404);
    }

    const res = await t.request({ method: 'DELETE', url: `/api/user/sessions/${target.id}`, token: me });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: victim })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: me })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user/sessions/${target.id}`, token: me })).statusCode,
    ).toBe(404);
  });

  it('«Esci da tutti gli altri dispositivi» keeps only the current session', async () => {
    const others = [await signIn('profilo@test.it'), await signIn('profilo@test.it')];
    const me = await signIn('profilo@test.it');
    const bystander = await signIn('altra@test.it');
    const res = await t.request({ method: 'POST', url: '/api/user/sessions/revoke-others', token: me });
    expect(res.statusCode).toBe(200);
    for (const token of others) {
      expect((await t.request({ method: 'GET', url: '/api/user/auth', token })).statusCode).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: me })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: bystander })).statusCode).toBe(
      200,
    );
    const list = (await t.request({ method: 'GET', url: '/api/user/sessions', token: me })).json().sessions;
    expect(list).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe(`e-mail change (${testEngine})`, () => {
  it('needs the current password and an e-mail nobody else has (422 otherwise)', async () => {
    const token = await signIn('profilo@test.it');
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/user/email',
      token,
      payload: { email: 'nuova@test.it', current_password: 'sbagliata-123' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['La password attuale non è corretta.']);

    const taken = await t.request({
      method: 'PUT',
      url: '/api/user/email',
      token,
      payload: { email: ADMIN.email.toUpperCase(), current_password: PASSWORD },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['Questa e-mail è già usata da un altro utente.']);

    const bad = await t.request({
      method: 'PUT',
      url: '/api/user/email',
      token,
      payload: { email: 'non-una-email', current_password: PASSWORD },
    });
    expect(bad.statusCode).toBe(422);

    const ok = await t.request({
      method: 'PUT',
      url: '/api/user/email',
      token,
      payload: { email: ' Paola.Neri@Test.it ', current_password: PASSWORD },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.email).toBe('paola.neri@test.it');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'paola.neri@test.it', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'profilo@test.it', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });
});
