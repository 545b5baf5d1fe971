import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';
import { loggerOptions } from '../../src/plugins/logging.ts';
import { openVault } from '../../src/security/vault.ts';
import { envelopeKid, open, seal, VaultError, vaultKey } from '../../src/security/vault-crypto.ts';
import { ensureKeyring, keyringPath, readKeyring, writeKeyring } from '../../src/security/vault-keyring.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-vault-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'Segreto-Ü-🔑-123';

describe('vault envelopes (AES-256-GCM)', () => {
  const key = vaultKey(randomBytes(32));

  it('seals with a fresh IV each time and names the key; opens only with that key and field', () => {
    const a = seal(key, 'secret', SECRET);
    const b = seal(key, 'secret', SECRET);
    expect(a).toMatch(/^v1\.[0-9a-f]{16}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(SECRET);
    expect(Buffer.from(a.split('.')[4] as string, 'base64url').toString('utf8')).not.toContain('Segreto');
    expect(envelopeKid(a)).toBe(key.kid);
    expect(open(key, 'secret', a)).toBe(SECRET);
    const other = vaultKey(randomBytes(32));
    expect(() => open(other, 'secret', a)).toThrow(VaultError);
    // The same key id with another key (a forged keyring line) still does not open it.
    expect(() => open({ kid: key.kid, key: other.key }, 'secret', a)).toThrow(VaultError);
    expect(() => open(key, 'notes', a)).toThrow(VaultError);
  });

  it('refuses a tampered value or a malformed envelope, without quoting the value', () => {
    const sealed = seal(key, 'notes', SECRET);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => open(key, 'notes', parts.join('.'))).toThrow(VaultError);
    const malformed = () => open(key, 'notes', `v0.${SECRET}`);
    expect(malformed).toThrow(VaultError);
    expect(malformed).not.toThrow(SECRET);
  });
});

describe('VAULT_KEY', () => {
  const hex = randomBytes(32).toString('hex');
  const b64 = randomBytes(32).toString('base64');

  it('reads hex and base64 keys, comma-separated, the first encrypting', () => {
    const config = loadConfig({ VAULT_KEY: `${b64}, ${hex}` });
    expect(config.vaultKeys.map((k) => k.toString('hex'))).toEqual([
      Buffer.from(b64, 'base64').toString('hex'),
      hex,
    ]);
    const vault = openVault({ keys: config.vaultKeys, dataDir: tempDir() });
    const sealed = vault.encrypt('secret', SECRET);
    expect(envelopeKid(sealed)).toBe(vaultKey(config.vaultKeys[0] as Buffer).kid);
    expect(vault.decrypt('secret', sealed)).toBe(SECRET);
    expect(loadConfig({}).vaultKeys).toEqual([]);
  });

  it('a malformed key stops the start with an Italian message that does not quote it', () => {
    const bad = 'chiave-corta-segreta';
    for (const value of [bad, `${hex},${bad}`, hex.slice(2), `${b64.slice(0, 40)}AAAA`]) {
      let message = '';
      try {
        loadConfig({ VAULT_KEY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/VAULT_KEY: la chiave( n\. 2)? non è valida/);
      expect(message).not.toContain(bad);
    }
  });
});

describe('keyring file DATA_DIR/vault.key', () => {
  it('is generated once, mode 0600, and read back the same', () => {
    const dir = tempDir();
    const first = openVault({ keys: [], dataDir: dir });
    const file = keyringPath(dir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const sealed = first.encrypt('secret', SECRET);
    const second = openVault({ keys: [], dataDir: dir });
    expect(second.decrypt('secret', sealed)).toBe(SECRET);
    expect(readKeyring(file)).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual(['vault.key']);
  });

  it('processes starting at once end up with one key', async () => {
    const dir = tempDir();
    const file = keyringPath(dir);
    const kids = await Promise.all(
      Array.from({ length: 8 }, async () => ensureKeyring(file).map((k) => k.kid)),
    );
    expect(new Set(kids.map((k) => k.join()))).toHaveProperty('size', 1);
  });

  it('a malformed file is a clear error', () => {
    const dir = tempDir();
    fs.writeFileSync(keyringPath(dir), 'abcd:non-una-chiave\n');
    expect(() => openVault({ keys: [], dataDir: dir })).toThrow(/non è valido \(riga 1\)/);
  });

  it('a running vault follows a rotation of the file: a new current key, old values still open', () => {
    const dir = tempDir();
    const file = keyringPath(dir);
    const vault = openVault({ keys: [], dataDir: dir, reloadMs: 0 });
    const before = vault.encrypt('secret', SECRET);
    const [old] = readKeyring(file);
    const next = vaultKey(randomBytes(32));
    writeKeyring(file, [next, old as ReturnType<typeof vaultKey>]);
    const after = vault.encrypt('secret', SECRET);
    expect(envelopeKid(after)).toBe(next.kid);
    expect(vault.decrypt('secret', before)).toBe(SECRET);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('an unknown key id makes it read the file again at once', () => {
    const dir = tempDir();
    const file = keyringPath(dir);
    const vault = openVault({ keys: [], dataDir: dir, reloadMs: 60_000 });
    const next = vaultKey(randomBytes(32));
    writeKeyring(file, [next, ...readKeyring(file)]);
    const sealed = seal(next, 'notes', SECRET);
    expect(vault.decrypt('notes', sealed)).toBe(SECRET);
    expect(() => vault.decrypt('notes', seal(vaultKey(randomBytes(32)), 'notes', SECRET))).toThrow(
      /non disponibile/,
    );
  });
});

describe('log redaction of credentials', () => {
  it('a secret or a sealed value that reached a log call is hidden', () => {
    const lines: string[] = [];
    const { stream, ...options } = loggerOptions('info', { write: (line: string) => lines.push(line) });
    const log = pino(options, stream);
    const key = vaultKey(randomBytes(32));
    log.info(
      { body: { secret: SECRET }, row: { secret_enc: seal(key, 'secret', 'x'), notes_enc: 'v1.abc' } },
      'oops',
    );
    expect(lines.join('')).not.toContain(SECRET);
    expect(lines.join('')).not.toContain('v1.');
    expect(lines.join('')).toContain('[redacted]');
  });
});
