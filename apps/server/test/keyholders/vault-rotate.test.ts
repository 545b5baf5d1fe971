import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openVault } from '../../src/security/vault.ts';
import { envelopeKid, vaultKey } from '../../src/security/vault-crypto.ts';
import { keyringPath, readKeyring } from '../../src/security/vault-keyring.ts';
import { rotateVault } from '../../src/security/vault-rotate.ts';
import { testEngine } from '../test-db.ts';
import {
  type CredentialsApp,
  createCredential,
  createCredentialsApp,
  json,
  reveal,
} from './credential-fixtures.ts';

const stored = (t: CredentialsApp) =>
  t.app.db.selectFrom('keyholders').select(['id', 'secret_enc', 'notes_enc']).orderBy('id').execute();

const values = (rows: Awaited<ReturnType<typeof stored>>) =>
  rows.flatMap((r) => [r.secret_enc, r.notes_enc]).filter((v): v is string => v !== null);

async function seed(t: CredentialsApp, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const body = { title: `Credenziale ${i}`, client_id: t.clientId, secret: `segreto-${i}` };
    ids.push((await createCredential(t, i % 2 ? { ...body, notes: `note-${i}` } : body)).id);
  }
  return ids;
}

describe(`vault rotation with the keyring file (${testEngine})`, () => {
  let t: CredentialsApp;
  beforeAll(async () => {
    t = await createCredentialsApp();
  });
  afterAll(async () => t?.close());

  it('re-encrypts every value under a new key, drops the old one, and every secret still reveals', async () => {
    const ids = await seed(t, 7);
    const before = await stored(t);
    const oldKid = envelopeKid(values(before)[0] as string);
    const lines: string[] = [];
    const summary = await rotateVault({
      db: t.app.db,
      dataDir: t.config.dataDir,
      envKeys: [],
      settleMs: 0,
      batchSize: 3,
      say: (line) => {
        lines.push(line);
      },
    });
    const after = await stored(t);
    expect(summary).toMatchObject({ mode: 'file', retired: [oldKid], reencrypted: values(before).length });
    for (const [i, row] of after.entries()) {
      const old = before[i] as (typeof before)[number];
      for (const column of ['secret_enc', 'notes_enc'] as const) {
        if (old[column] === null) expect(row[column]).toBeNull();
        else expect(row[column]).not.toBe(old[column]);
      }
    }
    expect(new Set(values(after).map(envelopeKid))).toEqual(new Set([summary.kid]));
    expect(readKeyring(keyringPath(t.config.dataDir)).map((k) => k.kid)).toEqual([summary.kid]);
    expect(lines.join('\n')).toMatch(/Nuova chiave .* scritta/);
    // The running app never restarted: it reads the new key from the file.
    for (const [i, id] of ids.entries()) expect(json(await reveal(t, id)).secret).toBe(`segreto-${i}`);
  });

  it('catches a value a stale instance writes under the old key meanwhile', async () => {
    const [first] = await seed(t, 4);
    const stale = openVault({
      keys: readKeyring(keyringPath(t.config.dataDir)).map((k) => k.key),
      dataDir: '',
    });
    let planted = false;
    const summary = await rotateVault({
      db: t.app.db,
      dataDir: t.config.dataDir,
      envKeys: [],
      settleMs: 0,
      batchSize: 2,
      say: async (line) => {
        // After the secrets' column is done, an instance that has not read the new key saves one.
        if (!planted && line.includes('notes_enc')) {
          planted = true;
          await t.app.db
            .updateTable('keyholders')
            .set({ secret_enc: stale.encrypt('secret', 'scritto-tardi') })
            .where('id', '=', first as number)
            .execute();
        }
      },
    });
    expect(planted).toBe(true);
    expect(new Set(values(await stored(t)).map(envelopeKid))).toEqual(new Set([summary.kid]));
    expect(json(await reveal(t, first as number)).secret).toBe('scritto-tardi');
  });
});

describe(`vault rotation with VAULT_KEY (${testEngine})`, () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  let t: CredentialsApp;
  beforeAll(async () => {
    t = await createCredentialsApp({ vaultKeys: [oldKey] });
  });
  afterAll(async () => t?.close());

  it('re-encrypts everything under the first key and names the old one as removable', async () => {
    await seed(t, 5);
    const before = values(await stored(t));
    expect(new Set(before.map(envelopeKid))).toEqual(new Set([vaultKey(oldKey).kid]));
    const summary = await rotateVault({
      db: t.app.db,
      dataDir: t.config.dataDir,
      envKeys: [newKey, oldKey],
    });
    expect(summary).toMatchObject({
      mode: 'env',
      kid: vaultKey(newKey).kid,
      retired: [vaultKey(oldKey).kid],
    });
    const rows = await stored(t);
    expect(values(rows).every((v) => !before.includes(v))).toBe(true);
    const onlyNew = openVault({ keys: [newKey], dataDir: t.config.dataDir });
    for (const row of rows) {
      expect(onlyNew.decrypt('secret', row.secret_enc as string)).toMatch(/^segreto-\d$/);
      if (row.notes_enc) expect(onlyNew.decrypt('notes', row.notes_enc)).toMatch(/^note-\d$/);
    }
    expect(fs.existsSync(keyringPath(t.config.dataDir))).toBe(false);
  });
});
