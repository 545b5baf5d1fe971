import fs from 'node:fs';
import { open, seal, VaultError, type VaultField, type VaultKey, vaultKey } from './vault-crypto.ts';
import { ensureKeyring, keyringPath, readKeyring } from './vault-keyring.ts';

export { VaultError, type VaultField } from './vault-crypto.ts';

/**
 * The credentials vault (docs/decisions/0014-credentials-vault.md): seals a secret or notes before
 * they reach the database and opens them for a reveal. Keys come from VAULT_KEY (the first encrypts,
 * the others only decrypt) or from the keyring file DATA_DIR/vault.key, generated on first start.
 * The file is read again when it changes (looked at every `reloadMs` at most) or when a value names
 * a key the vault does not hold, so running instances follow `npm run vault:rotate` without restart.
 */
export interface Vault {
  /** Where the keys come from: VAULT_KEY, or the keyring file. */
  readonly source: 'env' | 'file';
  /** The keyring file, or null with VAULT_KEY. */
  readonly file: string | null;
  encrypt(field: VaultField, plaintext: string): string;
  /** VaultError when the value names an unknown key or does not open. */
  decrypt(field: VaultField, envelope: string): string;
  /** The keys, the current first. */
  keys(): VaultKey[];
}

export interface VaultOptions {
  /** VAULT_KEY's keys; empty: the keyring file. */
  keys: Buffer[];
  dataDir: string;
  /** How often, at most, the keyring file's change time is looked at (ms). */
  reloadMs?: number;
}

/** The file's identity and version: a rename (rotation) changes the inode, a rewrite the mtime. */
function stamp(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
}

function keyringVault(file: string, reloadMs: number): Vault {
  let keys = ensureKeyring(file);
  let seen = stamp(file);
  let checkedAt = Date.now();
  const reload = (force: boolean) => {
    const now = Date.now();
    if (!force && now - checkedAt < reloadMs) return;
    checkedAt = now;
    const current = stamp(file);
    if (current === null || (!force && current === seen)) return;
    keys = readKeyring(file);
    seen = current;
  };
  const find = (kid: string) => keys.find((k) => k.kid === kid);
  return {
    source: 'file',
    file,
    encrypt(field, plaintext) {
      reload(false);
      return seal(keys[0] as VaultKey, field, plaintext);
    },
    decrypt(field, envelope) {
      reload(false);
      const kid = envelope.split('.', 2)[1] ?? '';
      let key = find(kid);
      if (!key) {
        reload(true);
        key = find(kid);
      }
      if (!key) throw new VaultError(`Chiave del vault ${kid || '?'} non disponibile.`);
      return open(key, field, envelope);
    },
    keys: () => {
      reload(false);
      return [...keys];
    },
  };
}

function envVault(raw: Buffer[]): Vault {
  const keys = raw.map(vaultKey);
  return {
    source: 'env',
    file: null,
    encrypt: (field, plaintext) => seal(keys[0] as VaultKey, field, plaintext),
    decrypt(field, envelope) {
      const kid = envelope.split('.', 2)[1] ?? '';
      const key = keys.find((k) => k.kid === kid);
      if (!key) throw new VaultError(`Chiave del vault ${kid || '?'} non disponibile.`);
      return open(key, field, envelope);
    },
    keys: () => [...keys],
  };
}

/** The vault of this configuration; creates DATA_DIR/vault.key when VAULT_KEY is unset and it is missing. */
export function openVault({ keys, dataDir, reloadMs = 2_000 }: VaultOptions): Vault {
  return keys.length > 0 ? envVault(keys) : keyringVault(keyringPath(dataDir), reloadMs);
}
