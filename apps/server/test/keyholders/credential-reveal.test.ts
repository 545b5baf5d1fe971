import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVEAL_LIMIT } from '../../src/modules/keyholders/keyholder-reveal.ts';
import { testEngine } from '../test-db.ts';
import {
  type CredentialsApp,
  createCredential,
  createCredentialsApp,
  json,
  reveal,
} from './credential-fixtures.ts';

let t: CredentialsApp;
let entry: { id: number };

const accesses = (id: number) =>
  t.app.db
    .selectFrom('keyholder_accesses')
    .selectAll()
    .where('keyholder_id', '=', id)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createCredentialsApp();
  entry = await createCredential(t, {
    title: 'Allarme sede',
    kind: 'allarme',
    client_id: t.clientId,
    secret: '4711',
  });
});
afterAll(async () => t?.close());

describe(`reveal (${testEngine})`, () => {
  it('without reveal_keyholders: 403 and no access row (Commerciali see the entry, not its secret)', async () => {
    const seen = await t.request({
      method: 'GET',
      url: `/api/keyholders/${entry.id}`,
      token: t.tokens.sales,
    });
    expect(seen.statusCode).toBe(200);
    const res = await reveal(t, entry.id, t.tokens.sales);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('4711');
    for (const token of [t.tokens.accounting, t.tokens.none])
      expect((await reveal(t, entry.id, token)).statusCode).toBe(403);
    expect(await accesses(entry.id)).toEqual([]);
  });

  it('writes the access row (user, purpose, address, browser, time) and answers no-store', async () => {
    const before = Date.now();
    const res = await reveal(t, entry.id, t.tokens.technicians, 'copy');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ secret: '4711', notes: null });
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await accesses(entry.id);
    expect(row).toMatchObject({
      user_id: t.techId,
      action: 'copy',
      ip: '127.0.0.1',
      user_agent: 'Vitest-Browser/1.0',
    });
    expect(Date.parse(String(row?.at))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a bad purpose is a 422 and writes nothing', async () => {
    const res = await reveal(t, entry.id, t.admin, 'stampa');
    expect(res.statusCode).toBe(422);
    expect(await accesses(entry.id)).toHaveLength(1);
  });

  it(`is limited to ${REVEAL_LIMIT} a minute per user: then 429 with Retry-After, and no access row`, async () => {
    const other = await createCredential(t, {
      title: 'FTP',
      kind: 'ftp',
      client_id: t.clientId,
      secret: 'ftp-pw',
    });
    const statuses: number[] = [];
    for (let i = 0; i < REVEAL_LIMIT - 1; i++)
      statuses.push((await reveal(t, i % 2 ? other.id : entry.id, t.tokens.technicians)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await reveal(t, other.id, t.tokens.technicians);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).alert.message).toMatch(
      /^Hai già mostrato 10 password nell'ultimo minuto: riprova tra \d+ secondi\.$/,
    );
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const rows = await t.app.db
      .selectFrom('keyholder_accesses')
      .select('id')
      .where('user_id', '=', t.techId)
      .execute();
    expect(rows).toHaveLength(REVEAL_LIMIT);
    // Another user is not held back.
    expect((await reveal(t, other.id, t.admin)).statusCode).toBe(200);
  });

  it('an entry that is gone: 404', async () => {
    expect((await reveal(t, 999_999)).statusCode).toBe(404);
  });
});
