import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSecretFileOnce, writeSecretTemporary } from '../config/secret-file.ts';
import { decodeVaultKey, VAULT_KEY_BYTES } from '../config/vault-key.ts';
import { VaultError, type VaultKey, vaultKey } from './vault-crypto.ts';

/**
 * The keyring file used when VAULT_KEY is unset: DATA_DIR/vault.key, mode 0600, one key a line as
 * `<key id>:<base64 key>`, the first the one that encrypts. Written whole to a temporary file and
 * then linked (first creation: never two keys for two processes starting at once) or renamed into
 * place (a rotation), so a reader never sees half a file.
 */
export const VAULT_KEYRING_NAME = 'vault.key';

const HEADER =
  '# Chiavi del vault di Officina (credenziali cifrate): la prima cifra, le altre servono solo a\n' +
  '# decifrare. Tienilo nei backup di DATA_DIR: senza questo file le password salvate sono perse.\n';

export function keyringPath(dataDir: string): string {
  return path.join(dataDir, VAULT_KEYRING_NAME);
}

export function generateVaultKey(): VaultKey {
  return vaultKey(randomBytes(VAULT_KEY_BYTES));
}

/** The keys of a keyring file, first = current; VaultError naming the line when one is malformed. */
export function readKeyring(file: string): VaultKey[] {
  const text = fs.readFileSync(file, 'utf8');
  const keys: VaultKey[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [kid, encoded = ''] = line.split(':', 2);
    const key = decodeVaultKey(encoded);
    if (!key || vaultKey(key).kid !== kid) {
      throw new VaultError(`Il file delle chiavi ${file} non è valido (riga ${i + 1}).`);
    }
    if (!keys.some((k) => k.kid === kid)) keys.push(vaultKey(key));
  }
  if (keys.length === 0) throw new VaultError(`Il file delle chiavi ${file} non contiene chiavi.`);
  return keys;
}

function keyringText(keys: VaultKey[]): string {
  return HEADER + keys.map((k) => `${k.kid}:${k.key.toString('base64')}\n`).join('');
}

/**
 * The keyring, generated with one new key when the file is missing. Two processes starting at once
 * both try to link their complete file into place: one wins, the other reads the winner's.
 */
export function ensureKeyring(file: string): VaultKey[] {
  if (!fs.existsSync(file)) createSecretFileOnce(file, keyringText([generateVaultKey()]));
  return readKeyring(file);
}

/** Replaces the keyring with `keys` (first = current) in one rename. */
export function writeKeyring(file: string, keys: VaultKey[]): void {
  const temporary = writeSecretTemporary(file, keyringText(keys));
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
