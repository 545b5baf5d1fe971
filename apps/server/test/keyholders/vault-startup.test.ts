import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config/config.ts';
import { createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { keyringPath } from '../../src/security/vault-keyring.ts';
import { testConfig } from '../helper.ts';
import { testEngine } from '../test-db.ts';
import { type CredentialsApp, createCredential, createCredentialsApp } from './credential-fixtures.ts';

const silent: Log = { info() {}, warn() {}, error() {} };
let t: CredentialsApp;

beforeAll(async () => {
  t = await createCredentialsApp();
  await createCredential(t, { title: 'Hosting', client_id: t.clientId, secret: 'segreto-avvio' });
});
afterAll(async () => t?.close());

/** The real server process (the sources, as `npm run dev` runs them) on the test's database. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const database = t.db.database;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/server.ts')], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        DATA_DIR: t.config.dataDir,
        ...(database.engine === 'postgres' ? { DATABASE_URL: database.url } : {}),
        JWT_SECRET: 'x'.repeat(40),
        PORT: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe(`a wrong vault key at start (${testEngine})`, () => {
  it('VAULT_KEY that did not encrypt the stored values: exit 1, one clear paragraph, no stack trace', async () => {
    const run = await runServer({ VAULT_KEY: randomBytes(32).toString('base64') });
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain('Vault delle credenziali');
    expect(run.out).toContain('VAULT_KEY');
    expect(run.out).not.toMatch(/^\s+at /m);
    expect(run.out).not.toContain('segreto-avvio');
    expect(run.out.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('a replaced DATA_DIR/vault.key: the start says to restore it; the right file starts again', async () => {
    const file = keyringPath(t.config.dataDir);
    const saved = fs.readFileSync(file);
    try {
      fs.rmSync(file);
      // A new key is generated in its place, which does not open what is stored.
      await expect(createContext(testConfig(t.db), silent)).rejects.toThrow(
        /Ripristina il file .*vault\.key/,
      );
      const run = await runServer({});
      expect(run.code, run.out).toBe(1);
      expect(run.out).toMatch(
        /Avvio non riuscito.*Vault delle credenziali: le credenziali salvate sono cifrate con la chiave [0-9a-f]{16}/,
      );
      expect(run.out).not.toMatch(/^\s+at /m);
    } finally {
      fs.writeFileSync(file, saved, { mode: 0o600 });
    }
    const ctx = await createContext(testConfig(t.db), silent);
    await ctx.close();
  }, 60_000);

  it('a stored value that does not open under its key is refused too', async () => {
    const row = await t.app.db
      .selectFrom('keyholders')
      .select(['id', 'secret_enc'])
      .executeTakeFirstOrThrow();
    const parts = String(row.secret_enc).split('.');
    parts[3] = Buffer.alloc(16, 7).toString('base64url').slice(0, 22);
    await t.app.db
      .updateTable('keyholders')
      .set({ secret_enc: parts.join('.') })
      .where('id', '=', row.id)
      .execute();
    try {
      await expect(createContext(testConfig(t.db), silent)).rejects.toThrow(/non si decifra/);
    } finally {
      await t.app.db
        .updateTable('keyholders')
        .set({ secret_enc: row.secret_enc })
        .where('id', '=', row.id)
        .execute();
    }
  });
});
