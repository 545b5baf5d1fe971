import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CredentialsApp,
  createCredential,
  createCredentialsApp,
  json,
  reveal,
} from './credential-fixtures.ts';

/**
 * Runs on a SQLite file whatever TEST_DB says: the check is about SQLite's own files (the database
 * and its write-ahead log), which a PostgreSQL run does not have.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-vault-file-'));
const file = path.join(dir, 'officina.db');
const SECRET = 'Chiaro-Mai-Su-Disco-77x';
const NOTES = 'Nota-Mai-Su-Disco-33y';
const CHANGED = 'Cambiata-Mai-Su-Disco-55z';
let t: CredentialsApp;

/** The bytes of the database and of its -wal and -shm files, whichever exist now. */
function diskBytes(): Buffer {
  const parts = ['', '-wal', '-shm'].map((suffix) => `${file}${suffix}`).filter((f) => fs.existsSync(f));
  return Buffer.concat(parts.map((f) => fs.readFileSync(f)));
}

function expectNotOnDisk(bytes: Buffer) {
  for (const value of [SECRET, NOTES, CHANGED]) {
    expect(bytes.includes(Buffer.from(value, 'utf8')), value).toBe(false);
    expect(bytes.includes(Buffer.from(value, 'utf16le')), value).toBe(false);
  }
}

beforeAll(async () => {
  t = await createCredentialsApp({ database: { engine: 'sqlite', file, readWorkers: 0 } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite file and its WAL never hold a secret in clear', () => {
  it('after a create, reveals and a change, then after a checkpoint at close', async () => {
    const entry = await createCredential(t, {
      title: 'Citofono-Titolo-Su-Disco',
      kind: 'allarme',
      client_id: t.clientId,
      secret: SECRET,
      notes: NOTES,
    });
    expect(json(await reveal(t, entry.id))).toEqual({ secret: SECRET, notes: NOTES });
    const saved = await t.request({
      method: 'PUT',
      url: `/api/keyholders/${entry.id}`,
      token: t.admin,
      payload: {
        title: 'Citofono-Titolo-Su-Disco',
        kind: 'allarme',
        client_id: t.clientId,
        secret: CHANGED,
        updated_at: entry.updated_at,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(await reveal(t, entry.id, t.tokens.technicians, 'copy')).secret).toBe(CHANGED);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    const live = diskBytes();
    // The right files: the title, stored in clear, is there.
    expect(live.includes(Buffer.from('Citofono-Titolo-Su-Disco'))).toBe(true);
    expectNotOnDisk(live);
    await t.app.close();
    const closed = diskBytes();
    expect(closed.includes(Buffer.from('Citofono-Titolo-Su-Disco'))).toBe(true);
    expectNotOnDisk(closed);
  });
});
